import { randomInt } from 'node:crypto';
import type { Redis } from 'ioredis';
import { TEAM_STATUS } from '@wellness/schema';
import type { Role } from '@wellness/schema';
import { PARTICIPANT_ROLES } from '../access';
import {
  boardScore,
  competitionKeys,
  competitionTeamPoints,
  competitionsOf,
} from './competition-keys';
import {
  BOARDS,
  boardKey,
  contextKey,
  friendsBoardKey,
  memberOf,
  namesKey,
  readyKey,
  versionsKey,
} from './keys';
import type { Board, Sql } from './keys';

/** Rows read and written per round trip while rebuilding. */
const BATCH = 20_000;

export type Scores = Map<number, number>;

interface UserRow {
  id: number;
  total_points: number;
  role: Role;
  opted_in_individual_leaderboard: number;
  opted_in_friends_leaderboard: number;
  team_id: number | null;
  location_id: number | null;
}

/**
 * The promotion's users in primary-key order, a batch at a time: one sequential pass (a
 * GROUP BY over a million users reads them in index order, one page at a time, and takes
 * a minute on a small buffer pool; this takes seconds).
 */
async function scanUsers(sql: Sql, promotionId: number, each: (rows: UserRow[]) => unknown) {
  let after = 0;
  for (;;) {
    const rows = (await sql.query(
      `SELECT id, total_points, role, opted_in_individual_leaderboard,
              opted_in_friends_leaderboard, team_id, location_id
         FROM users FORCE INDEX (PRIMARY) WHERE promotion_id = ? AND id > ? ORDER BY id LIMIT ?`,
      [promotionId, after, BATCH],
    )) as UserRow[];
    if (rows.length === 0) return;
    await each(rows);
    after = Number(rows[rows.length - 1].id);
  }
}

/** Each location's top-level location (the tree has three levels); tops map to themselves. */
async function topLocations(sql: Sql, promotionId: number) {
  const rows = (await sql.query('SELECT id, parent_id FROM locations WHERE promotion_id = ?', [
    promotionId,
  ])) as Array<{ id: number; parent_id: number | null }>;
  const parent = new Map(rows.map((row) => [Number(row.id), row.parent_id]));
  const top = new Map<number, number>();
  for (const { id } of rows) {
    let at = Number(id);
    for (let level = 0; level < 3 && parent.get(at) != null; level += 1) {
      at = Number(parent.get(at));
    }
    top.set(Number(id), at);
  }
  return top;
}

/** The people of one batch on the individual board and on the friends board, by score. */
interface PeopleScores {
  individual: Scores;
  friends: Scores;
}

/**
 * What the boards hold according to MySQL, in one pass over the users: each opted-in
 * participant's score on the individual and the friends board (handed to `people` a batch at
 * a time), every team that is not
 * deleted with its participants' sum, every top-level location with the sum of the
 * participants anywhere below it.
 */
export async function boardScores(
  sql: Sql,
  promotionId: number,
  people: (scores: PeopleScores) => unknown,
): Promise<{ team: Scores; location: Scores; members: Scores }> {
  const teams = (await sql.query('SELECT id FROM teams WHERE promotion_id = ? AND status <> ?', [
    promotionId,
    TEAM_STATUS.deleted,
  ])) as Array<{ id: number }>;
  const team: Scores = new Map(teams.map((row) => [Number(row.id), 0]));
  const members: Scores = new Map();
  const tops = await topLocations(sql, promotionId);
  const location: Scores = new Map();
  for (const [id, top] of tops) if (id === top) location.set(id, 0);
  await scanUsers(sql, promotionId, async (rows) => {
    const scores: PeopleScores = { individual: new Map(), friends: new Map() };
    for (const row of rows) {
      if (!PARTICIPANT_ROLES.includes(row.role)) continue;
      const points = Number(row.total_points);
      if (row.opted_in_individual_leaderboard) scores.individual.set(Number(row.id), points);
      if (row.opted_in_friends_leaderboard) scores.friends.set(Number(row.id), points);
      const teamId = row.team_id === null ? null : Number(row.team_id);
      if (teamId !== null && team.has(teamId)) {
        team.set(teamId, team.get(teamId)! + points);
        members.set(teamId, (members.get(teamId) ?? 0) + 1);
      }
      const top = row.location_id === null ? undefined : tops.get(Number(row.location_id));
      if (top !== undefined && location.has(top)) location.set(top, location.get(top)! + points);
    }
    await people(scores);
  });
  return { team, location, members };
}

