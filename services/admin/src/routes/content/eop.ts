import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, ok, responses } from '@wellness/platform';
import { eopContent } from '../../domain/content';
import { ContentItemSchema, PromotionParams } from './schemas';
import { serializeMerged } from './serialize';

const EopQuery = Type.Object(
  { location_id: Type.Optional(IdParam) },
  { additionalProperties: false },
);

/**
 * GET /promotions/{id}/eop?location_id (spec 3 s7 "response has content"): the /eop page's
 * item for the location (or its nearest ancestor), else the promotion's, else the default's.
 * Signed-in users of the promotion (or staff who manage it); another promotion's location 404.
 */
export const eopRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/promotions/:promotion_id/eop',
    {
      config: { access: { allow: 'signed-in', scope: 'managed' } },
      schema: {
        tags: ['content'],
        params: PromotionParams,
        querystring: EopQuery,
        response: responses(
          Type.Union([ContentItemSchema, Type.Null()]),
          Type.Object({ location_id: Type.Union([Type.Integer(), Type.Null()]) }),
        ),
      },
    },
    async (request) => {
      const { item, locationId } = await eopContent(
        fastify.db,
        request.params.promotion_id,
        request.query.location_id,
      );
      return ok(item ? serializeMerged(item) : null, { location_id: locationId });
    },
  );
};
