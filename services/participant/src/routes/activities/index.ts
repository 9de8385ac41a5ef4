import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, PageQuery, ok, responses } from '@wellness/platform';
import { Activity, ActivityCategory } from '@wellness/schema';
import { MULTIPLIERS, isStaff } from '../../domain/activity-rules';
import { serializeActivity, serializeCategory } from '../../domain/serializers';
import { ActivitySchema, CategorySchema } from '../../schemas';

const PromotionParams = Type.Object({ promotion_id: IdParam });
const inPromotion = { access: { allow: 'signed-in', scope: 'promotion' } } as const;

export const activityRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  /** The promotion's activities; staff also read each trivia's correct answer. */
  fastify.get(
    '/promotions/:promotion_id/activities',
    {
      config: inPromotion,
      schema: {
        tags: ['activities'],
        params: PromotionParams,
        querystring: Type.Object(PageQuery, { additionalProperties: false }),
        response: responses(
          Type.Array(ActivitySchema),
          Type.Object({ total_records: Type.Integer() }),
        ),
      },
    },
    async (request) => {
      const { promotion_id } = request.params;
      const [activities, categories] = await Promise.all([
        fastify.db.getRepository(Activity).find({
          where: { promotion_id },
          order: { week_available: 'ASC', sequence: 'ASC', id: 'ASC' },
        }),
        fastify.db.getRepository(ActivityCategory).findBy({ promotion_id }),
      ]);
      const byId = new Map(categories.map((category) => [category.id, category]));
      const forStaff = isStaff(request.user!.role);
      const data = activities.map((activity) =>
        serializeActivity(activity, byId.get(activity.category_id), { forStaff }),
      );
      return ok(data, { total_records: data.length });
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
      const categories = await fastify.db.getRepository(ActivityCategory).find({
        where: { promotion_id: request.params.promotion_id },
        order: { sequence: 'ASC', id: 'ASC' },
      });
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
