import { COORDINATOR_OR_ABOVE } from './roles';
import type { AccessTable, ExpectedAccess } from './roles';

/**
 * Teams (spec 2 s3 Team, s6, s7 "Teams"; the teams contract in services/social README
 * "Teams"). Spec 2 s1: the social and teams areas "serve signed-in participants ..., and also
 * Poster, Master, Reseller and Super Coordinator users", so team routes admit every signed-in
 * caller of the promotion and the rules decide: spec 2 s6 "Team leader (team's leader id
 * equals the user id): invite users or e-mails, withdraw or resend invites, accept or decline
 * requests, edit and delete the team" and "Coordinator team management (list, edit, undelete,
 * change leader, add members) is for coordinators" (README: coordinator or above).
 */
const IN_PROMOTION: ExpectedAccess = { allow: 'signed-in', scope: 'promotion' };
/** Spec 2 s7 "User team invites: GET /users/{user_id}/team_invites ...": the user's own. */
const OWN: ExpectedAccess = { allow: 'signed-in', scope: 'own' };

export const TEAM_ACCESS: AccessTable = {
  // The teams contract's [weeks] routes (services/participant README "Team weekly works"):
  // spec 2 "Team competition" my team by week (the team's members; staff read it too) and
  // the showcase by week (everyone of the promotion); served by the participant service.
  'GET /api/teams/:id/all_activity': IN_PROMOTION,
  'GET /api/teams/weekly_winners': IN_PROMOTION,
  'GET /api/work/:work_id': IN_PROMOTION,
  // Spec 2 s2 "/myteam/week/{week}: the team's weekly image"; services/participant README
  // "Team weekly works": the picture follows the work's rule above.
  'GET /api/work/:work_id/image': IN_PROMOTION,
  // s7 "GET teams (nested under competition) ...", "GET /teams/{id} with competition_id".
  'GET /api/competitions/:competition_id/teams': IN_PROMOTION,
  'GET /api/teams/:id': IN_PROMOTION,
  // Spec 3 s7 "Teams index by promotion and competition (promotion_id, competition_id,
  // inc_deleted)"; s2 the dashboard's Teams tab, s6 "Coordinator: dashboard for own promotion"
  // and the super users' promotion picker: staff, on the promotions they manage.
  'GET /api/promotions/:promotion_id/competitions/:competition_id/teams': {
    allow: COORDINATOR_OR_ABOVE,
    scope: 'managed',
  },
  // s7 "Team members under a team: index".
  'GET /api/teams/:id/team_members': IN_PROMOTION,
  // s7 "Team invites: GET /teams/{team_id}/invites ... (coordinator view: type pending)":
  // README: the team's members and coordinators.
  'GET /api/teams/:id/invites': IN_PROMOTION,
  // s7 "PUT (id, name or status) ... on teams": the leader; status for coordinators (s6).
  'PUT /api/teams/:id': IN_PROMOTION,
  // s6 leader: "invite users or e-mails, withdraw or resend invites, accept or decline requests".
  'POST /api/teams/:id/invites': IN_PROMOTION,
  'PUT /api/teams/:id/invites/:invite_id': IN_PROMOTION,
  'DELETE /api/teams/:id/invites/:invite_id': IN_PROMOTION,
  // s6 "Coordinator team management (... add members) is for coordinators"; spec 3 s8 "Team add
  // by a coordinator is allowed only for users without a team".
  'POST /api/teams/:id/team_members': { allow: COORDINATOR_OR_ABOVE, scope: 'promotion' },
  // s7 "PUT is_leader, DELETE": the leader or a coordinator; a member leaves (README).
  'PUT /api/teams/:id/team_members/:member_id': IN_PROMOTION,
  'DELETE /api/teams/:id/team_members/:member_id': IN_PROMOTION,
  // s7 "DELETE on teams": s6 the leader "edit and delete the team"; coordinators.
  'DELETE /api/teams/:id': IN_PROMOTION,
  // s7 "GET /users/search with query, promotion_id, for=team": users of the caller's promotion.
  'GET /api/users/search': IN_PROMOTION,
  'GET /api/users/:user_id/team_invites': OWN,
  'PUT /api/users/:user_id/team_invites/:invite_id': OWN,
  'DELETE /api/users/:user_id/team_invites/:invite_id': OWN,
  'POST /api/users/:user_id/team_invites': OWN,
  // s7 "POST ... on teams"; s2 "/create: create-a-team screen" for a signed-in user.
  'POST /api/competitions/:competition_id/teams': IN_PROMOTION,
};
