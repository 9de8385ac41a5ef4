import { STAFF } from './roles';
import type { Role } from '@wellness/schema';
import type { AccessTable } from './roles';

/**
 * Spec 1 (participant core). Spec 1 s6 lists the participant screens' menus by role ("User and
 * Coordinator: activities/log, ...", "Location Coordinator and Regional Coordinator: prestart
 * pages, leaderboard, wall, ..."): that is the navigation tree's `roles`, not who may call the
 * API (a Location Coordinator logs activities too), so the API entries come from the screens
 * being "all under the signed-in area" (spec 1 s2) and the services/participant README.
 */
/** Spec 1 s6 navigation's participant roles, who log and paint: the README's "participant roles". */
const PARTICIPANTS: readonly Role[] = [
  'User',
  'Coordinator',
  'Location Coordinator',
  'Regional Coordinator',
];

export const PARTICIPANT_ACCESS: AccessTable = {
  // Spec 1 s2 "login / logout | welcome, welcome.login | Login screen": visitors sign in.
  'POST /api/authenticate': { allow: 'anonymous', scope: 'none' },
  // README: "DELETE /authenticate — anyone; ends the session" (spec 1 s4 "Logout clears caches
  // and goes to welcome").
  'DELETE /api/authenticate': { allow: 'anonymous', scope: 'none' },

  // Spec 3 s5 "Forgot password" / "Reset password" and s7 "POST /users/forgot (email). PUT
  // /users/password_reset (thing = token, password). POST /users/verify_password_reset": the
  // person has forgotten the password, so nobody is signed in. README "Password reset".
  'POST /api/users/forgot': { allow: 'anonymous', scope: 'none' },
  'POST /api/users/verify_password_reset': { allow: 'anonymous', scope: 'none' },
  'PUT /api/users/password_reset': {
    allow: 'anonymous',
    scope: 'none',
    success: {
      status: 422,
      why: "a working token exists only in the e-mailed link, so every caller sends one that is not: 'Could not reset password!' (test/routes/password-reset.test.ts proves the 200)",
    },
  },

  // Spec 3 s2 "Registration (go.register)", s4 "Eligibility at registration" and s7 "GET
  // /promotions/{id}/can_register", "GET /promotions/{promotionId}/users/check_eligibility/
  // {identifier}", "User validate by field and value", "Create user", "GET /profile_images
  // (optionally under a promotion)": the person registering has no account yet, so anyone on
  // the promotion's Host. README "Registration".
  'GET /api/promotions/:promotion_id/can_register': { allow: 'anonymous', scope: 'none' },
  'GET /api/promotions/:promotion_id/users/check_eligibility/:identifier': {
    allow: 'anonymous',
    scope: 'none',
  },
  'GET /api/promotions/:promotion_id/users/validate': { allow: 'anonymous', scope: 'none' },
  'GET /api/promotions/:promotion_id/profile_images': { allow: 'anonymous', scope: 'none' },
  'GET /api/profile_images/avatars/:name': { allow: 'anonymous', scope: 'none' },
  // The brief of issue 13: "Locations for the pickers (parent and child) readable without
  // sign-in for the promotion".
  'GET /api/promotions/:promotion_id/registration_locations': { allow: 'anonymous', scope: 'none' },
  // Spec 3 "New user (registration)" carries `evaluation` (the Initial Assessment, shown as
  // Registration): the form reads it before the person has an account. README "Evaluation at
  // registration".
  'GET /api/promotions/:promotion_id/registration_evaluation': {
    allow: 'anonymous',
    scope: 'none',
  },
  'POST /api/users': {
    allow: 'anonymous',
    scope: 'none',
    success: {
      status: 422,
      why: "an eligibility identifier registers one person only, so every caller sends none: 'Token is required.' (another promotion, without eligibility, is told the demo's picture is not one of its own); test/routes/registration.test.ts proves the 200",
    },
  },

  // Spec 2 s7 "GET /users/me"; spec 2 s4 "A 403 on loading the current user removes the user":
  // every signed-in role loads itself. README: "signed in".
  'GET /api/users/me': { allow: 'signed-in', scope: 'own' },
  // Spec 1 s7 "User flag update | by flag name, value true". README: "signed in, own flags".
  'PUT /api/users/me/flags/:flag': { allow: 'signed-in', scope: 'own' },

  // Spec 3 s2 "/welcome ... Loads the promotion" before anyone signs in. README: "anyone; the
  // Host's promotion".
  'GET /api/promotions/current': { allow: 'anonymous', scope: 'none' },

  // Spec 3 s7 "Pilot password: create under /promotions/{id}/authenticate with password": the
  // welcome page before launch, so nobody is signed in. README "Pilot password": the Host's own
  // promotion only.
  'POST /api/promotions/:promotion_id/authenticate': { allow: 'anonymous', scope: 'none' },

  // Spec 3 s7 "/user_survey and /user_survey_defs under the promotion (CRUD)"; spec 3 s4 the
  // prestart wizard's emotional survey, in the signed-in area. README "Prestart": the
  // questionnaires are read by anyone signed in to the promotion; answers are the caller's own
  // and given by participants (spec 3 s6 "Participants: survey").
  'GET /api/promotions/:promotion_id/user_survey_defs': { allow: 'signed-in', scope: 'promotion' },
  'GET /api/promotions/:promotion_id/user_survey_defs/:id': {
    allow: 'signed-in',
    scope: 'promotion',
  },
  'GET /api/promotions/:promotion_id/user_survey': { allow: 'signed-in', scope: 'own' },
  'POST /api/promotions/:promotion_id/user_survey': {
    allow: ['User', 'Coordinator', 'Location Coordinator', 'Regional Coordinator'],
    scope: 'own',
  },

  // Spec 1 s2 add-to-calendar popover on the (signed-in) activity screens; spec 1 s7 "GET
  // /promotions/{id}/calendar". README: "signed in, own promotion (iCal file)".
  'GET /api/promotions/:promotion_id/calendar': { allow: 'signed-in', scope: 'promotion' },

  // Spec 1 s7 "GET /promotions/{promotion_id}/activities", ".../categories and /multipliers":
  // the logging view and the staff's activity admin read them. README: "signed in, own
  // promotion".
  'GET /api/promotions/:promotion_id/activities': { allow: 'signed-in', scope: 'promotion' },
  'GET /api/promotions/:promotion_id/activities/categories': {
    allow: 'signed-in',
    scope: 'promotion',
  },
  'GET /api/promotions/:promotion_id/activities/multipliers': {
    allow: 'signed-in',
    scope: 'promotion',
  },
  // Spec 1 s6 "Admin screens for activities ... are for staff; exact gating is not shown".
  // README: "staff of the promotion"; "Staff are Coordinator, Master, Reseller and Super
  // Coordinator of the promotion".
  'POST /api/promotions/:promotion_id/activities': { allow: STAFF, scope: 'promotion' },
  'PUT /api/promotions/:promotion_id/activities/:id': { allow: STAFF, scope: 'promotion' },
  'DELETE /api/promotions/:promotion_id/activities/:id': { allow: STAFF, scope: 'promotion' },

  // Spec 1 s7 "User activities list | wk ..., active_only", "User activity save | PUT or
  // POST". README: "signed in, own (else 404)".
  'GET /api/users/:user_id/user_activities': { allow: 'signed-in', scope: 'own' },
  'POST /api/users/:user_id/user_activities': { allow: 'signed-in', scope: 'own' },
  'PUT /api/users/:user_id/user_activities/:id': { allow: 'signed-in', scope: 'own' },

  // Spec 1 s7 "Entries save and list by week"; spec 3 s7 "/entries for the user". README:
  // "signed in, own entries". Spec 3 s6 says "Participants: survey, feedback, entries": read
  // as the participants' screens, not a refusal of other roles (see the closing report).
  'GET /api/entries': { allow: 'signed-in', scope: 'own' },
  'POST /api/entries/:recorded_on/entry_activities': { allow: 'signed-in', scope: 'own' },
  'DELETE /api/entries/:recorded_on/entry_activities/:activity_id': {
    allow: 'signed-in',
    scope: 'own',
  },
  'PUT /api/entries/:recorded_on': { allow: 'signed-in', scope: 'own' },
  // Spec 1 s7 "POST check_answer | activity_id, answer_idx". README: "signed in, own entries".
  'POST /api/check_answer': { allow: 'signed-in', scope: 'own' },

  // Spec 1 s2 leaderboard screen (signed-in area); spec 1 s7 "GET
  // /promotions/{promotion_id}/leaderboard". README: "signed in, own promotion".
  'GET /api/promotions/:promotion_id/leaderboard': { allow: 'signed-in', scope: 'promotion' },

  // Spec 1 s2-4 "Works" (home) and s7 "Work show; work update", "Work list/create/flag":
  // a participant's own painting. README "Works": masters (and every other role but the
  // participant roles) have no current work, so only participants start one; reading one is
  // the owner's or the promotion's staff's (services/participant README).
  'GET /api/works/current': { allow: 'signed-in', scope: 'own' },
  'GET /api/works': { allow: 'signed-in', scope: 'own' },
  'GET /api/promotions/:promotion_id/work_styles': { allow: 'signed-in', scope: 'promotion' },
  'POST /api/works': { allow: PARTICIPANTS, scope: 'own' },
  'GET /api/works/:id': { allow: 'signed-in', scope: 'promotion' },
  'PUT /api/works/:id': { allow: 'signed-in', scope: 'own' },
  'PUT /api/works/:id/final_gallery_choice': { allow: 'signed-in', scope: 'own' },
  'PUT /api/works/:id/final_bonus_choice': { allow: 'signed-in', scope: 'own' },
  'GET /api/works/:id/image': { allow: 'signed-in', scope: 'promotion' },
  'GET /api/works/:id/download': { allow: 'signed-in', scope: 'promotion' },
  // Spec 1 s2: the team and location tabs (spec 1 s7 "GET .../location_leaderboard"; the team
  // board is the promotion's until competitions exist). README: "signed in, own promotion".
  'GET /api/promotions/:promotion_id/team_leaderboard': {
    allow: 'signed-in',
    scope: 'promotion',
  },
  'GET /api/promotions/:promotion_id/location_leaderboard': {
    allow: 'signed-in',
    scope: 'promotion',
  },

  // Spec 2 s7 "Gift points: PUT /works/bonus_points/accept and /decline with
  // target_work_bonus_id; PUT /works/bonus_points/offer/{user_id}. GET eligible_for_gift"; spec 2
  // s1 "Gift points: users offer bonus points to friends or team members, who accept or
  // decline" — participants (the works' owners). README "Gift points": the caller's own.
  'GET /api/eligible_for_gift': { allow: PARTICIPANTS, scope: 'own' },
  'GET /api/works/bonus_points': { allow: PARTICIPANTS, scope: 'own' },
  'PUT /api/works/bonus_points/offer/:user_id': { allow: PARTICIPANTS, scope: 'own' },
  'PUT /api/works/bonus_points/accept': { allow: PARTICIPANTS, scope: 'own' },
  'PUT /api/works/bonus_points/decline': { allow: PARTICIPANTS, scope: 'own' },
  // Spec 1 s7 "GET /competitions/{competition_id}/leaderboard": the team tab of the
  // leaderboard (spec 1 s2), which every signed-in user of the promotion reaches.
  // README: "signed in, own promotion".
  'GET /api/competitions/:competition_id/leaderboard': { allow: 'signed-in', scope: 'promotion' },
};
