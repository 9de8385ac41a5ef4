import type { Role } from '@wellness/schema';
import { COORDINATOR_OR_ABOVE } from './roles';
import type { AccessTable, ExpectedAccess } from './roles';

/**
 * The promotion's libraries (issue 17). Spec 3 s2 lists /profile_photo_library and
 * /emotional_fitness_survey among the promotion screens, and s1 gives masters "full
 * administration" and resellers their own organizations: so the promotion routes' rule (Master
 * any promotion, Reseller its organizations', services/admin README "Profile images",
 * "Questionnaire").
 */
const RESELLER_OR_MASTER: readonly Role[] = ['Master', 'Reseller'];
const LIBRARY: ExpectedAccess = { allow: RESELLER_OR_MASTER, scope: 'managed' };

export const ADMIN_LIBRARY_ACCESS: AccessTable = {
  // Spec 3 s7 "Profile images: GET /profile_images (optionally under a promotion), create,
  // update, destroy, show" (the promotion named in the query is checked like a path's).
  'GET /api/profile_images': LIBRARY,
  'GET /api/promotions/:promotion_id/profile_images/:id': LIBRARY,
  'POST /api/promotions/:promotion_id/profile_images': LIBRARY,
  'PUT /api/promotions/:promotion_id/profile_images/:id': LIBRARY,
  'DELETE /api/promotions/:promotion_id/profile_images/:id': LIBRARY,
  // Spec 3 s7 "Profile save (user_id, image, id)": the settings screen's rule (README
  // "Settings": one's own, staff the users they manage, decided per user in the handler).
  'GET /api/users/:id/profile_image': { allow: 'signed-in', scope: 'managed' },
  'PUT /api/users/:id/profile_image': { allow: 'signed-in', scope: 'managed' },
  'GET /api/promotions/:promotion_id/questionnaire': LIBRARY,
  'PUT /api/promotions/:promotion_id/questionnaire': LIBRARY,
  'POST /api/promotions/:promotion_id/questionnaire/reset': LIBRARY,
};

/**
 * Spec 3 s7 "PUT /files/blur with image_path returns blur_url": blurred backgrounds are made
 * in the content editor, which is for coordinator or above (services/social README "Blurred
 * backgrounds"), from files of the caller's promotion or public ones.
 */
export const BLUR_ACCESS: AccessTable = {
  'PUT /api/files/blur': { allow: COORDINATOR_OR_ABOVE, scope: 'promotion' },
};
