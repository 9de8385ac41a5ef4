import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COORDINATOR_OR_ABOVE, ok, responses } from '@wellness/platform';
import { reportLocations } from '../../domain/reports';
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
    async (request) => ok(await reportLocations(fastify.db, request.params.promotion_id)),
  );
};
