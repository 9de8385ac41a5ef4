import type { DataSource } from 'typeorm';
import { COORDINATOR_OR_ABOVE, currentCompetition, notFound } from '@wellness/platform';
import type { Role } from '@wellness/schema';
import { TEAM_STATUS } from '@wellness/schema';
import { SEGMENTS_PER_WORK } from './rules';

interface Caller {
  id: number;
  promotion_id: number;
  role: Role;
}

const isStaff = (caller: Caller) => COORDINATOR_OR_ABOVE.includes(caller.role);

/** The team of the caller's promotion that the caller may read week by week: members, staff. */
async function readableTeam(db: DataSource, caller: Caller, teamId: number) {
  const [team] = await db.query(
    `SELECT t.id, t.name, t.competition_id, DATE_FORMAT(c.competition_starts_on, '%Y-%m-%d') AS starts_on
       FROM teams t JOIN competitions c ON c.id = t.competition_id
      WHERE t.id = ? AND t.promotion_id = ? AND t.status <> ?`,
    [teamId, caller.promotion_id, TEAM_STATUS.deleted],
  );
  if (!team) throw notFound('Team');
  if (!isStaff(caller)) {
    const [member] = await db.query('SELECT id FROM users WHERE id = ? AND team_id = ?', [
      caller.id,
      teamId,
    ]);
    if (!member) throw notFound('Team');
  }
  return team as { id: number; name: string; competition_id: number; starts_on: string };
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The week work's picture (GET /work/{id}/image?team=true), named by its segment count so a
 * picture with more segments is a new URL (the route caches each count for good); null while
 * the work has no picture (no style to paint from).
 */
export const teamWorkImageUrl = (workId: number, segments: number) =>
  `/api/work/${workId}/image?team=true&segments=${segments}`;

export const teamWorkView = (row: Record<string, unknown>) => ({
  id: Number(row.id),
  image_url:
    row.style_image_id === null || row.style_image_id === undefined
      ? null
      : teamWorkImageUrl(Number(row.id), Number(row.segments_available)),
  team_id: Number(row.team_id),
  week: Number(row.week),
  segments_available: Number(row.segments_available),
  segments_total: SEGMENTS_PER_WORK,
  completed: row.completed_at !== null,
  completed_at:
    row.completed_at === null ? null : new Date(row.completed_at as string).toISOString(),
});

/**
 * GET /teams/{id}/all_activity?wk=N: the team's week-N work (null before its first segment)
 * and each current member's week: points, days logged, activities logged, segments added.
 */
export async function teamWeekActivity(
  db: DataSource,
  caller: Caller,
  teamId: number,
  week: number,
) {
  const team = await readableTeam(db, caller, teamId);
  const from = addDays(team.starts_on, (week - 1) * 7);
  const to = addDays(from, 6);
  const [work] = await db.query('SELECT * FROM team_works WHERE team_id = ? AND week = ?', [
    teamId,
    week,
  ]);
  const members: Array<Record<string, string | number | null>> = await db.query(
    `SELECT u.id, u.first_name, u.last_name, u.image_url,
            COALESCE(SUM(e.total_points), 0) AS points,
            COUNT(DISTINCT CASE WHEN e.total_points > 0 THEN e.id END) AS days_logged,
            (SELECT COUNT(*) FROM entry_activities ea JOIN entries e2 ON e2.id = ea.entry_id
              WHERE e2.user_id = u.id AND e2.recorded_on BETWEEN ? AND ?) AS activities_logged,
            COALESCE((SELECT m.segments FROM team_work_members m
              WHERE m.team_work_id = ? AND m.user_id = u.id), 0) AS segments
       FROM users u LEFT JOIN entries e ON e.user_id = u.id AND e.recorded_on BETWEEN ? AND ?
      WHERE u.team_id = ? GROUP BY u.id ORDER BY points DESC, u.id`,
    [from, to, work?.id ?? 0, from, to, teamId],
  );
  return {
    team: { id: Number(team.id), name: team.name, week, starts_on: from, ends_on: to },
    work: work ? teamWorkView(work) : null,
    members: members.map((row) => ({
      user_id: Number(row.id),
      profile: {
        first_name: String(row.first_name),
        last_name: String(row.last_name),
        full_name: `${row.first_name} ${row.last_name}`,
        image_url: row.image_url === null ? null : String(row.image_url),
      },
      points: Number(row.points),
      days_logged: Number(row.days_logged),
      activities_logged: Number(row.activities_logged),
      segments: Number(row.segments),
    })),
  };
}

/**
 * GET /teams/weekly_winners?wk=N: the teams of the current competition whose week-N work is
 * complete, first completed first. `status`: winners; in_progress (the week has not ended and
 * no one has finished yet); no_winners (the week is over and no one finished).
 */
export async function weeklyWinners(db: DataSource, caller: Caller, week: number, limit: number) {
  const competition = await currentCompetition(db, caller.promotion_id);
  if (!competition) return { rows: [], total: 0, status: 'no_winners' as const };
  const rows: Array<Record<string, unknown>> = await db.query(
    `SELECT w.*, t.name FROM team_works w JOIN teams t ON t.id = w.team_id
      WHERE w.competition_id = ? AND w.week = ? AND w.completed_at IS NOT NULL AND t.status <> ?
      ORDER BY w.completed_at, w.id LIMIT ?`,
    [competition.id, week, TEAM_STATUS.deleted, limit],
  );
  const weekOver = competition.after_competition || competition.current_week > week;
  const status = rows.length > 0 ? 'winners' : weekOver ? 'no_winners' : 'in_progress';
  return {
    rows: rows.map((row, index) => ({
      rank: index + 1,
      team: { id: Number(row.team_id), name: String(row.name) },
      work: teamWorkView(row),
    })),
    total: rows.length,
    status: status as 'winners' | 'in_progress' | 'no_winners',
  };
}

/**
 * A team's week work the caller may read: a completed one by everyone of the promotion (the
 * awards showcase), one in progress by its members and staff only; else 404.
 */
async function readableTeamWork(db: DataSource, caller: Caller, workId: number) {
  const [row] = await db.query(
    `SELECT w.*, t.name FROM team_works w JOIN teams t ON t.id = w.team_id
      WHERE w.id = ? AND w.promotion_id = ?`,
    [workId, caller.promotion_id],
  );
  if (!row) throw notFound('Work');
  if (row.completed_at === null && !isStaff(caller)) {
    const [member] = await db.query('SELECT id FROM users WHERE id = ? AND team_id = ?', [
      caller.id,
      row.team_id,
    ]);
    if (!member) throw notFound('Work');
  }
  return row as Record<string, unknown>;
}

/** GET /work/{id}?team=true: a team's week work (readableTeamWork's rule). */
export async function teamWorkOf(db: DataSource, caller: Caller, workId: number) {
  const row = await readableTeamWork(db, caller, workId);
  return { ...teamWorkView(row), team: { id: Number(row.team_id), name: String(row.name) } };
}

/**
 * What GET /work/{id}/image?team=true renders: the week work's picture with the segments its
 * members added uncovered (readableTeamWork's rule; 404 while it has no picture).
 */
export async function teamWorkPicture(db: DataSource, caller: Caller, workId: number) {
  const row = await readableTeamWork(db, caller, workId);
  if (row.style_image_id === null) throw notFound('Work image');
  return {
    work: {
      kind: 'team-work' as const,
      id: Number(row.id),
      style_image_id: Number(row.style_image_id),
    },
    segments_available: Number(row.segments_available),
  };
}
