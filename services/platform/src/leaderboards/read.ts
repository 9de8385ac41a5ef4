import type { Redis } from 'ioredis';
import { luaScript } from '../lua';
import { boardKey, contextKey, idOf, memberOf, namesKey } from './keys';
import type { Board, Sql } from './keys';
import { fillNames } from './names';
import type { NamedRow } from './names';
import { ensureBoards } from './rebuild';
import { boardStateOf, contextOf } from './state';
import { CALLER, VERSION, scriptCall, standingOf } from './standing';
import type { BoardStanding, BoardWindow } from './standing';

/**
 * One round trip for a page, its names and the caller's standing: the page (highest first),
 * how many score above its first row, the board's size, the caller's score and how many score
 * above it, the page's cached names (HMGET, in chunks: Lua unpacks at most a few thousand)
 * and, on the team and location boards, the caller's context (KEYS[3]) that names their
 * member, and the board's version (standing.ts `VERSION`); false when the boards were never
 * built. Every command is O(log N + page), so the answer does not grow with the board.
 */
const readPage = luaScript(`${VERSION}
local rows = {}
if tonumber(ARGV[2]) >= tonumber(ARGV[1]) then
  rows = redis.call('ZREVRANGE', KEYS[1], ARGV[1], ARGV[2], 'WITHSCORES')
end
local above = 0
if #rows > 0 then above = redis.call('ZCOUNT', KEYS[1], '(' .. rows[2], '+inf') end
local total = redis.call('ZCARD', KEYS[1])
${CALLER}
local names = {}
local members = {}
for i = 1, #rows, 2 do
  members[#members + 1] = rows[i]
  if #members == 1000 or i + 1 == #rows then
    for _, name in ipairs(redis.call('HMGET', KEYS[4], unpack(members))) do
      names[#names + 1] = name
    end
    members = {}
  end
end
return {rows, above, total, mine, mineAbove, names, context, me, version}`);

/** The rank of each score: 1 + the number of higher scores (ties share a rank). */
const rankScores = luaScript(`
local out = {}
for i, member in ipairs(ARGV) do
  local score = redis.call('ZSCORE', KEYS[1], member)
  if score then out[i] = {score, redis.call('ZCOUNT', KEYS[1], '(' .. score, '+inf') + 1}
  else out[i] = false end
end
return out`);

export interface RankedId {
  id: number;
  score: number;
  rank: number;
}

export interface BoardPage {
  /** `name`: the cached or loaded name (see `names`), null when none was asked for. */
  rows: NamedRow[];
  total: number;
  /** The caller's (or their team's or location's) row and standing; null when not on it. */
  me: BoardStanding['me'];
  /** The board's version this page was read at (keys.ts `versionsKey`); '' when unknown. */
  version: string;
}

export interface PageWindow extends BoardWindow {
  /** The names of members the cache lacks, by primary key, as the cache stores them. */
  names?: (ids: number[]) => Promise<Map<number, string>>;
}

type PageReply = [
  string[],
  number,
  number,
  string | null,
  number,
  Array<string | null>,
  string | null,
  string,
  string,
];

/**
 * A page of a board: `offset` rows skipped, `limit` rows, ties sharing a rank, and the
 * caller's standing, in one Redis call when the caches hold the caller's context and the
 * page's names. A miss costs one primary-key read: the caller's context is added and the
 * call repeated; missing names are loaded and cached. Boards never built (a new Redis, a
 * flushed one) are rebuilt from MySQL first.
 */
export async function readBoardPage(
  sql: Sql,
  redis: Redis,
  prefix: string,
  promotionId: number,
  board: Board,
  window: PageWindow,
): Promise<BoardPage> {
  const { offset, callerId } = window;
  const read = async () =>
    (await readPage(redis, ...scriptCall(prefix, promotionId, board, window))) as PageReply | null;
  let reply = await read();
  if (!reply) {
    await ensureBoards(sql, redis, prefix, promotionId);
    reply = (await read())!;
  }
  if (board !== 'individual' && callerId !== null && reply[6] === null) {
    // HSETNX: a change written meanwhile (applyBoardChange) is newer than this read.
    const state = await boardStateOf(sql, callerId);
    await redis.hsetnx(contextKey(prefix, promotionId), memberOf(callerId), contextOf(state));
    reply = (await read()) ?? reply;
  }
  const [flat, above, total, mine, mineAbove, cached, , meMember, version] = reply;
  const rows: BoardPage['rows'] = [];
  let rank = Number(above) + 1;
  for (let i = 0; i < flat.length; i += 2) {
    const score = Number(flat[i + 1]);
    if (rows.length > 0 && score !== rows[rows.length - 1].score) rank = offset + i / 2 + 1;
    rows.push({ id: idOf(flat[i]), score, rank, name: cached[i / 2] ?? null });
  }
  if (window.names)
    await fillNames(redis, namesKey(prefix, promotionId, board), rows, window.names);
  return { rows, total: Number(total), me: standingOf(mine, mineAbove, meMember), version };
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
  const reply = (await rankScores(
    redis,
    [boardKey(prefix, promotionId, board)],
    ids.map(memberOf),
  )) as Array<[string, number] | null>;
  return ids.flatMap((id, index) => {
    const hit = reply[index];
    return hit ? [{ id, score: Number(hit[0]), rank: Number(hit[1]) }] : [];
  });
}
