import type { Redis } from 'ioredis';
import { boardKey, idOf, memberOf, readyKey } from './keys';
import type { Board, Sql } from './keys';
import { ensureBoards } from './rebuild';

/**
 * One round trip for a page and the caller's standing: the page (highest first), how many
 * score above its first row, the board's size, and the caller's score and how many score
 * above it; false when the boards were never built. Every command is O(log N + page), so the answer does not grow with the board.
 */
const PAGE_SCRIPT = `
if redis.call('EXISTS', KEYS[2]) == 0 then return false end
local rows = {}
if tonumber(ARGV[2]) >= tonumber(ARGV[1]) then
  rows = redis.call('ZREVRANGE', KEYS[1], ARGV[1], ARGV[2], 'WITHSCORES')
end
local above = 0
if #rows > 0 then above = redis.call('ZCOUNT', KEYS[1], '(' .. rows[2], '+inf') end
local total = redis.call('ZCARD', KEYS[1])
local mine = false
local mineAbove = -1
if ARGV[3] ~= '' then
  mine = redis.call('ZSCORE', KEYS[1], ARGV[3])
  if mine then mineAbove = redis.call('ZCOUNT', KEYS[1], '(' .. mine, '+inf') end
end
return {rows, above, total, mine, mineAbove}`;

/** The rank of each score: 1 + the number of higher scores (ties share a rank). */
const RANKS_SCRIPT = `
local out = {}
for i, member in ipairs(ARGV) do
  local score = redis.call('ZSCORE', KEYS[1], member)
  if score then out[i] = {score, redis.call('ZCOUNT', KEYS[1], '(' .. score, '+inf') + 1}
  else out[i] = false end
end
return out`;

export interface RankedId {
  id: number;
  score: number;
  rank: number;
}

export interface BoardPage {
  rows: RankedId[];
  total: number;
  /** The caller's (or their team's or location's) standing; null when not on the board. */
  me: { rank: number; score: number } | null;
}

type PageReply = [string[], number, number, string | null, number];

/**
 * A page of a board: `offset` rows skipped, `limit` rows, ties sharing a rank. Boards never
 * built (a new Redis, a flushed one) are rebuilt from MySQL first.
 */
export async function readBoardPage(
  sql: Sql,
  redis: Redis,
  prefix: string,
  promotionId: number,
  board: Board,
  window: { offset: number; limit: number; meId: number | null },
): Promise<BoardPage> {
  const { offset, limit, meId } = window;
  const read = async () =>
    (await redis.eval(
      PAGE_SCRIPT,
      2,
      boardKey(prefix, promotionId, board),
      readyKey(prefix, promotionId),
      offset,
      offset + limit - 1,
      meId === null ? '' : memberOf(meId),
    )) as PageReply | null;
  let reply = await read();
  if (!reply) {
    await ensureBoards(sql, redis, prefix, promotionId);
    reply = (await read())!;
  }
  const [flat, above, total, mine, mineAbove] = reply;
  const rows: RankedId[] = [];
  let rank = Number(above) + 1;
  for (let i = 0; i < flat.length; i += 2) {
    const score = Number(flat[i + 1]);
    if (rows.length > 0 && score !== rows[rows.length - 1].score) rank = offset + i / 2 + 1;
    rows.push({ id: idOf(flat[i]), score, rank });
  }
  const me = mine === null ? null : { rank: Number(mineAbove) + 1, score: Number(mine) };
  return { rows, total: Number(total), me };
}

/** The standing of the given ids (search results), in their order; off-board ids are left out. */
export async function rankIds(
  redis: Redis,
  prefix: string,
  promotionId: number,
  board: Board,
  ids: number[],
): Promise<RankedId[]> {
  if (ids.length === 0) return [];
  const reply = (await redis.eval(
    RANKS_SCRIPT,
    1,
    boardKey(prefix, promotionId, board),
    ...ids.map(memberOf),
  )) as Array<[string, number] | null>;
  return ids.flatMap((id, index) => {
    const hit = reply[index];
    return hit ? [{ id, score: Number(hit[0]), rank: Number(hit[1]) }] : [];
  });
}
