import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hash } from 'argon2';
import dayjs from 'dayjs';
import {
  HttpError,
  applyBoardChange,
  boardStateOf,
  boardWriter,
  isDuplicateEntry,
  isEmailAddress,
  limitAttempts,
  notFound,
  ok,
  passwordProblems,
  promotionPasswordPolicy,
  queueWelcomeEmail,
  responses,
} from '@wellness/platform';
import { User } from '@wellness/schema';
import { realtime } from '../../domain/events';
import { promotionById } from '../../domain/promotions';
import {
  EMAIL_IN_USE,
  INVALID_EMAIL,
  INVALID_LOCATION,
  INVALID_PROFILE_IMAGE,
  REGISTRATION_CLOSED,
  claimEligibility,
  emailTaken,
  freeEligibility,
  identifierLabel,
  labelRequired,
  locationOptions,
  profileImageOf,
  registrationState,
} from '../../domain/registration';
import { serializeUser, userById } from '../../domain/users';
import { hostPromotion } from './host-promotion';
import { UserSchema } from '../schemas';
import {
  EligibilityParams,
  EligibilitySchema,
  NewUserBody,
  PromotionParams,
  RegistrationStateSchema,
  ValidateQuery,
} from './schemas';

const today = () => dayjs().format('YYYY-MM-DD');

/** Spec 3 s2 "Registration (go.register)", s4 "Eligibility at registration" and "Registration". */
export const registrationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const announce = realtime(fastify);

  /** Spec 3 s7 "GET /promotions/{id}/can_register": the state the registration screen shows. */
  fastify.get(
    '/promotions/:promotion_id/can_register',
    {
      config: { access: { allow: 'anonymous', scope: 'none' } },
      schema: {
        tags: ['registration'],
        params: PromotionParams,
        response: responses(RegistrationStateSchema),
      },
    },
    async (request) => {
      const promotion = await promotionById(
        fastify.db,
        hostPromotion(request, request.params.promotion_id),
      );
      return ok({
        state: registrationState(promotion, today()),
        registration_starts_on: promotion.registration_starts_on,
        registration_ends_on: promotion.registration_ends_on,
        eligibility_label: promotion.is_eligibility_displayed
          ? await identifierLabel(fastify.db, promotion.id)
          : null,
      });
    },
  );

  /** Spec 3 s7 "Registration-time check: GET /promotions/{promotionId}/users/check_eligibility/{identifier}". */
  fastify.get(
    '/promotions/:promotion_id/users/check_eligibility/:identifier',
    {
      // Counted per identifier and per address like sign-in: guesses use the limits up.
      config: { access: { allow: 'anonymous', scope: 'none' }, limit: 'login' },
      schema: {
        tags: ['registration'],
        params: EligibilityParams,
        response: responses(EligibilitySchema),
      },
    },
    async (request, reply) => {
      const promotionId = hostPromotion(request, request.params.promotion_id);
      const identifier = request.params.identifier.trim();
      const attempt = await limitAttempts(
        request,
        reply,
        'eligibility-check',
        `${promotionId}:${identifier}`,
      );
      const label = await identifierLabel(fastify.db, promotionId);
      const row = await freeEligibility(fastify.db, promotionId, identifier, label);
      await attempt.succeeded();
      const { user_id: _user, ...eligibility } = row;
      return ok(eligibility);
    },
  );

  /**
   * Spec 3 s7 "User validate by field and value" before signing in: 200 when the e-mail may
   * register on the promotion (the signed-in settings check is admin's GET /users/validate).
   */
  fastify.get(
    '/promotions/:promotion_id/users/validate',
    {
      // Counted per address like sign-in: a taken address uses an attempt, a free one not.
      config: { access: { allow: 'anonymous', scope: 'none' }, limit: 'login' },
      schema: {
        tags: ['registration'],
        params: PromotionParams,
        querystring: ValidateQuery,
        response: responses(Type.Object({ valid: Type.Boolean() })),
      },
    },
    async (request, reply) => {
      const email = request.query.value.trim().toLowerCase();
      const promotionId = hostPromotion(request, request.params.promotion_id);
      const attempt = await limitAttempts(
        request,
        reply,
        'registration-check',
        `${promotionId}:${email}`,
      );
      if (!isEmailAddress(email)) throw new HttpError(422, INVALID_EMAIL);
      if (await emailTaken(fastify.db, promotionId, email)) throw new HttpError(422, EMAIL_IN_USE);
      await attempt.succeeded();
      return ok({ valid: true });
    },
  );

  /** Spec 3 s7 "Create user": registers, signs the new user in and queues the welcome e-mail. */
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

      const passwordHash = await hash(body.password);
      let userId: number;
      try {
        userId = await fastify.db.transaction(async (manager) => {
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
      request.log.info({ user_id: user.id }, 'user registered');
      return ok(serializeUser(user, promotion));

      /** The picked location: one of the promotion's, required when it shows locations. */
      async function checkedLocation(promotionId: number, required: boolean) {
        const options = await locationOptions(fastify.db, promotionId);
        const id = body.location_id ?? null;
        if (id === null) {
          if (required && options.length) throw new HttpError(422, INVALID_LOCATION);
          return null;
        }
        if (!options.some((option) => option.id === id)) throw new HttpError(422, INVALID_LOCATION);
        return id;
      }
    },
  );
};
