import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import dayjs from 'dayjs';
import {
  DateString,
  IdParam,
  createdResponses,
  notFound,
  ok,
  queueBadgeCheck,
  responses,
  boardWriter,
} from '@wellness/platform';
import { listWeek, logActivity, saveNotes, unlogActivity } from '../../domain/entries';
import { realtime } from '../../domain/events';
import { viewWork } from '../../domain/works';
import { programDates, promotionById, realDay, weeksIn } from '../../domain/promotions';
import { EntrySchema } from '../schemas';

const TotalsMeta = Type.Object({ total_points: Type.Integer() });
const DayParams = Type.Object({ recorded_on: DateString });

export const entryRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const announce = realtime(fastify);

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
      const promotion = await programDates(fastify.db, request.user!.promotion_id);
      if (request.query.wk > weeksIn(promotion)) throw notFound('Week');
      return ok(await listWeek(fastify.db, request.user!.id, promotion, request.query.wk, dayjs()));
    },
  );

  fastify.post(
    '/entries/:recorded_on/entry_activities',
    {
      config: { access: { allow: 'signed-in', scope: 'own' }, limit: 'write' },
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
      const promotion = await promotionById(fastify.db, request.user!.promotion_id);
      const { entry, user, work, teamWork } = await logActivity(fastify.db, {
        userId: request.user!.id,
        promotion,
        day: realDay(request.params.recorded_on),
        activityId: request.body.activity_id,
        feelsValue: request.body.feels_value,
        today: dayjs(),
        boards: boardWriter(fastify),
      });
      await announce.pointsChanged(promotion, user, entry);
      if (work) await announce.workUpdated(promotion, user.id, await viewWork(fastify.db, work));
      if (teamWork?.completed_now) await announce.teamImageCreated(promotion, teamWork);
      await queueBadgeCheck(
        fastify.emailQueue,
        { promotion_id: promotion.id, user_id: user.id, category: 'days_logged' },
        request.log,
      );
      return reply.status(201).send(ok(entry, { total_points: user.total_points }));
    },
  );

  fastify.delete(
    '/entries/:recorded_on/entry_activities/:activity_id',
    {
      config: { access: { allow: 'signed-in', scope: 'own' }, limit: 'write' },
      schema: {
        tags: ['entries'],
        params: Type.Object({ recorded_on: DateString, activity_id: IdParam }),
        response: responses(EntrySchema, TotalsMeta),
      },
    },
    async (request) => {
      const promotion = await promotionById(fastify.db, request.user!.promotion_id);
      const { entry, user } = await unlogActivity(fastify.db, {
        userId: request.user!.id,
        promotion,
        day: realDay(request.params.recorded_on),
        activityId: request.params.activity_id,
        today: dayjs(),
        boards: boardWriter(fastify),
      });
      await announce.pointsChanged(promotion, user, entry);
      return ok(entry, { total_points: user.total_points });
    },
  );

  fastify.put(
    '/entries/:recorded_on',
    {
      config: { access: { allow: 'signed-in', scope: 'own' }, limit: 'write' },
      schema: {
        tags: ['entries'],
        params: DayParams,
        body: Type.Object(
          { notes: Type.String({ maxLength: 2000 }) },
          { additionalProperties: false },
        ),
        response: responses(EntrySchema),
      },
    },
    async (request) => {
      const promotion = await promotionById(fastify.db, request.user!.promotion_id);
      const entry = await saveNotes(fastify.db, {
        userId: request.user!.id,
        promotion,
        day: realDay(request.params.recorded_on),
        notes: request.body.notes,
        today: dayjs(),
        boards: boardWriter(fastify),
      });
      await announce.entryUpdated(promotion, request.user!.id, entry);
      return ok(entry);
    },
  );
};
