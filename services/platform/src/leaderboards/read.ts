import type { Redis } from 'ioredis';
import { luaScript } from '../lua';
import {
  NAMES_TTL_SECONDS,
  boardKey,
  contextKey,
  idOf,
  memberOf,
  namesKey,
  readyKey,
  versionsKey,
} from './keys';
import type { Board, Sql } from './keys';
import { ensureBoards } from './rebuild';
import { boardStateOf, contextOf } from './state';

/**
 * One round trip for a page, its names and the caller's standing: the page (highest first),
 * how many score above its first row, the board's size, the caller's score and how many score
 * above it, the page's cached names (HMGET, in chunks: Lua unpacks at most a few thousand)
 * and, on the team and location boards, the caller's context (KEYS[3]) that names their
 * member, and the board's version (VERSION, keys.ts `versionsKey`); false when the boards were
 * never built. Every command is O(log N + page), so the answer does not grow with the board.
 */
const VERSION = `
local ready = redis.call('GET', KEYS[2])
if not ready then return false end
local version = redis.call('HGET', KEYS[5], ARGV[4])
if version then version = ready .. ':' .. version else version = '' end`;

/** The caller's member on the board (their own, or their team's or top-level location's). */
const CALLER = `
local me = ARGV[3]
local context = false
if ARGV[4] ~= 'individual' and me ~= '' then
  context = redis.call('HGET', KEYS[3], me)
  me = ''
  if context then
    local team, top = string.match(context, '^(%d*),(%d*)$')
    if ARGV[4] == 'team' then me = team else me = top end
  end
end
local mine = false
local mineAbove = -1
if me ~= '' then
  mine = redis.call('ZSCORE', KEYS[1], me)
  if mine then mineAbove = redis.call('ZCOUNT', KEYS[1], '(' .. mine, '+inf') end
end`;

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

/**
 * The caller's standing and the board's version, without the page: what a read needs when
 * this process holds the page at that version (`BoardPageCache`). Same keys and arguments as
 * readPage; false when the boards were never built.
 */
const readStanding = luaScript(`${VERSION}
${CALLER}
return {mine, mineAbove, context, me, version}`);

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
  rows: Array<RankedId & { name: string | null }>;
  total: number;
  /** The caller's (or their team's or location's) row and standing; null when not on it. */
  me: { id: number; rank: number; score: number } | null;
  /** The board's version this page was read at (keys.ts `versionsKey`); '' when unknown. */
  version: string;
}

export interface PageWindow {
  offset: number;
  limit: number;
  /** Who asks: their own standing, or their team's or top-level location's; null: none. */
  callerId: number | null;
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

type StandingReply = [string | null, number, string | null, string, string, string?];

/**
 * readStanding for the user a session names (KEYS[6], the record's `user_id`), so that it
 * can leave with the session read itself (the platform's `alongsideSession`); the user's id
 * comes back last, for the caller to check it against the signed-in user.
 */
const readSessionStanding = luaScript(`${VERSION}
local raw = redis.call('GET', KEYS[6])
if not raw then return false end
local user = cjson.decode(raw).user_id
if type(user) ~= 'number' then return false end
ARGV[3] = string.format('%010d', user)
${CALLER}
return {mine, mineAbove, context, me, version, tostring(user)}`);

/** The script keys and arguments of one board read (readPage and readStanding). */
function scriptCall(
  prefix: string,
  promotionId: number,
  board: Board,
  window: Pick<PageWindow, 'offset' | 'limit' | 'callerId'>,
): [string[], Array<string | number>] {
  const { offset, limit, callerId } = window;
  return [
    [
      boardKey(prefix, promotionId, board),
      readyKey(prefix, promotionId),
      contextKey(prefix, promotionId),
      namesKey(prefix, promotionId, board),
      versionsKey(prefix, promotionId),
    ],
    [offset, offset + limit - 1, callerId === null ? '' : memberOf(callerId), board],
  ];
}

const standingOf = (mine: string | null, mineAbove: number, meMember: string) =>
  mine === null ? null : { id: idOf(meMember), rank: Number(mineAbove) + 1, score: Number(mine) };

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

/**
 * The caller's standing and the board's version, in one Redis call without the page; null
 * when the page must be read instead (boards never built, the caller's team or location not
 * cached yet, or no version known).
 */
export async function readBoardStanding(
  redis: Redis,
  prefix: string,
  promotionId: number,
  board: Board,
  window: Pick<PageWindow, 'offset' | 'limit' | 'callerId'>,
): Promise<BoardStanding | null> {
  const reply = (await readStanding(
    redis,
    ...scriptCall(prefix, promotionId, board, window),
  )) as StandingReply | null;
  return standingFrom(board, reply);
}

/** The caller's standing on a board and the board's version (readBoardStanding). */
export interface BoardStanding {
  me: BoardPage['me'];
  version: string;
  /** Whose standing it is (readSessionBoardStanding). */
  userId?: number;
}

function standingFrom(board: Board, reply: StandingReply | null): BoardStanding | null {
  if (!reply) return null;
  const [mine, mineAbove, context, meMember, version, user] = reply;
  if (!version) return null;
  if (board !== 'individual' && context === null) return null;
  const standing = { me: standingOf(mine, mineAbove, meMember), version };
  return user === undefined ? standing : { ...standing, userId: Number(user) };
}

/**
 * readBoardStanding for the user of a session (`sessionKey`), before the session is checked:
 * meant to be started with the session read (the platform's `alongsideSession`) and used only
 * once the request is authorized, when `userId` is the signed-in user's.
 */
export async function readSessionBoardStanding(
  redis: Redis,
  prefix: string,
  promotionId: number,
  board: Board,
  sessionKey: string,
): Promise<BoardStanding | null> {
  const [keys, args] = scriptCall(prefix, promotionId, board, {
    offset: 0,
    limit: 0,
    callerId: null,
  });
  const reply = (await readSessionStanding(
    redis,
    [...keys, sessionKey],
    args,
  )) as StandingReply | null;
  return standingFrom(board, reply);
}

/** Loads the names the cache lacked and caches them (the hash lives NAMES_TTL_SECONDS). */
async function fillNames(
  redis: Redis,
  key: string,
  rows: BoardPage['rows'],
  load: (ids: number[]) => Promise<Map<number, string>>,
) {
  const missing = rows.filter((row) => row.name === null);
  if (missing.length === 0) return;
  const loaded = await load(missing.map((row) => row.id));
  const fields: string[] = [];
  for (const row of missing) {
    row.name = loaded.get(row.id) ?? null;
    if (row.name !== null) fields.push(memberOf(row.id), row.name);
  }
  if (fields.length === 0) return;
  await redis
    .multi()
    .hset(key, ...fields)
    .expire(key, NAMES_TTL_SECONDS, 'NX')
    .exec();
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
