import dayjs from 'dayjs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  currentCompetition,
  hasLaunched,
  hasPilotAccess,
  isDisabled,
  promotionPasswordPolicy,
} from '@wellness/platform';
import { Organization } from '@wellness/schema';
import { isFull, registrationState } from '../registration';
import { promotionById } from './queries';
import { serializePromotion } from './serialize';

/**
 * GET /promotions/current: the promotion of the Host with its organization's password rule,
 * whether it has launched, whether registration is closed or full, whether the caller's pilot
 * cookie is live, and the organization's SSO.
 */
export async function currentPromotionView(
  fastify: FastifyInstance,
  request: FastifyRequest,
  promotionId: number,
) {
  const promotion = await promotionById(fastify.db, promotionId);
  const today = dayjs();
  const organization = promotion.organization_id
    ? await fastify.db.getRepository(Organization).findOneBy({ id: promotion.organization_id })
    : null;
  return {
    ...serializePromotion(promotion, today),
    password_policy: await promotionPasswordPolicy(fastify.db, promotion.id),
    has_launched: hasLaunched(promotion, today.format('YYYY-MM-DD')),
    closed: registrationState(promotion, today.format('YYYY-MM-DD')) === 'closed',
    full: await isFull(fastify.db, promotion),
    pilot_access: await hasPilotAccess(fastify, request),
    is_sso_enabled: organization?.is_sso_enabled ?? false,
    // The sign-in button's text where SSO is on (spec 3 Organization `sso_label`).
    sso_label: organization?.is_sso_enabled ? organization.sso_label || 'Sign in' : null,
    disabled: isDisabled(promotion, today.format('YYYY-MM-DD')),
    current_competition: await currentCompetition(
      fastify.db,
      promotion.id,
      today.format('YYYY-MM-DD'),
    ),
  };
}