/** What a competition's board holds according to MySQL: by team, its score, points, members. */
export async function competitionBoards(sql: Sql, promotionId: number, members: Scores) {
  const boards = [];
  for (const competition of await competitionsOf(sql, promotionId)) {
    const points = await competitionTeamPoints(sql, competition);
    const counts: Scores = new Map([...points.keys()].map((id) => [id, members.get(id) ?? 0]));
    const scores: Scores = new Map(
      [...points].map(([id, sum]) => [
        id,
        boardScore(competition.scoring_rule, sum, counts.get(id)!),
      ]),
    );
    boards.push({
      id: competition.id,
      keys: competitionKeys('', promotionId, competition.id),
      points,
      counts,
      scores,
    });
  }
  return boards;
}

async function writeHash(redis: Redis, key: string, values: Scores) {
  let args: Array<string | number> = [];
  for (const [id, value] of values) {
    args.push(memberOf(id), value);
    if (args.length >= ZADD_BATCH * 2) {
      await redis.hset(key, ...args);
      args = [];
    }
  }
  if (args.length) await redis.hset(key, ...args);
}

/** Members per ZADD: a bounded argument list (a spread of 100,000 teams overflows the stack). */
const ZADD_BATCH = 5_000;

async function writeScores(redis: Redis, key: string, scores: Scores) {
  let args: Array<string | number> = [];
  for (const [id, score] of scores) {
    args.push(score, memberOf(id));
    if (args.length >= ZADD_BATCH * 2) {
      await redis.zadd(key, ...args);
      args = [];
    }
  }
  if (args.length) await redis.zadd(key, ...args);
}

/**
 * Rebuilds a promotion's sorted sets (the three boards, the friends board's scores and each
 * competition's) from MySQL: each is written under a temporary key
 * and renamed over the live one, so readers never see a half-built board. A change applied
 * to the live set while its rebuild runs can be overwritten; `checkBoards` finds such drift
 * and a rebuild (or the next change of that user) mends it.
 */
export async function rebuildBoards(sql: Sql, redis: Redis, prefix: string, promotionId: number) {
  const temporary = (board: Board) => `${boardKey(prefix, promotionId, board)}:building`;
  const friends = friendsBoardKey(prefix, promotionId);
  await redis.del(...BOARDS.map(temporary), `${friends}:building`);
  const { team, location, members } = await boardScores(sql, promotionId, async (scores) => {
    await writeScores(redis, temporary('individual'), scores.individual);
    await writeScores(redis, `${friends}:building`, scores.friends);
  });
  await writeScores(redis, temporary('team'), team);
  await writeScores(redis, temporary('location'), location);
  // Each competition's board (state.ts): its sorted set and its two hashes.
  const competitions = await competitionBoards(sql, promotionId, members);
  const staged: Array<[string, string]> = [[`${friends}:building`, friends]];
  for (const { keys, points, counts, scores } of competitions) {
    const live = (key: string) => `${prefix}${key}`;
    const parts: Array<[string, Scores, typeof writeHash]> = [
      [keys.board, scores, writeScores],
      [keys.points, points, writeHash],
      [keys.members, counts, writeHash],
    ];
    for (const [key, values, write] of parts) {
      await redis.del(`${live(key)}:building`);
      await write(redis, `${live(key)}:building`, values);
      staged.push([`${live(key)}:building`, live(key)]);
    }
  }
  const built = await Promise.all(BOARDS.map((board) => redis.exists(temporary(board))));
  const stagedBuilt = await Promise.all(staged.map(([from]) => redis.exists(from)));
  // One MULTI: readers see the old boards or the new ones, never none.
  const swap = redis.multi();
  BOARDS.forEach((board, index) => {
    const live = boardKey(prefix, promotionId, board);
    // An empty board has no key: the live one is removed instead of renamed over.
    if (built[index]) swap.rename(temporary(board), live);
    else swap.del(live);
  });
  staged.forEach(([from, to], index) => {
    if (stagedBuilt[index]) swap.rename(from, to);
    else swap.del(to);
  });
  // The read caches (keys.ts) start again from MySQL: a moved location moves whole subtrees.
  swap.del(contextKey(prefix, promotionId), ...BOARDS.map((b) => namesKey(prefix, promotionId, b)));
  // A new generation (keys.ts `versionsKey`): no page cached before this rebuild is used after.
  const base = randomInt(2 ** 47);
  swap.set(readyKey(prefix, promotionId), `${Date.now()}.${randomInt(2 ** 47)}`);
  swap.hset(versionsKey(prefix, promotionId), ...BOARDS.flatMap((board) => [board, base]));
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
