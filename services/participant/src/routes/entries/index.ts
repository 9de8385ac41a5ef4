import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import dayjs from 'dayjs';
import {
  DateString,
  IdParam,
  createdResponses,
  notFound,
  ok,
  responses,
  unprocessable,
} from '@wellness/platform';
import type { DomainEvent } from '@wellness/platform';
import { Promotion } from '@wellness/schema';
import type { User } from '@wellness/schema';
import { listWeek, logActivity, unlogActivity } from '../../domain/entries';
import { weeksIn } from '../../domain/program-calendar';
import { EntrySchema } from '../../schemas';

const TotalsMeta = Type.Object({ total_points: Type.Integer() });
const DayParams = Type.Object({ recorded_on: DateString });

export const entryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const promotionOf = async (id: number) => {
    const promotion = await fastify.db.getRepository(Promotion).findOneBy({ id });
    if (!promotion) throw notFound('Promotion');
    return promotion;
  };

  const validDay = (day: string) => {
    if (!dayjs(day, 'YYYY-MM-DD').isValid() || dayjs(day).format('YYYY-MM-DD') !== day) {
      throw unprocessable('recorded_on must be a real date (YYYY-MM-DD).');
    }
    return day;
  };

  /** After the commit: the promotion's leaderboards show the new score live. */
  const announceScore = (promotion: Promotion, user: User) =>
    fastify.events.publish({
      type: 'LeaderboardChanged',
      promotion_id: promotion.id,
      audience: { kind: 'promotion', id: promotion.websocket_channel },
      payload: { user_id: user.id, score: user.total_points },
    } satisfies DomainEvent);

  fastify.get(
    '/entries',
    {
      config: { access: { allow: 'signed-in', scope: 'own' } },
      schema: {
        tags: ['entries'],
        querystring: Type.Object(
          { wk: Type.Integer({ minimum: 1, maximum: 520 }) },
          { additionalProperties: false },
        ),
        response: responses(Type.Array(EntrySchema)),
      },
    },
    async (request) => {
      const promotion = await promotionOf(request.user!.promotion_id);
      if (request.query.wk > weeksIn(promotion)) throw notFound('Week');
      return ok(await listWeek(fastify.db, request.user!.id, promotion, request.query.wk, dayjs()));
    },
  );

  fastify.post(
    '/entries/:recorded_on/entry_activities',
    {
      config: { access: { allow: 'signed-in', scope: 'own' } },
      schema: {
        tags: ['entries'],
        params: DayParams,
        body: Type.Object(
          { activity_id: IdParam, feels_value: Type.Integer({ minimum: -1, maximum: 1 }) },
          { additionalProperties: false },
        ),
        response: createdResponses(EntrySchema, TotalsMeta),
      },
    },
    async (request, reply) => {
      const promotion = await promotionOf(request.user!.promotion_id);
      const { entry, user } = await logActivity(fastify.db, {
        userId: request.user!.id,
        promotion,
        day: validDay(request.params.recorded_on),
        activityId: request.body.activity_id,
        feelsValue: request.body.feels_value,
        today: dayjs(),
      });
      await announceScore(promotion, user);
      return reply.status(201).send(ok(entry, { total_points: user.total_points }));
    },
  );

  fastify.delete(
    '/entries/:recorded_on/entry_activities/:activity_id',
    {
      config: { access: { allow: 'signed-in', scope: 'own' } },
      schema: {
        tags: ['entries'],
        params: Type.Object({ recorded_on: DateString, activity_id: IdParam }),
        response: responses(EntrySchema, TotalsMeta),
      },
    },
    async (request) => {
      const promotion = await promotionOf(request.user!.promotion_id);
      const { entry, user } = await unlogActivity(fastify.db, {
        userId: request.user!.id,
        promotion,
        day: validDay(request.params.recorded_on),
        activityId: request.params.activity_id,
        today: dayjs(),
      });
      await announceScore(promotion, user);
      return ok(entry, { total_points: user.total_points });
    },
  );
};
