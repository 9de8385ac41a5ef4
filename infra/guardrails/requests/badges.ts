import { promotion } from './promotion-read';
import type { RequestTable } from './types';

const BADGE = (name: string) => ({
  name,
  category: 'days_logged',
  goal: 3,
  image_url: '/api/badges/images/days_logged.svg',
});

/** Badges: the participant's list and pictures, and the badge administration. */
export const BADGE_REQUESTS: RequestTable = {
  'GET /api/users/me/badges': { names: false, build: () => ({}) },
  'GET /api/badges/images/:name': {
    names: false,
    build: () => ({ params: { name: 'days_logged.svg' } }),
  },
  'GET /api/promotions/:promotion_id/badges': promotion,
  'GET /api/promotions/:promotion_id/badges/:id': {
    names: true,
    build: ({ shared }) => ({ params: { promotion_id: shared.promotionId, id: shared.badgeId } }),
  },
  'POST /api/promotions/:promotion_id/badges': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: BADGE('Guardrail new badge'),
    }),
  },
  'PUT /api/promotions/:promotion_id/badges/:id': {
    names: true,
    build: ({ shared, own }) => ({
      params: { promotion_id: shared.promotionId, id: own.badgeId },
      body: BADGE('Guardrail edited badge'),
    }),
  },
  'DELETE /api/promotions/:promotion_id/badges/:id': {
    names: true,
    build: ({ shared, own }) => ({
      params: { promotion_id: shared.promotionId, id: own.deletableBadgeId },
    }),
  },
  'POST /api/promotions/:promotion_id/badges/:id/awards': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, id: shared.customBadgeId },
      body: { user_id: shared.impersonateId },
    }),
  },
  'PUT /api/promotions/:promotion_id/badge_locked_image': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: { badge_locked_image: '/api/badges/images/locked.svg' },
    }),
  },
};
