import { COORDINATOR_OR_ABOVE, MASTER_ONLY, STAFF } from './roles';
import type { Role } from '@wellness/schema';
import type { AccessTable, ExpectedAccess } from './roles';

/**
 * Spec 3 s1: "Coordinator: runs the dashboard of their own promotion"; "Super user (reseller,
 * super coordinator): can pick among promotions"; "Master: full administration". Spec 3 s6:
 * "Coordinator: dashboard for own promotion". So the dashboard is for coordinator or above,
 * on the promotions the caller manages (services/admin README: "managed").
 */
/** Spec 3 s1: the master and the reseller super user (its own organizations only). */
const RESELLER_OR_MASTER: readonly Role[] = ['Master', 'Reseller'];

const DASHBOARD: ExpectedAccess = { allow: COORDINATOR_OR_ABOVE, scope: 'managed' };

export const ADMIN_ACCESS: AccessTable = {
  // Spec 3 s1: coordinators "maintain eligibility lists and uploaded eligibility files"; s7
  // "/promotions/{promotion_id}/eligibilities ... create, update, destroy; validate by posting
  // id "validate""; s7 "/promotions/{promotion_id}/eligibility_files index/create". The
  // dashboard's staff, on the promotions they manage; the status is polled while processing.
  'GET /api/promotions/:promotion_id/eligibilities/:id': DASHBOARD,
  'POST /api/promotions/:promotion_id/eligibilities': DASHBOARD,
  'POST /api/promotions/:promotion_id/eligibilities/validate': DASHBOARD,
  'PUT /api/promotions/:promotion_id/eligibilities/:id': DASHBOARD,
  'DELETE /api/promotions/:promotion_id/eligibilities/:id': DASHBOARD,
  'GET /api/promotions/:promotion_id/eligibility_files': DASHBOARD,
  'POST /api/promotions/:promotion_id/eligibility_files': DASHBOARD,
  'GET /api/eligibility_files/:id': DASHBOARD,
  // Spec 3 s6: "Master: eligibility file actions (view, process/cancel, delete)".
  'POST /api/eligibility_files/:id/process': { allow: MASTER_ONLY, scope: 'any' },
  'POST /api/eligibility_files/:id/processing_status': { allow: MASTER_ONLY, scope: 'any' },
  'GET /api/eligibility_files/:id/download': { allow: MASTER_ONLY, scope: 'any' },
  'DELETE /api/eligibility_files/:id': { allow: MASTER_ONLY, scope: 'any' },
  // Spec 3 s1 "Master: full administration (promotions, organizations, resellers ...)" and
  // "Super user (reseller, super coordinator)"; issue 17 "a reseller sees only its own
  // organizations and promotions (enforced by the server)". README "Organizations and
  // resellers": Master any; a Reseller its own reseller's organizations and their promotions.
  'GET /api/promotions': { allow: RESELLER_OR_MASTER, scope: 'any' },
  'POST /api/promotions': { allow: RESELLER_OR_MASTER, scope: 'any' },
  'GET /api/promotions/:promotion_id': { allow: RESELLER_OR_MASTER, scope: 'managed' },
  'PUT /api/promotions/:promotion_id': { allow: RESELLER_OR_MASTER, scope: 'managed' },
  // Spec 3 s7 "POST /promotions/{id}/make_parent"; s8 "Could not make Promotion a Parent".
  'POST /api/promotions/:promotion_id/make_parent': { allow: RESELLER_OR_MASTER, scope: 'managed' },
  // Spec 3 s7 "GET /organizations (page_size 0, optional reseller_id), GET /organizations/{id},
  // create and update"; the reseller's own only (README).
  'GET /api/organizations': { allow: RESELLER_OR_MASTER, scope: 'any' },
  'GET /api/organizations/:id': { allow: RESELLER_OR_MASTER, scope: 'any' },
  'POST /api/organizations': { allow: RESELLER_OR_MASTER, scope: 'any' },
  'PUT /api/organizations/:id': { allow: RESELLER_OR_MASTER, scope: 'any' },
  // Spec 3 s7 "GET /resellers (page_size 0), show, create/update"; s1 "Master: full
  // administration (... resellers ...)": a reseller does not manage resellers (README).
  'GET /api/resellers': { allow: MASTER_ONLY, scope: 'any' },
  'GET /api/resellers/:id': { allow: MASTER_ONLY, scope: 'any' },
  'POST /api/resellers': { allow: MASTER_ONLY, scope: 'any' },
  'PUT /api/resellers/:id': { allow: MASTER_ONLY, scope: 'any' },
  // Spec 3 s6 "Master: ... unlocks users"; spec 3 s4 "Locked user: can be unlocked (by master)".
  'POST /api/users/:id/unlock': { allow: MASTER_ONLY, scope: 'any' },

  // Spec 3 s2 "A super user gets a promotion picker (grouped promotions)". README:
  // "Coordinator or above; the promotions they manage" (a coordinator's is their own).
  'GET /api/promotions/grouped': DASHBOARD,
  // Spec 3 s2 dashboard tabs Stats, Participants, Teams, Eligibility.
  'GET /api/promotions/:promotion_id/summary': DASHBOARD,
  'GET /api/promotions/:promotion_id/stats': DASHBOARD,
  'GET /api/promotions/:promotion_id/users': DASHBOARD,
  'GET /api/promotions/:promotion_id/teams': DASHBOARD,
  'GET /api/promotions/:promotion_id/eligibilities': DASHBOARD,
  // Spec 3 s2 "Users admin table: per-row edit ..., impersonate (new window), delete"; spec 1
  // s6 "Admin screens for ... impersonation are for staff". README: "Coordinator or above;
  // the rank rule" on users of promotions the caller manages.
  'DELETE /api/users/:id': { allow: STAFF, scope: 'managed' },
  'POST /api/users/impersonate': { allow: STAFF, scope: 'managed' },
  // README: "anyone holding the token, on the user's promotion host"; the token travels in the
  // POST body, never in a logged path (issue 10).
  'POST /api/impersonation': { allow: 'anonymous', scope: 'none' },
  // README: "GET /impersonation | signed in: who impersonates this session, or null".
  'GET /api/impersonation': { allow: 'signed-in', scope: 'none' },
  // README: "POST /impersonation/end | signed in, an impersonated session (else 409)".
  'POST /api/impersonation/end': {
    allow: 'signed-in',
    scope: 'none',
    refused: {
      Master: {
        status: 409,
        why: 'nobody ranks above a master, so a master session is never an impersonation (README rank rule)',
      },
    },
  },

  // Spec 3 s1 "The administration side lets staff: manage editable content". README: "Coordinator
  // or above; the catalogue the editor draws from".
  'GET /api/content_categories': { allow: COORDINATOR_OR_ABOVE, scope: 'none' },
  // Spec 1 s7 "GET /app-redirect: android_app_link, ios_app_link (browser navigation)": the
  // footer's Mobile App overlay links it; a store link is no secret, so anyone on the host.
  'GET /api/app-redirect': {
    allow: 'anonymous',
    scope: 'none',
    success: { status: 302, why: 'a browser navigation: a redirect to the store or home' },
  },
  // Spec 3 s2 "/welcome ... loads content categories welcome, welcome_overlay, countdown and
  // registration_content" before sign-in; README "Reading": anyone reads the public categories
  // of the Host's promotion, signed-in users their promotion's, staff the promotions they manage.
  'GET /api/promotions/:promotion_id/custom_content': { allow: 'anonymous', scope: 'managed' },
  'GET /api/promotions/:promotion_id/custom_content/:category/:key': {
    allow: 'anonymous',
    scope: 'managed',
  },
  // Spec 3 s7 "GET /promotions/{id}/eop with optional location_id; response has content": the
  // /eop page (go.u.endofprogram) is a signed-in page; README "End of programme by location".
  'GET /api/promotions/:promotion_id/eop': { allow: 'signed-in', scope: 'managed' },
  // Spec 1 s6 "Admin screens for ... content ... are for staff"; spec 3 s6 "Content editing
  // allowance depends on category". README: "Coordinator or above, managed promotion".
  'POST /api/promotions/:promotion_id/custom_content': { allow: STAFF, scope: 'managed' },
  'PUT /api/promotions/:promotion_id/custom_content/:id': { allow: STAFF, scope: 'managed' },
  'DELETE /api/promotions/:promotion_id/custom_content/:id': { allow: STAFF, scope: 'managed' },
  'POST /api/promotions/:promotion_id/custom_content/:id/reset': { allow: STAFF, scope: 'managed' },
  'POST /api/promotions/:promotion_id/custom_content/reorder': { allow: STAFF, scope: 'managed' },

  // Spec 3 s2 the Reports tab ("For a super user on a launchpad promotion every tab is hidden
  // except Reports"); s6 "Coordinator or above may ... delete custom reports not created by
  // master". README: "Coordinator or above (managed)".
  'GET /api/promotions/:promotion_id/report_fields': DASHBOARD,
  'GET /api/promotions/:promotion_id/reports': DASHBOARD,
  'POST /api/promotions/:promotion_id/reports': DASHBOARD,
  'PUT /api/promotions/:promotion_id/reports/:id': DASHBOARD,
  'DELETE /api/promotions/:promotion_id/reports/:id': DASHBOARD,
  'POST /api/promotions/:promotion_id/reports/run': DASHBOARD,
  'POST /api/promotions/:promotion_id/reports/:id/run': DASHBOARD,
  // Spec 1 routes table "locations: /locations/view (tree editor), /locations/settings (label
  // settings)": the promotion's set-up, so the dashboard's staff on the promotions they manage
  // (spec 3 s6 "Coordinator: dashboard for own promotion"); spec 1 "GET
  // /promotions/{promotion_id}/locations page_size 0" also feeds the report builder's filter.
  'GET /api/promotions/:promotion_id/locations': DASHBOARD,
  'POST /api/promotions/:promotion_id/locations': DASHBOARD,
  'PUT /api/promotions/:promotion_id/locations/:id': DASHBOARD,
  'DELETE /api/promotions/:promotion_id/locations/:id': DASHBOARD,
  'POST /api/promotions/:promotion_id/locations/reorder': DASHBOARD,
  // Spec 1 "Save promotion labels: id plus location_labels, or point_label and point_label_plural".
  'GET /api/promotions/:promotion_id/labels': DASHBOARD,
  'PUT /api/promotions/:promotion_id/labels': DASHBOARD,
  // Spec 1 "Locations upload to /promotions/{id}/locations", processed by a background job.
  'POST /api/promotions/:promotion_id/location_files': DASHBOARD,
  'GET /api/promotions/:promotion_id/location_files/:id': DASHBOARD,
  // Spec 3 s7 "Exports: GET /export/entries and /export/stats download CSV; POST /export".
  // README: "Coordinator or above", of the promotion the Host serves.
  'GET /api/export/entries': { allow: COORDINATOR_OR_ABOVE, scope: 'promotion' },
  'GET /api/export/stats': { allow: COORDINATOR_OR_ABOVE, scope: 'promotion' },
  'POST /api/export': { allow: COORDINATOR_OR_ABOVE, scope: 'none' },

  // Spec 3 s2 "/settings?userId&promotionId with children /profile (personal)": every user's
  // own settings; s6 "Master: ... opens settings of any user and any promotion". README
  // "Whose settings": own, any for Master, staff for users they outrank in managed promotions.
  'GET /api/users/:id/settings': { allow: 'signed-in', scope: 'managed' },
  'PUT /api/users/:id/settings': { allow: 'signed-in', scope: 'managed' },
  'GET /api/users/validate': { allow: 'signed-in', scope: 'managed' },
  // Spec 3 s2 "/settings?userId&promotionId with children ... /email (preferences)": the
  // Preferences tab edits User.subscription under the same rule as the other settings tabs.
  'GET /api/users/:id/subscription': { allow: 'signed-in', scope: 'managed' },
  'PUT /api/users/:id/subscription': { allow: 'signed-in', scope: 'managed' },
  // Spec 3 s2 "Tabs: Edit Personal Settings, Edit Preferences, Devices, Edit Goal (non-master)":
  // the Devices and Edit Goal tabs edit the user under the same rule as the other settings
  // tabs (README "Whose settings"); "non-master" names who sees the Edit Goal tab.
  'GET /api/users/:id/devices': { allow: 'signed-in', scope: 'managed' },
  'PUT /api/users/:id/devices/:device': { allow: 'signed-in', scope: 'managed' },
  'GET /api/users/:id/goal': { allow: 'signed-in', scope: 'managed' },
  'PUT /api/users/:id/goal': { allow: 'signed-in', scope: 'managed' },
  // Spec 2 "/unsubscribe?email: unsubscribe screen" and "POST /unsubscribe: email, promotion_id":
  // reached from an e-mail's link, without signing in (the link's token proves the address).
  'POST /api/unsubscribe': { allow: 'anonymous', scope: 'none' },
  // RFC 8058: the List-Unsubscribe header's one-click POST, from the recipient's mail client.
  'POST /api/unsubscribe/one-click': { allow: 'anonymous', scope: 'none' },
  // Issue 12 "Long jobs report progress (0–100 plus counts) that the client can read ... by
  // polling the job's status route": the jobs are the dashboard's (custom e-mails), so the
  // dashboard's rule, on the job's promotion.
  'GET /api/jobs/:id': DASHBOARD,
  // Issue 12 "Failed jobs are kept and visible to masters".
  'GET /api/jobs': { allow: MASTER_ONLY, scope: 'any' },
  // Spec 3 s1 "create ... custom and one-time emails"; s2 routes /one_time_email/create,
  // /one_time_email/edit/{id}, /one_time_email/queue, /test_email and the coordinator's
  // "email-participants form"; spec 3 "Email" calls. The e-mail contract: "COORDINATOR_OR_ABOVE
  // with scope 'managed' (the caller manages promotion :id)".
  'GET /api/promotions/:promotion_id/custom_emails': DASHBOARD,
  'GET /api/promotions/:promotion_id/custom_emails/:id': DASHBOARD,
  'PUT /api/promotions/:promotion_id/custom_emails/:id': DASHBOARD,
  'DELETE /api/promotions/:promotion_id/custom_emails/:id': DASHBOARD,
  'POST /api/promotions/:promotion_id/one_time_email': DASHBOARD,
  'POST /api/promotions/:promotion_id/one_time_email_recipients': DASHBOARD,
  'POST /api/promotions/:promotion_id/one_time_email_preview': DASHBOARD,
  'POST /api/promotions/:promotion_id/test_email': DASHBOARD,
  'GET /api/promotions/:promotion_id/test_email/preview': DASHBOARD,
  // Spec 3 s2 "/dashboard (Account & Role, master only)"; s6 "Master: ... Account & Role".
  'PUT /api/users/:id/role': { allow: MASTER_ONLY, scope: 'any' },
};
