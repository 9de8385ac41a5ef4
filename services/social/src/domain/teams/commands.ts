import type { EntityManager } from 'typeorm';
import { HttpError, competitionWithPhase, notFound } from '@wellness/platform';
import { TEAM_STATUS } from '@wellness/schema';
import type { TeamDeps } from './context';
import { withLockedTeam } from './context';
import { deleteTeam, joinTeam, removeMember, settleStatus, undeleteTeam } from './membership';
import type { LockedTeam } from './membership';
import {
  ALREADY_ON_TEAM,
  ENROLLMENT_CLOSED,
  NAME_REQUIRED,
  NAME_TAKEN,
  STATUS_BY_STAFF,
  forbidden,
  refused,
} from './messages';
import { assertEnrollmentOpen, isStaff, normaliseName } from './rules';
import type { Caller } from './rules';

/** What happened, for the notifications and events sent after the commit. */
export interface TeamChange {
  teamId: number;
  becameOfficial: boolean;
}

/** Whether the caller leads the team (its leader's member row is theirs). */
export async function isLeader(sql: Pick<EntityManager, 'query'>, teamId: number, userId: number) {
  const rows = await sql.query(
    `SELECT 1 FROM team_members m JOIN users u ON u.id = m.user_id AND u.team_id = m.team_id
      WHERE m.team_id = ? AND m.user_id = ? AND m.is_leader = 1`,
    [teamId, userId],
  );
  return rows.length > 0;
}

/** The leader or a coordinator (or above), else 403. */
export async function assertLeaderOrStaff(
  sql: Pick<EntityManager, 'query'>,
  caller: Caller,
  teamId: number,
) {
  if (isStaff(caller)) return;
  if (!(await isLeader(sql, teamId, caller.id))) throw forbidden();
}

async function assertNameFree(
  sql: Pick<EntityManager, 'query'>,
  competitionId: number | null,
  name: string,
  teamId = 0,
) {
  if (!name) throw refused(NAME_REQUIRED);
  if (name.length > 100) throw refused('A team name can be at most 100 characters.');
  const rows = await sql.query(
    'SELECT id FROM teams WHERE competition_id <=> ? AND name = ? AND status <> ? AND id <> ?',
    [competitionId, name, TEAM_STATUS.deleted, teamId],
  );
  if (rows.length) throw refused(NAME_TAKEN);
}

/** POST /competitions/{id}/teams: the caller founds a team and leads it. */
export async function createTeam(
  deps: TeamDeps,
  caller: Caller,
  competitionId: number,
  rawName: string,
): Promise<TeamChange> {
  const competition = await competitionWithPhase(deps.db, caller.promotion_id, competitionId);
  if (!competition) throw notFound('Competition');
  if (!competition.during_enrollment) throw refused(ENROLLMENT_CLOSED);
  const name = normaliseName(rawName);
  await assertNameFree(deps.db, competitionId, name);
  const [me] = await deps.db.query('SELECT team_id FROM users WHERE id = ?', [caller.id]);
  if (me?.team_id != null) throw refused(ALREADY_ON_TEAM);
  return deps.db.transaction('READ COMMITTED', async (manager) => {
    // The competition cannot be deleted under a team being founded (services/admin README).
    const held = await manager.query(
      'SELECT id FROM competitions WHERE id = ? LOCK IN SHARE MODE',
      [competitionId],
    );
    if (!held.length) throw notFound('Competition');
    const result = await manager.query(
      'INSERT INTO teams (promotion_id, competition_id, name, status) VALUES (?, ?, ?, ?)',
      [caller.promotion_id, competitionId, name, TEAM_STATUS.pending],
    );
    const teamId = Number(result.insertId);
    const team: LockedTeam = {
      id: teamId,
      promotion_id: caller.promotion_id,
      competition_id: competitionId,
      name,
      status: TEAM_STATUS.pending,
      member_count: 0,
      team_size_min: competition.team_size_min,
      team_size_max: competition.team_size_max,
      during_enrollment: competition.during_enrollment,
    };
    await joinTeam(manager, deps.boards, team, caller.id, { leader: true, self: true });
    return { teamId, becameOfficial: await settleStatus(manager, team) };
  });
}

/**
 * PUT /teams/{id}: the leader renames; coordinators (or above) rename and set the status:
 * 2 deletes, 2 → 0 or 1 undeletes, 0 ↔ 1 by hand (the size rule applies again at the next
 * membership change).
 */
