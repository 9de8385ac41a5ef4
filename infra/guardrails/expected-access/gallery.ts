import { COORDINATOR_OR_ABOVE } from './roles';
import type { AccessTable } from './roles';

/**
 * The art gallery (spec 2 s2 "Art gallery": /art-gallery/{filter}, a screen of the signed-in
 * area; spec 2 s1 "Art gallery: posts of finished works, with comments"). Spec 2 s1: these
 * areas serve every signed-in role. README (services/social "Art gallery"): "signed in; the
 * caller's promotion"; editing is the author's own rule (403 for others of the promotion).
 */
export const GALLERY_ACCESS: AccessTable = {
  'GET /api/gallery_posts': { allow: 'signed-in', scope: 'promotion' },
  'GET /api/gallery_posts/frames': { allow: 'signed-in', scope: 'promotion' },
  'GET /api/gallery_posts/:id': { allow: 'signed-in', scope: 'promotion' },
  'PUT /api/gallery_posts/:id': { allow: 'signed-in', scope: 'promotion' },
};

/**
 * Support (spec 2 s2 "/support with /faqs ... and /contact (contact form)"; s2 sitemap: "Guests
 * see ... Contact"): the contact form is anyone's, for the promotion the host names. Feedback
 * (spec 2 s3 promotion flag is_feedback_enabled; spec 2 s6 access guards list "feedback" among
 * the states every signed-in user reaches): signed in, the caller's promotion.
 */
export const SUPPORT_ACCESS: AccessTable = {
  'POST /api/contact_requests': { allow: 'anonymous', scope: 'none' },
  'POST /api/feedbacks': { allow: 'signed-in', scope: 'promotion' },
  // Spec 3 s5 "Notification needs a message ... a confirmation dialog precedes sending" on the
  // coordinator dashboard (spec 3 s1: coordinators run the dashboard of their own promotion;
  // super users and masters the promotions they manage).
  'POST /api/promotions/:promotion_id/notifications': {
    allow: COORDINATOR_OR_ABOVE,
    scope: 'managed',
  },
};

/**
 * Tips (spec 2 s7 "GET /custom_content/{id}"; "POST /tips/{id}/shares?via={media}"): a tip the
 * caller's promotion shows, read and shared by any signed-in user (services/social README "Tips").
 */
export const TIP_SHARE_ACCESS: AccessTable = {
  'GET /api/custom_content/:id': { allow: 'signed-in', scope: 'promotion' },
  'POST /api/tips/:id/shares': { allow: 'signed-in', scope: 'promotion' },
};
