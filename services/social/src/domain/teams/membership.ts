import type { EntityManager } from 'typeorm';
import { changeBoards, competitionWithPhase } from '@wellness/platform';
import type { BoardWriter } from '@wellness/platform';
import { TEAM_STATUS } from '@wellness/schema';
import {
  ALREADY_ON_TEAM,
  TEAM_DELETED,
  TEAM_FULL,
  USER_ON_TEAM,
  refused,
  teamNotFound,
} from './messages';
import { statusAfterChange } from './rules';

/** A team locked for a membership change, with what the rules read. */
export interface LockedTeam {
  id: number;
  promotion_id: number;
  competition_id: number | null;
  name: string;
  status: number;
  member_count: number;
  team_size_min: number;
  team_size_max: number;
  during_enrollment: boolean;
}

const MEMBERS_OF = 'team_members m JOIN users u ON u.id = m.user_id AND u.team_id = m.team_id';

export const memberCount = async (manager: EntityManager, teamId: number) =>
  Number(
    (
      await manager.query(`SELECT COUNT(*) AS n FROM ${MEMBERS_OF} WHERE m.team_id = ?`, [teamId])
    )[0].n,
  );

/**
 * Locks the team's row (FOR UPDATE) and counts its members: every change of a team's
 * membership runs behind this lock, in a READ COMMITTED transaction, so two people racing for
 * the last place are counted one after the other.
 */
export async function lockTeam(
  manager: EntityManager,
  promotionId: number,
  teamId: number,
): Promise<LockedTeam> {
  const [row] = await manager.query(
    'SELECT id, promotion_id, competition_id, name, status FROM teams WHERE id = ? AND promotion_id = ? FOR UPDATE',
    [teamId, promotionId],
  );
  if (!row) throw teamNotFound();
  const competition =
    row.competition_id === null
      ? null
      : await competitionWithPhase(manager, promotionId, Number(row.competition_id));
  return {
    id: Number(row.id),
    promotion_id: Number(row.promotion_id),
    competition_id: row.competition_id === null ? null : Number(row.competition_id),
    name: row.name,
    status: Number(row.status),
    member_count: await memberCount(manager, teamId),
    team_size_min: competition?.team_size_min ?? 4,
    team_size_max: competition?.team_size_max ?? 4,
    during_enrollment: competition?.during_enrollment ?? false,
  };
}

/** Answers the team's new status after a change and stores it; true when it just became official. */
export async function settleStatus(manager: EntityManager, team: LockedTeam): Promise<boolean> {
  const count = await memberCount(manager, team.id);
  const status = statusAfterChange(team.status, count, team.team_size_min, team.during_enrollment);
  if (status !== team.status) {
    await manager.query('UPDATE teams SET status = ? WHERE id = ?', [status, team.id]);
  }
  const becameOfficial = status === TEAM_STATUS.official && team.status !== TEAM_STATUS.official;
  team.status = status;
  team.member_count = count;
  return becameOfficial;
}

/**
 * Puts the user on the locked team: refused when the team is deleted or full. users.team_id
 * is set only WHERE team_id IS NULL, so a user who joined another team meanwhile is refused by
 * the database (`self`: the caller joins, else someone is added). Their points move to the
 * team board in the same transaction. Their other unresponded requests are withdrawn.
 */
export async function joinTeam(
  manager: EntityManager,
  boards: BoardWriter,
  team: LockedTeam,
  userId: number,
  options: { leader?: boolean; self: boolean },
) {
  if (team.status === TEAM_STATUS.deleted) throw refused(TEAM_DELETED);
  if (team.member_count >= team.team_size_max) throw refused(TEAM_FULL);
  const onTeam = options.self ? ALREADY_ON_TEAM : USER_ON_TEAM;
  await changeBoards(manager, boards, userId, async () => {
    const result = await manager.query(
      'UPDATE users SET team_id = ? WHERE id = ? AND promotion_id = ? AND team_id IS NULL',
      [team.id, userId, team.promotion_id],
    );
    if (!affectedRows(result)) throw refused(onTeam);
  });
  await manager.query(
    `INSERT INTO team_members (team_id, user_id, promotion_id, is_leader) VALUES (?, ?, ?, ?)
     ON DUPLICATE KEY UPDATE is_leader = VALUES(is_leader), created_at = CURRENT_TIMESTAMP(3)`,
    [team.id, userId, team.promotion_id, options.leader ?? false],
  );
  await manager.query(
    "DELETE FROM team_invites WHERE user_id = ? AND invite_type = 'R' AND status = 'U' AND team_id <> ?",
    [userId, team.id],
  );
}

