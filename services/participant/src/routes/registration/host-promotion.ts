import type { FastifyRequest } from 'fastify';
import { notFound } from '@wellness/platform';

/** Before signing in a visitor reads only the promotion of the Host they are on. */
export function hostPromotion(request: FastifyRequest, promotionId: number): number {
  if (request.promotion?.id !== promotionId) throw notFound('Promotion');
  return promotionId;
}
