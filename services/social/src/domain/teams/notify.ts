import { createNotification, queueTeamInviteEmail } from '@wellness/platform';
import type { TeamDeps } from './context';

/**
 * After-commit effects of the teams (spec 2 s3 Notification: keys encode the type `team`;
 * the contract's realtime events). A failure is logged: the change already committed.
 */
async function safely(deps: TeamDeps, what: string, effect: () => Promise<void>) {
  try {
    await effect();
  } catch (error) {
    deps.log.warn({ err: error }, `teams: ${what} failed`);
  }
}

async function teamAndLeader(deps: TeamDeps, teamId: number) {
  const [row] = await deps.db.query(
    `SELECT t.id, t.name, t.promotion_id, l.id AS leader_id,
            TRIM(CONCAT(l.first_name, ' ', l.last_name)) AS leader_name
       FROM teams t
       LEFT JOIN team_members m ON m.team_id = t.id AND m.is_leader = 1
       LEFT JOIN users l ON l.id = m.user_id AND l.team_id = t.id
      WHERE t.id = ? ORDER BY l.id IS NULL LIMIT 1`,
    [teamId],
  );
  return {
    id: Number(row.id),
    name: row.name as string,
    promotionId: Number(row.promotion_id),
    leaderId: row.leader_id === null ? null : Number(row.leader_id),
    leaderName: (row.leader_name as string | null) ?? 'Your team leader',
  };
}

const fullName = async (deps: TeamDeps, userId: number) => {
  const [row] = await deps.db.query(
    "SELECT TRIM(CONCAT(first_name, ' ', last_name)) AS name FROM users WHERE id = ?",
    [userId],
  );
  return (row?.name as string | undefined) ?? 'Someone';
};

/** An invite was sent or resent: the invitee is notified (when registered) and e-mailed. */
export const afterInvite = (
  deps: TeamDeps,
  invite: { inviteId: number; teamId: number; userId: number | null },
) =>
  safely(deps, 'invite notice', async () => {
    const team = await teamAndLeader(deps, invite.teamId);
    if (invite.userId !== null) {
      await createNotification(deps.db, deps.events, {
        promotionId: team.promotionId,
        userId: invite.userId,
        key: `team_invite_${team.id}`,
        link: '/artprize/join',
        title: 'Team invitation',
        message: `${team.leaderName} invited you to join ${team.name}.`,
      });
    }
    await queueTeamInviteEmail(deps.emailQueue, {
      invite_id: invite.inviteId,
      promotion_id: team.promotionId,
    });
  });

/** A user asked to join: the leader is notified (spec 2 s6 "Team leaders see team-request notifications"). */
export const afterRequest = (
  deps: TeamDeps,
  request: { inviteId: number; teamId: number },
  requesterId: number,
) =>
  safely(deps, 'request notice', async () => {
    const team = await teamAndLeader(deps, request.teamId);
    if (team.leaderId === null) return;
    await createNotification(deps.db, deps.events, {
      promotionId: team.promotionId,
      userId: team.leaderId,
      key: `team_request_${request.inviteId}`,
      link: '/artprize/myteam',
      title: 'Team request',
      message: `${await fullName(deps, requesterId)} asked to join ${team.name}.`,
    });
  });

/** Someone joined through an invite or a request (the contract's events). */
export const afterJoin = (
  deps: TeamDeps,
  joined: { teamId: number; userId: number; becameOfficial: boolean },
  byRequest: boolean,
) =>
  safely(deps, 'join notice', async () => {
    const team = await teamAndLeader(deps, joined.teamId);
    const payload = { team_id: team.id, user_id: joined.userId };
    for (const audience of [
      { kind: 'team' as const, id: team.id },
      { kind: 'user' as const, id: joined.userId },
    ]) {
      await deps.events.publish({
        type: 'TeamInviteAccepted',
        promotion_id: team.promotionId,
        audience,
        payload,
      });
    }
    if (byRequest) {
      await deps.events.publish({
        type: 'UserTeamRequestAccepted',
        promotion_id: team.promotionId,
        audience: { kind: 'user', id: joined.userId },
        payload: { team_id: team.id, team_name: team.name },
      });
      await createNotification(deps.db, deps.events, {
        promotionId: team.promotionId,
        userId: joined.userId,
        key: `team_accepted_${team.id}`,
        link: '/artprize/myteam',
        title: 'Request accepted',
        message: `You're now a member of ${team.name}.`,
      });
    }
    if (joined.becameOfficial) await afterOfficial(deps, team.id);
  });

/** The team became official: every member is told. */
export const afterOfficial = (deps: TeamDeps, teamId: number) =>
  safely(deps, 'official notice', async () => {
    const team = await teamAndLeader(deps, teamId);
    const members = await deps.db.query('SELECT id FROM users WHERE team_id = ?', [teamId]);
    for (const member of members) {
      await createNotification(deps.db, deps.events, {
        promotionId: team.promotionId,
        userId: Number(member.id),
        key: `team_official_${team.id}`,
        link: '/artprize/myteam',
        title: 'Team official',
        message: `${team.name} is now an official team.`,
      });
    }
  });
