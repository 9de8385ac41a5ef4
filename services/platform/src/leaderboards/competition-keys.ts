import type { TeamScoringRule } from '@wellness/schema';
import { TEAM_STATUS } from '@wellness/schema';
import { PARTICIPANT_ROLES } from '../access';
import type { Sql } from './keys';

const PARTICIPANT_ROLE_LIST = [...PARTICIPANT_ROLES];

/**
 * A competition's team board (services/participant README, "Team board of a competition"):
 * a sorted set of its teams whose score is the competition's scoring rule's score, and two
 * hashes by team member, the counted points and the counted members, from which a change
 * recomputes the score in the same Lua call.
 */
export const competitionKeys = (prefix: string, promotionId: number, competitionId: number) => {
  const base = `${prefix}lb:${promotionId}:competition:${competitionId}`;
  return { board: base, points: `${base}:points`, members: `${base}:members` };
};

/**
 * The score a team has on the board: the sum, or the sum over the counted members under both
 * average rules (`average_percent` is that average over the points possible so far, the same
 * factor for every team on a read, so the order and the ties are the average's; the percentage
 * is computed when a page is read).
 */
export const boardScore = (rule: TeamScoringRule, points: number, members: number) =>
  rule === 'sum' ? points : members > 0 ? points / members : 0;

/**
 * The last day a competition counts, in SQL over `c` (competitions): its end, or the freeze
 * date when scores freeze. Days after today have no entries (logging refuses them), so the
 * stored sums need no "today": they stop changing after the freeze (or the end) by themselves.
 */
export const COUNTED_UNTIL_SQL = `LEAST(c.competition_ends_on, IF(c.freeze_team_scores AND
  c.freeze_team_scores_on IS NOT NULL, c.freeze_team_scores_on, c.competition_ends_on))`;

export interface CompetitionWindow {
  id: number;
  scoring_rule: TeamScoringRule;
  starts_on: string;
  counted_until: string;
}

/** The promotion's competitions with the window their boards count. */
export async function competitionsOf(sql: Sql, promotionId: number): Promise<CompetitionWindow[]> {
  const rows = (await sql.query(
    `SELECT c.id, c.scoring_rule, DATE_FORMAT(c.competition_starts_on, '%Y-%m-%d') AS starts_on,
            DATE_FORMAT(${COUNTED_UNTIL_SQL}, '%Y-%m-%d') AS counted_until
       FROM competitions c WHERE c.promotion_id = ? ORDER BY c.id`,
    [promotionId],
  )) as CompetitionWindow[];
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Each team of the competition that is not deleted, with its members' counted points. */
export async function competitionTeamPoints(sql: Sql, competition: CompetitionWindow) {
  const teams = (await sql.query('SELECT id FROM teams WHERE competition_id = ? AND status <> ?', [
    competition.id,
    TEAM_STATUS.deleted,
  ])) as Array<{ id: number }>;
  const points = new Map<number, number>(teams.map((row) => [Number(row.id), 0]));
  const sums = (await sql.query(
    `SELECT u.team_id, SUM(e.total_points) AS points
       FROM teams t JOIN users u ON u.team_id = t.id
       JOIN entries e ON e.user_id = u.id AND e.recorded_on BETWEEN ? AND ?
      WHERE t.competition_id = ? AND t.status <> ? AND u.role IN (?)
      GROUP BY u.team_id`,
    [
      competition.starts_on,
      competition.counted_until,
      competition.id,
      TEAM_STATUS.deleted,
      PARTICIPANT_ROLE_LIST,
    ],
  )) as Array<{ team_id: number; points: string | number }>;
  for (const row of sums) points.set(Number(row.team_id), Number(row.points));
  return points;
}
