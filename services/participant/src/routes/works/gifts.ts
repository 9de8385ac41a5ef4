import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import dayjs from 'dayjs';
import {
  IdParam,
  PARTICIPANT_ROLES,
  boardWriter,
  createNotification,
  ok,
  queueBadgeCheck,
  responses,
} from '@wellness/platform';
import type { FastifyRequest } from 'fastify';
import { realtime } from '../../domain/events';
import { promotionById } from '../../domain/promotions';
import {
  acceptedGiftFrom,
  answerGift,
  giftablePeople,
  giftedOn,
  offerGift,
  waitingGifts,
  workAwaitingBonus,
} from '../../domain/gifts';
import { viewWork } from '../../domain/works';
import { userById } from '../../domain/users';
import { Work } from '@wellness/schema';
import { AnswerBody, BonusSchema, GiftableSchema } from './gift-schemas';
import { WorkSchema } from './schemas';

const participants = { access: { allow: PARTICIPANT_ROLES, scope: 'own' } } as const;

/** Gift points (spec 2 s7 "Gift points"; README "Gift points"). */
export const giftRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const announce = realtime(fastify);
  const dayContext = async (request: FastifyRequest) => ({
    promotion: await promotionById(fastify.db, request.user!.promotion_id),
    today: dayjs(),
    boards: boardWriter(fastify),
  });

  fastify.get(
    '/eligible_for_gift',
    {
      config: participants,
      schema: {
        tags: ['gifts'],
        querystring: Type.Object(
          { page_size: Type.Optional(Type.Literal(0)) },
          { additionalProperties: false },
        ),
        response: responses(Type.Array(GiftableSchema)),
      },
    },
    async (request) => {
      const user = (await userById(fastify.db, request.user!.id))!;
      const workId = await workAwaitingBonus(fastify.db, user.id);
      const today = dayjs().format('YYYY-MM-DD');
      const canGift = workId !== null && !(await giftedOn(fastify.db, user.id, today));
      const people = await giftablePeople(fastify.db, user, canGift);
      return ok(people, { total_records: people.length, can_gift: canGift, work_id: workId });
    },
  );

  fastify.get(
    '/works/bonus_points',
    {
      config: participants,
      schema: { tags: ['gifts'], response: responses(Type.Array(BonusSchema)) },
    },
    async (request) => ok(await waitingGifts(fastify.db, request.user!.id)),
  );

  fastify.put(
    '/works/bonus_points/offer/:user_id',
    {
      config: { ...participants, limit: 'write' },
      schema: {
        tags: ['gifts'],
        params: Type.Object({ user_id: IdParam }),
        body: Type.Object({ work_id: Type.Optional(IdParam) }, { additionalProperties: false }),
        response: responses(
          Type.Object({
            message: Type.String(),
            work: WorkSchema,
            target_work_bonus: Type.Union([BonusSchema, Type.Null()]),
          }),
        ),
      },
    },
    async (request) => {
      const context = await dayContext(request);
      const giverId = request.user!.id;
      const outcome = await offerGift(
        fastify.db,
        context,
        giverId,
        request.params.user_id,
        request.body.work_id ?? null,
      );
      const work = await viewWork(
        fastify.db,
        await fastify.db.getRepository(Work).findOneByOrFail({ id: outcome.workId }),
      );
      await announce.workUpdated(context.promotion, giverId, work);
      if (outcome.kept) {
        await announce.pointsChanged(context.promotion, outcome.kept.user, outcome.kept.entry);
      }
      if (outcome.bonus) {
        await createNotification(fastify.db, fastify.events, {
          promotionId: context.promotion.id,
          userId: outcome.bonus.target_user_id,
          key: `friend_${giverId}_gift`,
          link: '/profile/friends/all',
          title: 'Gift points',
          message: `${outcome.bonus.earned_by_name} sent you ${outcome.bonus.points} gift points.`,
        }).catch((error: unknown) => request.log.error({ err: error }, 'notification not created'));
        await queueBadgeCheck(
          fastify.emailQueue,
          { promotion_id: context.promotion.id, user_id: giverId, category: 'sent_gift_points' },
          request.log,
        );
      }
      return ok({ message: outcome.message, work, target_work_bonus: outcome.bonus });
    },
  );

  for (const [path, accept] of [
    ['/works/bonus_points/accept', true],
    ['/works/bonus_points/decline', false],
  ] as const) {
    fastify.put(
      path,
      {
        config: { ...participants, limit: 'write' },
        schema: {
          tags: ['gifts'],
          body: AnswerBody,
          response: responses(
            Type.Object({
              message: Type.String(),
              target_work_bonus: BonusSchema,
              total_points: Type.Integer(),
            }),
          ),
        },
      },
      async (request) => {
        const context = await dayContext(request);
        const { bonus, credited } = await answerGift(
          fastify.db,
          context,
          request.user!.id,
          request.body.target_work_bonus_id,
          accept,
        );
        await announce.pointsChanged(context.promotion, credited.user, credited.entry);
        const receiver = accept
          ? credited.user.total_points
          : (await userById(fastify.db, request.user!.id))!.total_points;
        return ok({
          message: accept
            ? acceptedGiftFrom(bonus.earned_by_name)
            : `Declined gift points from ${bonus.earned_by_name}`,
          target_work_bonus: bonus,
          total_points: receiver,
        });
      },
    );
  }
};
