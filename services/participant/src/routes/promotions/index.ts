import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound, ok, responses } from '@wellness/platform';
import { currentPromotionView } from '../../domain/promotions';
import { PromotionSchema } from '../schemas';

export const promotionRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  /**
   * The promotion of the Host: labels, flags and dates the welcome page and layout need, and
   * its organization's password rule (reset, registration).
   */
  fastify.get(
    '/promotions/current',
    {
      config: { access: { allow: 'anonymous', scope: 'none' } },
      schema: { tags: ['promotions'], response: responses(PromotionSchema) },
    },
    async (request) => {
      if (!request.promotion) throw notFound('Promotion');
      return ok(await currentPromotionView(fastify, request, request.promotion.id));
    },
  );
};
