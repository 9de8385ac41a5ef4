import { STAFF } from './roles';
import type { AccessTable, ExpectedAccess } from './roles';

/**
 * Badges (spec 1). The badge list (go.u.badges, "Badge list") is every signed-in user's own:
 * spec 1 s6 names no role that lacks it. The badge administration (go.u.promotion.badges) is
 * an admin screen, "for staff; exact gating is not shown" (spec 1 s6), on the promotions they
 * manage as the dashboard is (services/admin README "Badges"). The product's badge pictures
 * are public art, like the avatars.
 */
const BADGE_ADMIN: ExpectedAccess = { allow: STAFF, scope: 'managed' };

export const BADGE_ACCESS: AccessTable = {
  'GET /api/users/me/badges': { allow: 'signed-in', scope: 'own' },
  'GET /api/badges/images/:name': { allow: 'anonymous', scope: 'none' },
  // Spec 1 s7 "Badges /promotions/{promotion_id}/badges/{id} | index page_size 0, show,
  // create, update, delete".
  'GET /api/promotions/:promotion_id/badges': BADGE_ADMIN,
  'GET /api/promotions/:promotion_id/badges/:id': BADGE_ADMIN,
  'POST /api/promotions/:promotion_id/badges': BADGE_ADMIN,
  'PUT /api/promotions/:promotion_id/badges/:id': BADGE_ADMIN,
  'DELETE /api/promotions/:promotion_id/badges/:id': BADGE_ADMIN,
  // README: custom badges are awarded by the promotion's staff; the promotion's
  // badge_locked_image (spec 1 s3) is set with its badges.
  'POST /api/promotions/:promotion_id/badges/:id/awards': BADGE_ADMIN,
  'PUT /api/promotions/:promotion_id/badge_locked_image': BADGE_ADMIN,
};
