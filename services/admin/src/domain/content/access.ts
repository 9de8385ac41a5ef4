import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Promotion } from '@wellness/schema';
import {
  COORDINATOR_OR_ABOVE,
  DEFAULT_PROMOTION_ID,
  HttpError,
  LOG_IN_REQUIRED,
  PILOT_GATED_CATEGORIES,
  assertGuestMayEnter,
} from '@wellness/platform';
import type { SessionUser } from '@wellness/platform';
import { isPublicCategory } from './catalogue';

/** Staff see hidden items and edit content (of the promotions they manage). */
export const isContentStaff = (user: SessionUser | null) =>
  !!user && COORDINATOR_OR_ABOVE.includes(user.role);

/**
 * Who reads a promotion's content. Signed-in callers have passed the route's `managed`
 * scope (their own promotion, or one they manage). Anonymous callers read only the public
 * categories, and only on the promotion's own host. Hidden items are for staff.
 */
export function assertMayRead(
  request: FastifyRequest,
  promotionId: number,
  category: string,
  hidden: boolean,
) {
  const { user } = request;
  if (!user) {
    if (request.promotion?.id !== promotionId) {
      throw new HttpError(404, 'Promotion could not be found');
    }
    if (!isPublicCategory(category) || hidden) throw new HttpError(401, LOG_IN_REQUIRED);
    return;
  }
  if (hidden && !isContentStaff(user)) throw new HttpError(403, 'You are not allowed to do that.');
}

/** The default promotion's items are the defaults of every promotion: masters only. */
export function assertMayEdit(user: SessionUser | null, promotionId: number) {
  if (promotionId === DEFAULT_PROMOTION_ID && user?.role !== 'Master') {
    throw new HttpError(403, 'Only a master can edit the default content.');
  }
}

/**
 * Spec 3 s2 "Other": before launch a guest without the pilot cookie reads none of the welcome
 * page's own content (slides, overlay, countdown, registration, eligibility); 403 'Incorrect
 * Pilot Password.'. 404, privacy, terms, faqs and unsubscribe stay readable.
 */
export async function assertGuestMayReadCategory(
  fastify: FastifyInstance,
  request: FastifyRequest,
  promotionId: number,
  category: string,
) {
  if (request.user || !(PILOT_GATED_CATEGORIES as readonly string[]).includes(category)) return;
  const promotion = await fastify.db.getRepository(Promotion).findOneByOrFail({ id: promotionId });
  await assertGuestMayEnter(fastify, request, promotion);
}
