import type { EntityManager } from 'typeorm';
import { TEAM_STATUS } from '@wellness/schema';
import { SEGMENTS_PER_WORK } from './rules';

/** The competition week (1, 2, ...) of a day: 7 days a week from competition_starts_on. */
export function competitionWeek(startsOn: string, day: string): number {
  const days = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / 86_400_000;
  return Math.floor(Math.round(days) / 7) + 1;
}

export interface TeamWorkCredit {
  team_id: number;
  week: number;
  work_id: number;
  /** The work reached 20 segments with this credit (teamImageCreated follows the commit). */
  completed_now: boolean;
}

interface TeamOfUser {
  team_id: number;
  competition_id: number;
  collection_id: number | null;
  starts_on: string;
  ends_on: string;
}

type Sql = Pick<EntityManager, 'query'>;

/** The picture of a team's week work: an image of the week's style of the collection. */
async function weekPicture(sql: Sql, team: TeamOfUser, promotionId: number, week: number) {
  const [row] = await sql.query(
    `SELECT i.id FROM work_styles s JOIN style_images i ON i.style_id = s.id
      WHERE (s.collection_id = COALESCE(?, (SELECT collection_id FROM promotions WHERE id = ?))
             OR s.promotion_id = ?)
      ORDER BY s.week = ? DESC, s.week <= ? DESC, s.week DESC, i.id LIMIT 1`,
    [team.collection_id, promotionId, promotionId, week, week],
  );
  return row ? Number(row.id) : null;
}

/** The user's team (not deleted) in a competition whose days include `day`, and its week. */
async function teamWeekOf(sql: Sql, userId: number, day: string) {
  const [team]: TeamOfUser[] = await sql.query(
    `SELECT t.id AS team_id, c.id AS competition_id, c.collection_id,
            DATE_FORMAT(c.competition_starts_on, '%Y-%m-%d') AS starts_on,
            DATE_FORMAT(c.competition_ends_on, '%Y-%m-%d') AS ends_on
       FROM users u JOIN teams t ON t.id = u.team_id AND t.status <> ?
       JOIN competitions c ON c.id = t.competition_id WHERE u.id = ?`,
    [TEAM_STATUS.deleted, userId],
  );
  if (!team || day < team.starts_on || day > team.ends_on) return null;
  return { team, week: competitionWeek(team.starts_on, day) };
}

async function insertWeekWork(sql: Sql, promotionId: number, team: TeamOfUser, week: number) {
  const picture = await weekPicture(sql, team, promotionId, week);
  await sql.query(
    `INSERT IGNORE INTO team_works (promotion_id, team_id, competition_id, week, style_image_id)
     VALUES (?, ?, ?, ?, ?)`,
    [promotionId, team.team_id, team.competition_id, week, picture],
  );
}

/**
 * Makes the team's work of the day's week exist before a log's transaction (its own
 * statement): concurrent INSERTs of one key inside transactions deadlock on their shared
 * locks, while locking an existing row (creditTeamWork) only queues them.
 */
export async function ensureTeamWork(
  sql: Sql,
  user: { id: number; promotion_id: number },
  day: string,
) {
  const found = await teamWeekOf(sql, user.id, day);
  if (found) await insertWeekWork(sql, user.promotion_id, found.team, found.week);
}

/**
 * The team weekly work (README "Team weekly works"): the segments a member earns by a log of
 * a day inside their team's competition add to the team's work of that day's week, up to
 * 20. The row (made by ensureTeamWork) is locked (FOR UPDATE) in the log's transaction, so
 * members logging at once add one after the other and exactly one completes it.
 */
export async function creditTeamWork(
  manager: EntityManager,
  user: { id: number; promotion_id: number },
  day: string,
  earned: number,
): Promise<TeamWorkCredit | null> {
  if (earned <= 0) return null;
  const found = await teamWeekOf(manager, user.id, day);
  if (!found) return null;
  const { team, week } = found;
  const lock = () =>
    manager.query(
      'SELECT id, segments_available FROM team_works WHERE team_id = ? AND week = ? FOR UPDATE',
      [team.team_id, week],
    );
  let [work] = await lock();
  if (!work) {
    // Joined a team since ensureTeamWork ran: made here (rare).
    await insertWeekWork(manager, user.promotion_id, team, week);
    [work] = await lock();
  }
  const before = Number(work.segments_available);
  const added = Math.min(earned, SEGMENTS_PER_WORK - before);
  if (added <= 0) return null;
  const after = before + added;
  await manager.query(
    'UPDATE team_works SET segments_available = ?, completed_at = IF(? >= ?, NOW(3), NULL) WHERE id = ?',
    [after, after, SEGMENTS_PER_WORK, work.id],
  );
  await manager.query(
    `INSERT INTO team_work_members (team_work_id, user_id, segments) VALUES (?, ?, ?)
     ON DUPLICATE KEY UPDATE segments = segments + VALUES(segments)`,
    [work.id, user.id, added],
  );
  return {
    team_id: Number(team.team_id),
    week,
    work_id: Number(work.id),
    completed_now: after >= SEGMENTS_PER_WORK,
  };
}
