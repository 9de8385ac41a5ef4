import {
  containing,
  daysCounted,
  notFound,
  rankCompetitionTeams,
  readCompetitionPage,
} from '@wellness/platform';
import type { CompetitionRow } from '@wellness/platform';
import type { TeamScoringRule } from '@wellness/schema';
import type { DataSource } from 'typeorm';
import { SEARCH_CANDIDATES } from './context';
import type { BoardQuery } from './context';
import { locationIds } from './locations';

/** A row of a competition's team board (README, "Team board of a competition"). */
export interface CompetitionBoardRow {
  id: number;
  name: string;
  /** What the board orders by under the competition's rule. */
  score: number;
  rank: number;
  total_points: number;
  /** The total over the counted members, one decimal. */
  avg_points: number;
  /** That average as a percentage of the points a member could have earned so far. */
  percent_of_possible: number;
  completed_works_count: number;
  member_count: number;
}

interface CompetitionFacts {
  id: number;
  scoring_rule: TeamScoringRule;
  competition_starts_on: string;
  competition_ends_on: string;
  freeze_team_scores: number;
  freeze_team_scores_on: string | null;
  entry_points: number;
  max_activities_day: number;
  top_activity: number | null;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The competition of the caller's promotion with what its percentages need; else 404. */
async function competitionFacts(db: DataSource, promotionId: number, id: number) {
  const [row]: CompetitionFacts[] = await db.query(
    `SELECT c.id, c.scoring_rule, c.freeze_team_scores,
            DATE_FORMAT(c.competition_starts_on, '%Y-%m-%d') AS competition_starts_on,
            DATE_FORMAT(c.competition_ends_on, '%Y-%m-%d') AS competition_ends_on,
            DATE_FORMAT(c.freeze_team_scores_on, '%Y-%m-%d') AS freeze_team_scores_on,
            p.entry_points, p.max_activities_day,
            (SELECT MAX(ROUND(a.point_value * a.multiplier)) FROM activities a
              WHERE a.promotion_id = p.id) AS top_activity
       FROM competitions c JOIN promotions p ON p.id = c.promotion_id
      WHERE c.id = ? AND c.promotion_id = ?`,
    [id, promotionId],
  );
  if (!row) throw notFound('Competition');
  return row;
}

/**
 * The points a member could have earned so far (README): the days counted (from the start to
 * today, never past the end or the freeze date) times a day's most, the entry points plus
 * max_activities_day of the promotion's most valuable activity.
 */
function pointsPossible(facts: CompetitionFacts, today: string) {
  const perDay =
    Number(facts.entry_points) + Number(facts.max_activities_day) * Number(facts.top_activity ?? 0);
  return (
    daysCounted({
      competition_starts_on: facts.competition_starts_on,
      competition_ends_on: facts.competition_ends_on,
      freeze_team_scores: Boolean(Number(facts.freeze_team_scores)),
      freeze_team_scores_on: facts.freeze_team_scores_on,
      today,
      points_possible_per_day: perDay,
    }) * perDay
  );
}

async function teamsOf(db: DataSource, ids: number[]) {
  if (ids.length === 0) return new Map<number, { name: string; works: number }>();
  const rows: Array<{ id: number; name: string; completed_works_count: number }> = await db.query(
    'SELECT id, name, completed_works_count FROM teams WHERE id IN (?)',
    [ids],
  );
  return new Map(
    rows.map((row) => [Number(row.id), { name: row.name, works: row.completed_works_count }]),
  );
}

/** Teams of the competition with a counted member at or below the location (at most 1,000). */
async function teamsAtLocation(
  db: DataSource,
  query: BoardQuery,
  competitionId: number,
  at: number,
) {
  const places = [...(await locationIds(db, query.promotionId, at))];
  const rows: Array<{ id: number }> = await db.query(
    `SELECT DISTINCT t.id FROM users u JOIN teams t ON t.id = u.team_id
      WHERE u.promotion_id = ? AND u.location_id IN (?) AND t.competition_id = ? LIMIT ?`,
    [query.promotionId, places, competitionId, SEARCH_CANDIDATES],
  );
  return rows.map((row) => Number(row.id));
}

/** The teams a search or a location keeps (null: the whole board), intersected when both. */
async function filteredTeams(
  db: DataSource,
  query: BoardQuery,
  competitionId: number,
  location?: number,
) {
  if (!query.search && location === undefined) return null;
  let ids: number[] | null = null;
  if (query.search) {
    const rows: Array<{ id: number }> = await db.query(
      'SELECT id FROM teams WHERE competition_id = ? AND promotion_id = ? AND name LIKE ? LIMIT ?',
      [competitionId, query.promotionId, containing(query.search), SEARCH_CANDIDATES],
    );
    ids = rows.map((row) => Number(row.id));
  }
  if (location !== undefined) {
    const placed = new Set(await teamsAtLocation(db, query, competitionId, location));
    ids = ids === null ? [...placed] : ids.filter((id) => placed.has(id));
  }
  return ids!;
}

/**
 * A competition's team board (spec 1 s7 `GET /competitions/{id}/leaderboard`): a page of its
 * sorted set, ordered by the competition's scoring rule, with total points, average, the
 * percentage of the possible and completed works on every row; `location` keeps the teams with
 * a member at or below it and `search` those whose name contains it, ranks staying the whole
 * board's.
 */
export async function competitionBoard(
  query: BoardQuery,
  competitionId: number,
  today: string,
  location?: number,
) {
  const { db, redis, prefix, promotionId, callerId, offset, limit } = query;
  const facts = await competitionFacts(db, promotionId, competitionId);
  const ids = await filteredTeams(db, query, competitionId, location);
  const page = await readCompetitionPage(db, redis, prefix, promotionId, competitionId, {
    offset,
    limit: ids === null ? limit : 0,
    callerId,
  });
  let rows = page.rows;
  let total = page.total;
  if (ids !== null) {
    const ranked = await rankCompetitionTeams(redis, prefix, promotionId, competitionId, ids);
    ranked.sort((a, b) => a.rank - b.rank || b.id - a.id);
    rows = ranked.slice(offset, offset + limit);
    total = ranked.length;
  }
  const possible = pointsPossible(facts, today);
  const teams = await teamsOf(
    db,
    [...rows, ...(page.me ? [page.me] : [])].map((row) => row.id),
  );
  const shape = (row: CompetitionRow): CompetitionBoardRow | null => {
    const team = teams.get(row.id);
    if (!team) return null;
    const average = row.members > 0 ? row.points / row.members : 0;
    return {
      id: row.id,
      name: team.name,
      score: row.score,
      rank: row.rank,
      total_points: row.points,
      avg_points: oneDecimal(average),
      percent_of_possible: possible > 0 ? oneDecimal((average / possible) * 100) : 0,
      completed_works_count: Number(team.works),
      member_count: row.members,
    };
  };
  return {
    rows: rows.flatMap((row) => shape(row) ?? []),
    total,
    me: page.me ? shape(page.me) : null,
    scoring_rule: facts.scoring_rule,
  };
}
