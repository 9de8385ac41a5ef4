import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hash } from 'argon2';
import dayjs from 'dayjs';
import {
  DEEPEST_LOCATION_REQUIRED,
  HttpError,
  applyBoardChange,
  attachWaitingTeamInvites,
  boardStateOf,
  boardWriter,
  friendsChanged,
  isDuplicateEntry,
  isEmailAddress,
  joinFriendInvites,
  notFound,
  ok,
  passwordProblems,
  promotionPasswordPolicy,
  queueBadgeCheck,
  queueWelcomeEmail,
  responses,
} from '@wellness/platform';
import { User } from '@wellness/schema';
import type { Promotion } from '@wellness/schema';
import { realtime } from '../../domain/events';
import {
  NOT_THIS_EVALUATION,
  checkedAnswers,
  evaluationStatus,
  insertEvaluation,
  registrationEvaluation,
} from '../../domain/evaluations';
import type { Answers } from '../../domain/evaluations';
import { promotionById } from '../../domain/promotions';
import {
  EMAIL_IN_USE,
  INVALID_EMAIL,
  INVALID_LOCATION,
  INVALID_PROFILE_IMAGE,
  REGISTRATION_CLOSED,
  REGISTRATION_FULL,
  claimEligibility,
  emailTaken,
  freeEligibility,
  identifierLabel,
  isFull,
  labelRequired,
  locationOptions,
  profileImageOf,
  registrationState,
  takePlace,
} from '../../domain/registration';
import { serializeUser, userById } from '../../domain/users';
import { UserSchema } from '../schemas';
import { NewUserBody } from './schemas';
import type { Static } from '@sinclair/typebox';

const today = () => dayjs().format('YYYY-MM-DD');

