import { MASTER_ONLY } from './roles';
import type { AccessTable, ExpectedAccess } from './roles';

/**
 * Work styles, collections and the promotion's libraries (spec 3 s2, s7). Spec 3 s1 lets
 * "staff" maintain work-style collections and image libraries; the collections are the
 * product's, shared by every promotion, and the libraries live in the promotion admin area,
 * which spec 3 s6 gives to masters only ("The promotion admin area is for master users
 * only"): masters maintain both (services/admin README "Work styles and collections"). A
 * library picture is seen by anyone signed in to its promotion (its http_path in content).
 */
const MASTER: ExpectedAccess = { allow: MASTER_ONLY, scope: 'any' };

export const STYLE_ACCESS: AccessTable = {
  'GET /api/collections': MASTER,
  'GET /api/collections/:id': MASTER,
  'POST /api/collections': MASTER,
  'PUT /api/collections/:id': MASTER,
  'DELETE /api/collections/:id': MASTER,
  'GET /api/styles': MASTER,
  'GET /api/styles/element_mask_types': MASTER,
  'GET /api/styles/:id': MASTER,
  'POST /api/styles': MASTER,
  'PUT /api/styles/:id': MASTER,
  'DELETE /api/styles/:id': MASTER,
  'GET /api/styles/:style_id/style_images': MASTER,
  'GET /api/styles/:style_id/style_images/:id': MASTER,
  'POST /api/styles/:style_id/style_images': MASTER,
  'PUT /api/styles/:style_id/style_images/:id': MASTER,
  'DELETE /api/styles/:style_id/style_images/:id': MASTER,
  'GET /api/style_images/:id/image': MASTER,
  // Spec 2 s7 "Gallery library: GET /gallery_images{path}; DELETE {edit_path}; DELETE
  // {edit_path}?undelete=true; upload"; s3 "a listing has files and folders": the root, a
  // library and a category are the folders.
  'GET /api/promotions/:promotion_id/gallery_images': MASTER,
  'GET /api/promotions/:promotion_id/gallery_images/:library': MASTER,
  'GET /api/promotions/:promotion_id/gallery_images/:library/:category': MASTER,
  'POST /api/promotions/:promotion_id/gallery_images/:library/:category': MASTER,
  'DELETE /api/gallery_images/:id': MASTER,
  'GET /api/gallery_images/:id/file': { allow: 'signed-in', scope: 'any' },
};
