import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, PageQuery, ok, responses } from '@wellness/platform';
import { Activity, ActivityCategory } from '@wellness/schema';
import { serializeActivity } from '../../domain/serializers';
import { ActivitySchema } from '../../schemas';

export const activityRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/promotions/:promotion_id/activities',
    {
      config: { access: { allow: 'signed-in', scope: 'promotion' } },
      schema: {
        tags: ['activities'],
        params: Type.Object({ promotion_id: IdParam }),
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
      const data = activities.map((activity) =>
        serializeActivity(activity, byId.get(activity.category_id)),
      );
      return ok(data, { total_records: data.length });
    },
  );
};
