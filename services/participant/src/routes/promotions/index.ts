import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import dayjs from 'dayjs';
import {
  hasLaunched,
  hasPilotAccess,
  notFound,
  ok,
  promotionPasswordPolicy,
  responses,
} from '@wellness/platform';
import { Organization } from '@wellness/schema';
import { promotionById, serializePromotion } from '../../domain/promotions';
import { isFull, registrationState } from '../../domain/registration';
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
      const today = dayjs();
      const organization = promotion.organization_id
        ? await fastify.db.getRepository(Organization).findOneBy({ id: promotion.organization_id })
        : null;
      return ok({
        ...serializePromotion(promotion, today),
        password_policy: await promotionPasswordPolicy(fastify.db, promotion.id),
        has_launched: hasLaunched(promotion, today.format('YYYY-MM-DD')),
        closed: registrationState(promotion, today.format('YYYY-MM-DD')) === 'closed',
        full: await isFull(fastify.db, promotion),
        pilot_access: await hasPilotAccess(fastify, request),
        is_sso_enabled: organization?.is_sso_enabled ?? false,
      });
    },
  );
};
