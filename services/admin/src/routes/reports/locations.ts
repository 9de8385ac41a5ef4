import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COORDINATOR_OR_ABOVE, ok, responses } from '@wellness/platform';
import { Location } from '@wellness/schema';
import { LocationSchema, PromotionParams } from './schemas';

/** A promotion's locations, each with its top-level location: the report run's pickers. */
export const locationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/promotions/:promotion_id/locations',
    {
      config: { access: { allow: COORDINATOR_OR_ABOVE, scope: 'managed' } },
      schema: {
        tags: ['reports'],
        params: PromotionParams,
        response: responses(Type.Array(LocationSchema)),
      },
    },
    async (request) => {
      const locations = await fastify.db.getRepository(Location).find({
        where: { promotion_id: request.params.promotion_id },
        order: { level: 'ASC', name: 'ASC', id: 'ASC' },
      });
      const byId = new Map(locations.map((location) => [location.id, location]));
      const topLevelOf = (location: Location): number => {
        let current = location;
        // Levels 1 to 3: at most two steps up; the bound guards against a cycle in bad data.
        for (let step = 0; step < 5 && current.parent_id !== null; step += 1) {
          const parent = byId.get(current.parent_id);
          if (!parent) break;
          current = parent;
        }
        return current.id;
      };
      return ok(
        locations.map((location) => ({
          id: location.id,
          name: location.name,
          parent_id: location.parent_id,
          level: location.level,
          top_level_id: topLevelOf(location),
        })),
      );
    },
  );
};
