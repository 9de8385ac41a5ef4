import type { EntityManager } from 'typeorm';
import { isEmailAddress, notFound } from '@wellness/platform';
import { TEAM_STATUS } from '@wellness/schema';
import type { TeamDeps } from './context';
import { withLockedTeam } from './context';
import { assertLeaderOrStaff } from './commands';
import { affectedRows, joinTeam, settleStatus } from './membership';
import type { LockedTeam } from './membership';
import {
  ALREADY_INVITED,
  ALREADY_ON_TEAM,
  ALREADY_REQUESTED,
  EMAIL_ALREADY_INVITED,
  INVALID_EMAIL,
  INVITE_ANSWERED,
  INVITE_TARGET,
  TEAM_DELETED,
  TEAM_FULL,
  USER_ON_TEAM,
  conflict,
  refused,
} from './messages';
import { assertEnrollmentOpen, normaliseEmail } from './rules';
import type { Caller } from './rules';

interface OpenInvite {
  id: number;
  team_id: number;
  user_id: number | null;
  email: string | null;
  invite_type: 'I' | 'R';
  status: string;
}

/** The invite of the team, locked; 404 when it is not the team's. */
async function lockInvite(manager: EntityManager, teamId: number, inviteId: number) {
  const [row] = await manager.query(
    'SELECT id, team_id, user_id, email, invite_type, status FROM team_invites WHERE id = ? AND team_id = ? FOR UPDATE',
    [inviteId, teamId],
  );
  if (!row) throw notFound('Invite');
  return { ...row, id: Number(row.id), team_id: Number(row.team_id) } as OpenInvite;
}

function assertOpenTeam(team: LockedTeam) {
  if (team.status === TEAM_STATUS.deleted) throw refused(TEAM_DELETED);
  if (team.member_count >= team.team_size_max) throw refused(TEAM_FULL);
}

/** Who an invite reaches: a user of the promotion, or an address that has not registered. */
async function inviteeOf(
  manager: EntityManager,
  promotionId: number,
  input: { user_id?: number; email?: string },
) {
  if ((input.user_id === undefined) === (input.email === undefined)) throw refused(INVITE_TARGET);
  const email = input.email === undefined ? undefined : normaliseEmail(input.email);
  if (email !== undefined && !isEmailAddress(email)) throw refused(INVALID_EMAIL);
  const [user] = await manager.query(
    email === undefined
      ? 'SELECT id, team_id FROM users WHERE id = ? AND promotion_id = ?'
      : 'SELECT id, team_id FROM users WHERE LOWER(email) = ? AND promotion_id = ?',
    [email ?? input.user_id, promotionId],
  );
  if (!user && email === undefined) throw notFound('User');
  if (user && user.team_id !== null) throw refused(USER_ON_TEAM);
  return { userId: user ? Number(user.id) : null, email: email ?? null };
}

/** POST /teams/{id}/invites: the leader invites a user or an e-mail address. */
export async function inviteToTeam(
  deps: TeamDeps,
  caller: Caller,
  teamId: number,
  input: { user_id?: number; email?: string; message?: string },
) {
  return withLockedTeam(deps, caller.promotion_id, teamId, async (manager, team) => {
    await assertLeaderOrStaff(manager, caller, teamId);
    assertEnrollmentOpen(caller, team.during_enrollment);
    assertOpenTeam(team);
    const invitee = await inviteeOf(manager, caller.promotion_id, input);
    const [open] = await manager.query(
      invitee.userId === null
        ? "SELECT id FROM team_invites WHERE team_id = ? AND email = ? AND user_id IS NULL AND invite_type = 'I' AND status = 'U'"
        : "SELECT id FROM team_invites WHERE team_id = ? AND user_id = ? AND invite_type = 'I' AND status = 'U'",
      [teamId, invitee.userId ?? invitee.email],
    );
    if (open) throw conflict(invitee.userId === null ? EMAIL_ALREADY_INVITED : ALREADY_INVITED);
    const result = await manager.query(
      "INSERT INTO team_invites (promotion_id, team_id, user_id, email, invite_type, status, message) VALUES (?, ?, ?, ?, 'I', 'U', ?)",
      [caller.promotion_id, teamId, invitee.userId, invitee.email, input.message?.trim() || null],
    );
    return { inviteId: Number(result.insertId), teamId, userId: invitee.userId };
  });
}

/** POST /users/{id}/team_invites: the caller asks to join a team. */
export async function requestToJoin(
  deps: TeamDeps,
  caller: Caller,
  teamId: number,
  message?: string,
) {
  return withLockedTeam(deps, caller.promotion_id, teamId, async (manager, team) => {
    assertEnrollmentOpen({ ...caller, role: 'User' }, team.during_enrollment);
    assertOpenTeam(team);
    const [me] = await manager.query('SELECT team_id FROM users WHERE id = ?', [caller.id]);
    if (me.team_id !== null) throw refused(ALREADY_ON_TEAM);
    const [open] = await manager.query(
      "SELECT id FROM team_invites WHERE team_id = ? AND user_id = ? AND invite_type = 'R' AND status = 'U'",
      [teamId, caller.id],
    );
    if (open) throw conflict(ALREADY_REQUESTED);
    const result = await manager.query(
      "INSERT INTO team_invites (promotion_id, team_id, user_id, invite_type, status, message) VALUES (?, ?, ?, 'R', 'U', ?)",
      [caller.promotion_id, teamId, caller.id, message?.trim() || null],
    );
    return { inviteId: Number(result.insertId), teamId };
  });
}

