import { STAFF } from './roles';
import type { AccessTable, ExpectedAccess } from './roles';

/**
 * Competitions, behaviours, levels and point thresholds (spec 3). Spec 3 s1: "The
 * administration side lets staff ... create organizations, promotions, competitions, behaviors,
 * badges, levels, point thresholds"; s6 "Coordinator: dashboard for own promotion". So staff
 * (coordinator or above), on the promotions they manage, as the badge administration
 * (services/admin README "Competitions"). Participants (User, Location and Regional
 * Coordinator, Poster, Tutorial) have no part in them.
 */
const COMPETITION_ADMIN: ExpectedAccess = { allow: STAFF, scope: 'managed' };

const resource = (path: string, withShow = true): AccessTable => ({
  [`GET /api/promotions/:promotion_id/${path}`]: COMPETITION_ADMIN,
  ...(withShow ? { [`GET /api/promotions/:promotion_id/${path}/:id`]: COMPETITION_ADMIN } : {}),
  [`POST /api/promotions/:promotion_id/${path}`]: COMPETITION_ADMIN,
  [`PUT /api/promotions/:promotion_id/${path}/:id`]: COMPETITION_ADMIN,
  [`DELETE /api/promotions/:promotion_id/${path}/:id`]: COMPETITION_ADMIN,
});

export const COMPETITION_ACCESS: AccessTable = {
  // s7 "Competitions /promotions/{promotion_id}/competitions/{id}" (index, show, create,
  // update, destroy: the resource pattern of s7).
  ...resource('competitions'),
  // s7 "behaviors index with page_size 0 and competition_id, or default true".
  ...resource('behaviors'),
  // s7 "Levels under a promotion: index (page_size 0), create, update, destroy, bulk save".
  ...resource('levels', false),
  'POST /api/promotions/:promotion_id/levels/bulk': COMPETITION_ADMIN,
  // s7 "Point thresholds: index (page_size 0), create, update, destroy, show".
  ...resource('point_thresholds'),
};