export async function updateTeam(
  deps: TeamDeps,
  caller: Caller,
  teamId: number,
  input: { name?: string; status?: number },
): Promise<TeamChange> {
  return withLockedTeam(deps, caller.promotion_id, teamId, async (manager, team) => {
    await assertLeaderOrStaff(manager, caller, teamId);
    if (input.status !== undefined && input.status !== team.status && !isStaff(caller)) {
      throw new HttpError(403, STATUS_BY_STAFF);
    }
    if (input.name !== undefined) {
      const name = normaliseName(input.name);
      await assertNameFree(manager, team.competition_id, name, team.id);
      await manager.query('UPDATE teams SET name = ? WHERE id = ?', [name, team.id]);
    }
    if (input.status === undefined || input.status === team.status) {
      return { teamId, becameOfficial: false };
    }
    if (input.status === TEAM_STATUS.deleted) {
      await deleteTeam(manager, deps.boards, team);
    } else if (team.status === TEAM_STATUS.deleted) {
      await undeleteTeam(manager, deps.boards, team, input.status);
    } else {
      await manager.query('UPDATE teams SET status = ? WHERE id = ?', [input.status, team.id]);
    }
    return { teamId, becameOfficial: input.status === TEAM_STATUS.official };
  });
}

/** DELETE /teams/{id}: the leader (while enrolment is open) or a coordinator. */
export async function destroyTeam(deps: TeamDeps, caller: Caller, teamId: number) {
  return withLockedTeam(deps, caller.promotion_id, teamId, async (manager, team) => {
    await assertLeaderOrStaff(manager, caller, teamId);
    assertEnrollmentOpen(caller, team.during_enrollment);
    if (team.status !== TEAM_STATUS.deleted) await deleteTeam(manager, deps.boards, team);
    return { teamId, becameOfficial: false };
  });
}

/** POST /teams/{id}/team_members: a coordinator adds a user of the promotion who has no team. */
export async function addMember(deps: TeamDeps, caller: Caller, teamId: number, userId: number) {
  const [user] = await deps.db.query('SELECT id FROM users WHERE id = ? AND promotion_id = ?', [
    userId,
    caller.promotion_id,
  ]);
  if (!user) throw notFound('User');
  return withLockedTeam(deps, caller.promotion_id, teamId, async (manager, team) => {
    const leads = team.member_count === 0;
    await joinTeam(manager, deps.boards, team, userId, { leader: leads, self: false });
    const [member] = await manager.query(
      'SELECT id FROM team_members WHERE team_id = ? AND user_id = ?',
      [teamId, userId],
    );
    return {
      teamId,
      memberId: Number(member.id),
      becameOfficial: await settleStatus(manager, team),
    };
  });
}

async function memberRow(manager: EntityManager, teamId: number, memberId: number) {
  const [row] = await manager.query(
    `SELECT m.id, m.user_id, m.is_leader FROM team_members m
       JOIN users u ON u.id = m.user_id AND u.team_id = m.team_id
      WHERE m.id = ? AND m.team_id = ?`,
    [memberId, teamId],
  );
  if (!row) throw notFound('Team member');
  return { id: Number(row.id), user_id: Number(row.user_id), is_leader: Boolean(row.is_leader) };
}

/**
 * DELETE /teams/{id}/team_members/{member_id}: a member leaves (their own row), the leader or a
 * coordinator removes one. Participants only while enrolment is open.
 */
export async function deleteMember(
  deps: TeamDeps,
  caller: Caller,
  teamId: number,
  memberId: number,
) {
  return withLockedTeam(deps, caller.promotion_id, teamId, async (manager, team) => {
    const member = await memberRow(manager, teamId, memberId);
    if (member.user_id !== caller.id) await assertLeaderOrStaff(manager, caller, teamId);
    assertEnrollmentOpen(caller, team.during_enrollment);
    const becameOfficial = await removeMember(manager, deps.boards, team, member);
    return { teamId, becameOfficial, member, deleted: team.status === TEAM_STATUS.deleted };
  });
}

/** PUT /teams/{id}/team_members/{member_id} {is_leader:true}: the leader or a coordinator. */
export async function changeLeader(
  deps: TeamDeps,
  caller: Caller,
  teamId: number,
  memberId: number,
) {
  return withLockedTeam(deps, caller.promotion_id, teamId, async (manager) => {
    await assertLeaderOrStaff(manager, caller, teamId);
    await memberRow(manager, teamId, memberId);
    await manager.query('UPDATE team_members SET is_leader = (id = ?) WHERE team_id = ?', [
      memberId,
      teamId,
    ]);
    return memberId;
  });
}
