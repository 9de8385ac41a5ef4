import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import dayjs from 'dayjs';
import { notFound, ok, promotionPasswordPolicy, responses } from '@wellness/platform';
import { promotionById, serializePromotion } from '../../domain/promotions';
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
      const promotion = await promotionById(fastify.db, request.promotion.id);
      return ok({
        ...serializePromotion(promotion, dayjs()),
        password_policy: await promotionPasswordPolicy(fastify.db, promotion.id),
      });
    },
  );
};
