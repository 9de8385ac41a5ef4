import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ActivityListCache,
  AllPageQuery,
  IdParam,
  activityListBody,
  ok,
  pageOf,
  readActivitiesVersion,
  responses,
} from '@wellness/platform';
import {
  MULTIPLIERS,
  isStaff,
  promotionCategories,
  serializedActivities,
  serializeCategory,
} from '../../domain/activities';
import { ActivitySchema, CategorySchema } from '../schemas';

const PromotionParams = Type.Object({ promotion_id: IdParam });
const inPromotion = { access: { allow: 'signed-in', scope: 'promotion' } } as const;

export const activityRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, redis, config } = fastify;
  // This process's copies of the promotions' lists, each valid while its version holds.
  const lists = new ActivityListCache();
  /**
   * The list's version, read with the session (the platform's `alongsideSession`): one Redis
   * round trip for both. The param is not validated yet: anything unusual is read again below.
   */
  const versionWithSession = (request: FastifyRequest) => {
    const promotionId = Number((request.params as { promotion_id?: string }).promotion_id);
    if (!Number.isSafeInteger(promotionId)) return Promise.resolve(null);
    return readActivitiesVersion(redis, config.redisPrefix, promotionId).then((version) => ({
      promotionId,
      version,
    }));
  };

  /**
   * The promotion's activities; staff also read each trivia's correct answer. Sent as this
   * process serialized them at the list's current version (README, "Activities").
   */
  fastify.get(
    '/promotions/:promotion_id/activities',
    {
      config: { ...inPromotion, alongsideSession: versionWithSession },
      schema: {
        tags: ['activities'],
        params: PromotionParams,
        querystring: Type.Object(AllPageQuery, { additionalProperties: false }),
        response: responses(
          Type.Array(ActivitySchema),
          Type.Object({ total_records: Type.Integer() }),
        ),
      },
    },
    async (request, reply) => {
      const promotionId = request.params.promotion_id;
      const early = (await request.alongsideSession) as {
        promotionId: number;
        version: string;
      } | null;
      const version =
        early?.promotionId === promotionId
          ? early.version
          : await readActivitiesVersion(redis, config.redisPrefix, promotionId);
      const list = await lists.get(promotionId, version, () =>
        serializedActivities(db, promotionId),
      );
      const activities = isStaff(request.user!.role) ? list.staff : list.participants;
      const { page_size = 0, page = 1 } = request.query;
      // Already serialized as the response schema would: sent as it is.
      return (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(activityListBody(pageOf(activities, { page_size, page }), activities.length));
    },
  );

  fastify.get(
    '/promotions/:promotion_id/activities/categories',
    {
      config: inPromotion,
      schema: {
        tags: ['activities'],
        params: PromotionParams,
        response: responses(Type.Array(CategorySchema)),
      },
    },
    async (request) => {
      const categories = await promotionCategories(fastify.db, request.params.promotion_id);
      return ok(categories.map(serializeCategory));
    },
  );

  fastify.get(
    '/promotions/:promotion_id/activities/multipliers',
    {
      config: inPromotion,
      schema: {
        tags: ['activities'],
        params: PromotionParams,
        response: responses(Type.Array(Type.Number())),
      },
    },
    async () => ok(MULTIPLIERS),
  );
};