/**
 * Accepts (A: the invitee or requester joins the team) or declines (D) an unresponded invite
 * behind the team's lock; answering twice is 409.
 */
async function answer(
  deps: TeamDeps,
  manager: EntityManager,
  team: LockedTeam,
  invite: OpenInvite,
  status: 'A' | 'D',
  self: boolean,
) {
  if (invite.status !== 'U') throw conflict(INVITE_ANSWERED);
  let becameOfficial = false;
  if (status === 'A') {
    await joinTeam(manager, deps.boards, team, Number(invite.user_id), { self });
    becameOfficial = await settleStatus(manager, team);
  }
  await manager.query('UPDATE team_invites SET status = ? WHERE id = ?', [status, invite.id]);
  return { inviteId: invite.id, teamId: team.id, userId: Number(invite.user_id), becameOfficial };
}

/** PUT /teams/{id}/invites/{invite_id} {status}: the leader answers a request. */
export async function answerRequest(
  deps: TeamDeps,
  caller: Caller,
  teamId: number,
  inviteId: number,
  status: 'A' | 'D',
) {
  return withLockedTeam(deps, caller.promotion_id, teamId, async (manager, team) => {
    await assertLeaderOrStaff(manager, caller, teamId);
    const invite = await lockInvite(manager, teamId, inviteId);
    if (invite.invite_type !== 'R' || invite.user_id === null) throw notFound('Invite');
    if (status === 'A') assertEnrollmentOpen(caller, team.during_enrollment);
    return answer(deps, manager, team, invite, status, false);
  });
}

/** The caller's own invite or request (by id), else 404. */
async function ownInvite(deps: TeamDeps, caller: Caller, inviteId: number) {
  const [row] = await deps.db.query(
    'SELECT team_id FROM team_invites WHERE id = ? AND user_id = ? AND promotion_id = ?',
    [inviteId, caller.id, caller.promotion_id],
  );
  if (!row) throw notFound('Invite');
  return Number(row.team_id);
}

/** PUT /users/{id}/team_invites/{invite_id} {status}: the caller answers a team's invite. */
export async function answerInvite(
  deps: TeamDeps,
  caller: Caller,
  inviteId: number,
  status: 'A' | 'D',
) {
  const teamId = await ownInvite(deps, caller, inviteId);
  return withLockedTeam(deps, caller.promotion_id, teamId, async (manager, team) => {
    const invite = await lockInvite(manager, teamId, inviteId);
    if (invite.invite_type !== 'I' || invite.user_id !== caller.id) throw notFound('Invite');
    if (status === 'A') assertEnrollmentOpen({ ...caller, role: 'User' }, team.during_enrollment);
    return answer(deps, manager, team, invite, status, true);
  });
}

/** Marks an unresponded invite resent (resent_at and updated_at now). */
async function markResent(manager: EntityManager, invite: OpenInvite) {
  if (invite.status !== 'U') throw conflict(INVITE_ANSWERED);
  await manager.query(
    'UPDATE team_invites SET resent_at = CURRENT_TIMESTAMP(3), updated_at = CURRENT_TIMESTAMP(3) WHERE id = ?',
    [invite.id],
  );
  return { inviteId: invite.id, teamId: invite.team_id, userId: invite.user_id };
}

/** PUT /teams/{id}/invites/{invite_id} {resend:true}: the leader resends an invite. */
export async function resendInvite(deps: TeamDeps, caller: Caller, teamId: number, id: number) {
  return withLockedTeam(deps, caller.promotion_id, teamId, async (manager, team) => {
    await assertLeaderOrStaff(manager, caller, teamId);
    assertEnrollmentOpen(caller, team.during_enrollment);
    const invite = await lockInvite(manager, teamId, id);
    if (invite.invite_type !== 'I') throw notFound('Invite');
    return markResent(manager, invite);
  });
}

/** PUT /users/{id}/team_invites/{invite_id} {resend:true}: the caller resends their request. */
export async function resendRequest(deps: TeamDeps, caller: Caller, inviteId: number) {
  const teamId = await ownInvite(deps, caller, inviteId);
  return withLockedTeam(deps, caller.promotion_id, teamId, async (manager, team) => {
    assertEnrollmentOpen({ ...caller, role: 'User' }, team.during_enrollment);
    const invite = await lockInvite(manager, teamId, inviteId);
    if (invite.invite_type !== 'R') throw notFound('Invite');
    return markResent(manager, invite);
  });
}

/** DELETE /teams/{id}/invites/{invite_id}: the leader or a coordinator withdraws an invite. */
export async function withdrawTeamInvite(
  deps: TeamDeps,
  caller: Caller,
  teamId: number,
  id: number,
) {
  return withLockedTeam(deps, caller.promotion_id, teamId, async (manager) => {
    await assertLeaderOrStaff(manager, caller, teamId);
    const invite = await lockInvite(manager, teamId, id);
    if (invite.status !== 'U') throw conflict(INVITE_ANSWERED);
    await manager.query('DELETE FROM team_invites WHERE id = ?', [id]);
    return invite;
  });
}

/** DELETE /users/{id}/team_invites/{invite_id}: the caller withdraws their unresponded request or invite. */
export async function withdrawOwnInvite(deps: TeamDeps, caller: Caller, inviteId: number) {
  const result = await deps.db.query(
    "DELETE FROM team_invites WHERE id = ? AND user_id = ? AND promotion_id = ? AND status = 'U'",
    [inviteId, caller.id, caller.promotion_id],
  );
  if (!affectedRows(result)) throw notFound('Invite');
}
