import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AllPageQuery, IdParam, ok, pageOf, responses } from '@wellness/platform';
import {
  MULTIPLIERS,
  isStaff,
  promotionActivities,
  promotionCategories,
  serializeActivity,
  serializeCategory,
} from '../../domain/activities';
import { ActivitySchema, CategorySchema } from '../schemas';

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
        querystring: Type.Object(AllPageQuery, { additionalProperties: false }),
        response: responses(
          Type.Array(ActivitySchema),
          Type.Object({ total_records: Type.Integer() }),
        ),
      },
    },
    async (request) => {
      const { activities, categories } = await promotionActivities(
        fastify.db,
        request.params.promotion_id,
      );
      const { page_size = 0, page = 1 } = request.query;
      const forStaff = isStaff(request.user!.role);
      const shown = pageOf(activities, { page_size, page }).map((activity) =>
        serializeActivity(activity, categories.get(activity.category_id), { forStaff }),
      );
      return ok(shown, { total_records: activities.length });
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
