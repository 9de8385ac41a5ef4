import type { AccessTable } from './roles';
import { COORDINATOR_OR_ABOVE } from './roles';

/**
 * Messages (spec 2 s7 "Messages"). Spec 2 s1: the social area serves every signed-in role;
 * a conversation is the caller's own when they are a member (services/social README
 * "Messages": direct conversations between friends, a team chat for the team's members).
 */
const OWN = { allow: 'signed-in', scope: 'own' } as const;

export const MESSAGE_ACCESS: AccessTable = {
  'GET /api/users/:user_id/conversations': OWN,
  'GET /api/conversations/:id': OWN,
  'POST /api/conversations': OWN,
  'GET /api/teams/:id/conversation': OWN,
  'POST /api/conversations/:id/users': OWN,
  'DELETE /api/conversations/:id/users/:user_id': OWN,
  'PUT /api/conversations/:id': OWN,
  'POST /api/conversations/:id/seen': OWN,
  'GET /api/conversations/:id/messages': OWN,
  'POST /api/conversations/:id/messages': OWN,
  'GET /api/conversation_summary': OWN,
  // "shapes not shown": the README's choice, messages per day of the promotion for staff.
  'GET /api/conversation_volume': { allow: COORDINATOR_OR_ABOVE, scope: 'promotion' },
};
