import type { Redis } from 'ioredis';
import { TEAM_STATUS } from '@wellness/schema';
import { PARTICIPANT_ROLES } from '../access';
import { BOARDS, boardKey, idOf, memberOf, readyKey } from './keys';
import type { Board, Sql } from './keys';
import { TOP_LOCATION_SQL } from './state';

/** Rows read and written per round trip while rebuilding. */
const BATCH = 20_000;

type Scores = Map<number, number>;

/** Every opted-in participant's score, read in id order a batch at a time. */
async function individualScores(sql: Sql, promotionId: number, each: (rows: Scores) => unknown) {
  let after = 0;
  for (;;) {
    const rows = (await sql.query(
      `SELECT id, total_points FROM users
        WHERE promotion_id = ? AND opted_in_individual_leaderboard = 1 AND role IN (?) AND id > ?
        ORDER BY id LIMIT ?`,
      [promotionId, [...PARTICIPANT_ROLES], after, BATCH],
    )) as Array<{ id: number; total_points: number }>;
    if (rows.length === 0) return;
    await each(new Map(rows.map((row) => [Number(row.id), Number(row.total_points)])));
    after = Number(rows[rows.length - 1].id);
  }
}

/** Every team that is not deleted, with the sum of its participants' points. */
async function teamScores(sql: Sql, promotionId: number): Promise<Scores> {
  const rows = (await sql.query(
    `SELECT t.id, COALESCE(SUM(u.total_points), 0) AS score FROM teams t
       LEFT JOIN users u ON u.team_id = t.id AND u.role IN (?)
      WHERE t.promotion_id = ? AND t.status <> ? GROUP BY t.id`,
    [[...PARTICIPANT_ROLES], promotionId, TEAM_STATUS.deleted],
  )) as Array<{ id: number; score: number }>;
  return new Map(rows.map((row) => [Number(row.id), Number(row.score)]));
}

/** Every top-level location, with the sum of the points of participants anywhere below it. */
async function locationScores(sql: Sql, promotionId: number): Promise<Scores> {
  const [tops, sums] = (await Promise.all([
    sql.query('SELECT id FROM locations WHERE promotion_id = ? AND parent_id IS NULL', [
      promotionId,
    ]),
    sql.query(
      `SELECT top_location_id AS id, SUM(total_points) AS score FROM (
         SELECT u.total_points, ${TOP_LOCATION_SQL} AS top_location_id FROM users u
          WHERE u.promotion_id = ? AND u.location_id IS NOT NULL AND u.role IN (?)
       ) placed WHERE top_location_id IS NOT NULL GROUP BY top_location_id`,
      [promotionId, [...PARTICIPANT_ROLES]],
    ),
  ])) as [Array<{ id: number }>, Array<{ id: number; score: number }>];
  const scores: Scores = new Map(tops.map((row) => [Number(row.id), 0]));
  for (const row of sums)
    if (scores.has(Number(row.id))) scores.set(Number(row.id), Number(row.score));
  return scores;
}

async function writeScores(redis: Redis, key: string, scores: Scores) {
  if (scores.size === 0) return;
  const args: Array<string | number> = [];
  for (const [id, score] of scores) args.push(score, memberOf(id));
  await redis.zadd(key, ...args);
}

/**
 * Rebuilds a promotion's three sorted sets from MySQL: each is written under a temporary key
 * and renamed over the live one, so readers never see a half-built board. A change applied
 * to the live set while its rebuild runs can be overwritten; `checkBoards` finds such drift
 * and a rebuild (or the next change of that user) mends it.
 */
export async function rebuildBoards(sql: Sql, redis: Redis, prefix: string, promotionId: number) {
  const temporary = (board: Board) => `${boardKey(prefix, promotionId, board)}:building`;
  await redis.del(...BOARDS.map(temporary));
  await individualScores(sql, promotionId, (rows) =>
    writeScores(redis, temporary('individual'), rows),
  );
  await writeScores(redis, temporary('team'), await teamScores(sql, promotionId));
  await writeScores(redis, temporary('location'), await locationScores(sql, promotionId));
  const built = await Promise.all(BOARDS.map((board) => redis.exists(temporary(board))));
  // One MULTI: readers see the old boards or the new ones, never none.
  const swap = redis.multi();
  BOARDS.forEach((board, index) => {
    const live = boardKey(prefix, promotionId, board);
    // An empty board has no key: the live one is removed instead of renamed over.
    if (built[index]) swap.rename(temporary(board), live);
    else swap.del(live);
  });
  swap.set(readyKey(prefix, promotionId), String(Date.now()));
  await swap.exec();
}

/** Rebuilds every promotion's boards (the participant service does it on start). */
export async function rebuildAllBoards(sql: Sql, redis: Redis, prefix: string) {
  const promotions = (await sql.query('SELECT id FROM promotions ORDER BY id')) as Array<{
    id: number;
  }>;
  for (const { id } of promotions) await rebuildBoards(sql, redis, prefix, Number(id));
}

const building = new Map<string, Promise<void>>();

/** Builds a promotion's boards when they were never built (or Redis lost them). */
export async function ensureBoards(sql: Sql, redis: Redis, prefix: string, promotionId: number) {
  if (await redis.exists(readyKey(prefix, promotionId))) return;
  const key = readyKey(prefix, promotionId);
  let pending = building.get(key);
  if (!pending) {
    pending = rebuildBoards(sql, redis, prefix, promotionId).finally(() => building.delete(key));
    building.set(key, pending);
  }
  await pending;
}

export interface BoardDifference {
  board: Board;
  id: number;
  mysql: number | null;
  redis: number | null;
}

/**
 * Compares a promotion's sorted sets with what MySQL says now, member by member (a full
 * read of both: an operations check and the tests' proof, not a request path).
 */
export async function checkBoards(
  sql: Sql,
  redis: Redis,
  prefix: string,
  promotionId: number,
): Promise<BoardDifference[]> {
  const individual: Scores = new Map();
  await individualScores(sql, promotionId, (rows) => {
    for (const [id, score] of rows) individual.set(id, score);
  });
  const expected: Record<Board, Scores> = {
    individual,
    team: await teamScores(sql, promotionId),
    location: await locationScores(sql, promotionId),
  };
  const differences: BoardDifference[] = [];
  for (const board of BOARDS) {
    const flat = await redis.zrange(boardKey(prefix, promotionId, board), 0, -1, 'WITHSCORES');
    const actual: Scores = new Map();
    for (let i = 0; i < flat.length; i += 2) actual.set(idOf(flat[i]), Number(flat[i + 1]));
    for (const id of new Set([...expected[board].keys(), ...actual.keys()])) {
      const mysql = expected[board].get(id) ?? null;
      const stored = actual.get(id) ?? null;
      if (mysql !== stored) differences.push({ board, id, mysql, redis: stored });
    }
  }
  return differences;
}