/** mysql2's result of an UPDATE, however TypeORM wrapped it. */
export const affectedRows = (result: unknown): number => {
  if (Array.isArray(result)) return Number((result[1] as number | undefined) ?? 0);
  return Number((result as { affectedRows?: number }).affectedRows ?? 0);
};

/** Flags the longest-standing member as leader when the team has none. */
async function ensureLeader(manager: EntityManager, teamId: number) {
  const [leader] = await manager.query(
    `SELECT m.id FROM ${MEMBERS_OF} WHERE m.team_id = ? AND m.is_leader = 1 LIMIT 1`,
    [teamId],
  );
  if (leader) return;
  const [oldest] = await manager.query(
    `SELECT m.id FROM ${MEMBERS_OF} WHERE m.team_id = ? ORDER BY m.created_at, m.id LIMIT 1`,
    [teamId],
  );
  if (oldest) {
    await manager.query('UPDATE team_members SET is_leader = (id = ?) WHERE team_id = ?', [
      oldest.id,
      teamId,
    ]);
  }
}

/** Takes a user off the team: their board points leave with them. */
async function freeUser(
  manager: EntityManager,
  boards: BoardWriter,
  teamId: number,
  userId: number,
) {
  await changeBoards(manager, boards, userId, () =>
    manager.query('UPDATE users SET team_id = NULL WHERE id = ? AND team_id = ?', [userId, teamId]),
  );
}

/** Declines the team's unresponded invites and requests (a deleted team answers nobody). */
const declineOpenInvites = (manager: EntityManager, teamId: number) =>
  manager.query("UPDATE team_invites SET status = 'D' WHERE team_id = ? AND status = 'U'", [
    teamId,
  ]);

/**
 * A member leaves or is removed: the longest-standing member becomes leader when the leader
 * left; the last member leaving deletes the team.
 */
export async function removeMember(
  manager: EntityManager,
  boards: BoardWriter,
  team: LockedTeam,
  member: { id: number; user_id: number },
) {
  await freeUser(manager, boards, team.id, member.user_id);
  await manager.query('DELETE FROM team_members WHERE id = ?', [member.id]);
  if ((await memberCount(manager, team.id)) === 0) {
    await manager.query('UPDATE teams SET status = ? WHERE id = ?', [TEAM_STATUS.deleted, team.id]);
    await declineOpenInvites(manager, team.id);
    team.status = TEAM_STATUS.deleted;
    team.member_count = 0;
    return false;
  }
  await ensureLeader(manager, team.id);
  return settleStatus(manager, team);
}

/** Deletes the team (status 2): members freed, unresponded invites declined. */
export async function deleteTeam(manager: EntityManager, boards: BoardWriter, team: LockedTeam) {
  const members = await manager.query(`SELECT m.user_id FROM ${MEMBERS_OF} WHERE m.team_id = ?`, [
    team.id,
  ]);
  for (const { user_id } of members) await freeUser(manager, boards, team.id, Number(user_id));
  await manager.query('UPDATE teams SET status = ? WHERE id = ?', [TEAM_STATUS.deleted, team.id]);
  await declineOpenInvites(manager, team.id);
  team.status = TEAM_STATUS.deleted;
  team.member_count = 0;
}

/**
 * Undeletes the team with the given status (pending by default, spec 2 s5): its former members
 * who have no team now come back (the leader stays leader if they come back, else the
 * longest-standing one leads); those on another team are no longer its members.
 */
export async function undeleteTeam(
  manager: EntityManager,
  boards: BoardWriter,
  team: LockedTeam,
  status: number,
) {
  const former = await manager.query(
    'SELECT id, user_id FROM team_members WHERE team_id = ? ORDER BY created_at, id',
    [team.id],
  );
  let returning = 0;
  for (const row of former) {
    if (returning >= team.team_size_max) break;
    let back = false;
    await changeBoards(manager, boards, Number(row.user_id), async () => {
      const result = await manager.query(
        'UPDATE users SET team_id = ? WHERE id = ? AND team_id IS NULL',
        [team.id, row.user_id],
      );
      back = affectedRows(result) > 0;
    });
    if (back) returning += 1;
  }
  await manager.query(
    'DELETE m FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = ? AND (u.team_id IS NULL OR u.team_id <> m.team_id)',
    [team.id],
  );
  await ensureLeader(manager, team.id);
  await manager.query('UPDATE teams SET status = ? WHERE id = ?', [status, team.id]);
  team.status = status;
  team.member_count = returning;
}