/** Spec 3 s7 "Create user (with evaluation)": registers, signs in, queues the welcome e-mail. */
export const createUserRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const announce = realtime(fastify);

  fastify.post(
    '/users',
    {
      config: { access: { allow: 'anonymous', scope: 'none' }, limit: 'write' },
      schema: { tags: ['registration'], body: NewUserBody, response: responses(UserSchema) },
    },
    async (request, reply) => {
      if (!request.promotion) throw notFound('Promotion');
      const promotion = await promotionById(fastify.db, request.promotion.id);
      const body = request.body;
      // The server's own window: a screen left open past the end date cannot register.
      if (registrationState(promotion, today()) !== 'open') {
        throw new HttpError(403, REGISTRATION_CLOSED);
      }
      // Told before the form is checked; the transaction below decides the last place.
      if (await isFull(fastify.db, promotion)) throw new HttpError(403, REGISTRATION_FULL);
      const email = body.email.trim().toLowerCase();
      if (!isEmailAddress(email)) throw new HttpError(422, INVALID_EMAIL);
      if (await emailTaken(fastify.db, promotion.id, email)) throw new HttpError(422, EMAIL_IN_USE);
      const policy = await promotionPasswordPolicy(fastify.db, promotion.id);
      const problems = passwordProblems(policy, body.password, (source, error) =>
        request.log.warn({ source, err: error }, 'invalid organization password pattern ignored'),
      );
      if (problems.length) throw new HttpError(422, problems[0]!, problems);

      let identifier: string | null = null;
      let label = '';
      if (promotion.is_eligibility_displayed) {
        label = await identifierLabel(fastify.db, promotion.id);
        identifier = body.eligibility_identifier?.trim() ?? '';
        if (!identifier) throw new HttpError(422, labelRequired(label));
        await freeEligibility(fastify.db, promotion.id, identifier, label);
      }
      const image = await profileImageOf(fastify.db, promotion.id, body.profile.image.id);
      if (!image) throw new HttpError(422, INVALID_PROFILE_IMAGE);
      const locationId = await checkedLocation(promotion.id, promotion.is_location_displayed);
      const evaluation = await checkedEvaluation(promotion.id, body.evaluation);

      const passwordHash = await hash(body.password);
      let userId: number;
      let friends: number[] = [];
      try {
        // READ COMMITTED: the place count after the promotion's lock sees every commit before it.
        userId = await fastify.db.transaction('READ COMMITTED', async (manager) => {
          await takePlace(manager, promotion.id);
          const inserted = await manager.getRepository(User).insert({
            promotion_id: promotion.id,
            email,
            password_hash: passwordHash,
            role: 'User',
            first_name: body.profile.first_name.trim(),
            last_name: body.profile.last_name.trim(),
            image_url: image.url,
            location_id: locationId,
            opted_in_individual_leaderboard: body.opted_in_individual_leaderboard,
            stay_logged_in: body.stay_logged_in ?? false,
          });
          const id = Number(inserted.identifiers[0]!.id);
          if (identifier !== null) {
            await claimEligibility(manager, promotion.id, identifier, id, label);
          }
          if (evaluation) {
            await insertEvaluation(manager, {
              promotion_id: promotion.id,
              user_id: id,
              evaluation_definition_id: evaluation.id,
              answers: evaluation.answers,
            });
          }
          // Team invites sent to this address before it registered are now the user's.
          await attachWaitingTeamInvites(manager, promotion.id, id, email);
          friends = await joinFriendInvites(manager, {
            promotionId: promotion.id,
            userId: id,
            email,
            inviteToken: body.friend_invite,
          });
          // On the boards (a new member of a location) before the commit.
          const { redis, prefix } = boardWriter(fastify);
          await applyBoardChange(redis, prefix, null, await boardStateOf(manager, id));
          return id;
        });
      } catch (error) {
        // Two registrations with one address at once: the unique index decides.
        if (isDuplicateEntry(error)) throw new HttpError(422, EMAIL_IN_USE);
        throw error;
      }
      // The friends the invite's link made: their friend sets start again (the friends board).
      if (friends.length > 0) {
        const { redis, prefix } = boardWriter(fastify);
        await friendsChanged(redis, prefix, promotion.id, [userId, ...friends]);
      }
      const user = (await userById(fastify.db, userId))!;
      await reply.startSession({
        user_id: user.id,
        promotion_id: user.promotion_id,
        role: user.role,
        stay_logged_in: user.stay_logged_in,
      });
      await announce.userUpdated(promotion, user);
      await queueWelcomeEmail(fastify.emailQueue, {
        user_id: user.id,
        promotion_id: promotion.id,
        email: user.email,
      });
      // The Initial Assessment answered counts for the evaluation badges (worker README).
      if (evaluation) {
        await queueBadgeCheck(
          fastify.emailQueue,
          { promotion_id: promotion.id, user_id: user.id, category: 'evaluation' },
          request.log,
        );
      }
      // A friendship accepted by the invite's link counts for both (services/worker "Badges").
      for (const friendId of friends.length ? [user.id, ...friends] : []) {
        await queueBadgeCheck(
          fastify.emailQueue,
          { promotion_id: promotion.id, user_id: friendId, category: 'buddies_added' },
          request.log,
        );
      }
      request.log.info({ user_id: user.id }, 'user registered');
      return ok({
        ...serializeUser(user, promotion),
        ...(await evaluationStatus(fastify.db, user, today())),
      });

      /**
       * The picked location: one of the promotion's, required when it shows locations, and
       * picked down to the deepest level of its branch (a new user is a participant: platform
       * `pickOf`, spec 3 s6 "Location pickers by level").
       */
      async function checkedLocation(promotionId: number, required: boolean) {
        const options = await locationOptions(fastify.db, promotionId);
        const id = body.location_id ?? null;
        if (id === null) {
          if (required && options.length) throw new HttpError(422, INVALID_LOCATION);
          return null;
        }
        if (!options.some((option) => option.id === id)) throw new HttpError(422, INVALID_LOCATION);
        if (options.some((option) => option.parent_id === id)) {
          throw new HttpError(422, DEEPEST_LOCATION_REQUIRED);
        }
        return id;
      }
    },
  );

  /**
   * The Initial Assessment's answers (README, "Evaluation at registration"): with a definition
   * the registration stores one evaluation of it (answers optional, each checked); without one
   * an evaluation sent is refused.
   */
  async function checkedEvaluation(
    promotionId: Promotion['id'],
    sent: Static<typeof NewUserBody>['evaluation'],
  ): Promise<{ id: number; answers: Answers } | null> {
    const definition = await registrationEvaluation(fastify.db, promotionId);
    if (!definition) {
      if (sent) throw new HttpError(422, NOT_THIS_EVALUATION);
      return null;
    }
    if (sent && sent.evaluation_definition_id !== definition.id) {
      throw new HttpError(422, NOT_THIS_EVALUATION);
    }
    return { id: definition.id, answers: checkedAnswers(definition, sent?.answers ?? {}) };
  }
};
