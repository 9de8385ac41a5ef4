import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, activitiesChanged, createdResponses, ok, responses } from '@wellness/platform';
import type { Activity } from '@wellness/schema';
import {
  STAFF_ROLES,
  categoryOf,
  createActivity,
  deleteActivity,
  serializeActivity,
  updateActivity,
} from '../../domain/activities';
import { promotionById } from '../../domain/promotions';
import { ActivitySchema, Nullable } from '../schemas';

const Text = (maxLength: number) => Type.String({ maxLength });

/** The activity form. Every field is optional: defaults and rules are in domain/activities/rules.ts. */
const ActivityBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    blurb: Type.Optional(Text(1024)),
    content: Type.Optional(Nullable(Text(60_000))),
    category: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    image_url: Type.Optional(
      Nullable(Type.String({ pattern: '^(https?://|/)\\S+$', maxLength: 512 })),
    ),
    week_available: Type.Optional(Type.Integer({ minimum: 1, maximum: 520 })),
    sequence: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    is_one_time: Type.Optional(Type.Boolean()),
    multiplier: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    parent_activity_id: Type.Optional(Nullable(IdParam)),
    point_value: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    question: Type.Optional(Nullable(Text(1024))),
    answers: Type.Optional(Nullable(Type.Array(Text(512), { maxItems: 20 }))),
    correct_answer: Type.Optional(Nullable(Text(512))),
  },
  { additionalProperties: false },
);

const staffOfPromotion = { access: { allow: STAFF_ROLES, scope: 'promotion' } } as const;
const ActivityParams = Type.Object({ promotion_id: IdParam, id: IdParam });

/** Activity administration (go.u.promotion.activities): staff of the promotion only. */
export const activityAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const serialized = async (activity: Activity) =>
    serializeActivity(activity, await categoryOf(fastify.db, activity), { forStaff: true });
  /** After a write commits: every process's copy of the promotion's list is stale (index.ts). */
  const listChanged = (promotionId: number) =>
    activitiesChanged(fastify.redis, fastify.config.redisPrefix, promotionId);

  fastify.post(
    '/promotions/:promotion_id/activities',
    {
      config: { ...staffOfPromotion, limit: 'write' },
      schema: {
        tags: ['activities'],
        params: Type.Object({ promotion_id: IdParam }),
        body: ActivityBody,
        response: createdResponses(ActivitySchema),
      },
    },
    async (request, reply) => {
      const promotion = await promotionById(fastify.db, request.params.promotion_id);
      const activity = await createActivity(fastify.db, promotion, request.body);
      await listChanged(promotion.id);
      return reply.status(201).send(ok(await serialized(activity)));
    },
  );

  fastify.put(
    '/promotions/:promotion_id/activities/:id',
    {
      config: { ...staffOfPromotion, limit: 'write' },
      schema: {
        tags: ['activities'],
        params: ActivityParams,
        body: ActivityBody,
        response: responses(ActivitySchema),
      },
    },
    async (request) => {
      const promotion = await promotionById(fastify.db, request.params.promotion_id);
      const activity = await updateActivity(fastify.db, promotion, request.params.id, request.body);
      await listChanged(promotion.id);
      return ok(await serialized(activity));
    },
  );

  fastify.delete(
    '/promotions/:promotion_id/activities/:id',
    {
      config: { ...staffOfPromotion, limit: 'write' },
      schema: { tags: ['activities'], params: ActivityParams, response: responses(Type.Null()) },
    },
    async (request) => {
      const promotion = await promotionById(fastify.db, request.params.promotion_id);
      await deleteActivity(fastify.db, promotion, request.params.id);
      await listChanged(promotion.id);
      return ok(null);
    },
  );
};
