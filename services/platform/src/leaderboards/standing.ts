import type { Redis } from 'ioredis';
import { luaScript } from '../lua';
import { boardKey, contextKey, idOf, memberOf, namesKey, readyKey, versionsKey } from './keys';
import type { Board } from './keys';

/**
 * The start of every board script: false when the boards were never built, else the board's
 * version (`version`: the `ready` generation and the board's field of keys.ts `versionsKey`).
 * KEYS: the board, ready, context, names, versions (`scriptCall`); ARGV[4] the board.
 */
export const VERSION = `
local ready = redis.call('GET', KEYS[2])
if not ready then return false end
local version = redis.call('HGET', KEYS[5], ARGV[4])
if version then version = ready .. ':' .. version else version = '' end`;

/** The caller's member on the board (their own, or their team's or top-level location's). */
export const CALLER = `
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

/**
 * The caller's standing and the board's version, without the page: what a read needs when
 * this process holds the page at that version (`BoardPageCache`). Same keys and arguments as
 * read.ts `readPage`; false when the boards were never built.
 */
const readStanding = luaScript(`${VERSION}
${CALLER}
return {mine, mineAbove, context, me, version}`);

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

type StandingReply = [string | null, number, string | null, string, string, string?];

/** Who reads which rows: `offset` rows skipped, `limit` rows, the caller (null: none). */
export interface BoardWindow {
  offset: number;
  limit: number;
  /** Who asks: their own standing, or their team's or top-level location's; null: none. */
  callerId: number | null;
}

/** The script keys and arguments of one board read (read.ts `readPage` and readStanding). */
export function scriptCall(
  prefix: string,
  promotionId: number,
  board: Board,
  window: BoardWindow,
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

/** The caller's row: `mineAbove` members score higher (ties share a rank). */
export const standingOf = (mine: string | null, mineAbove: number, meMember: string) =>
  mine === null ? null : { id: idOf(meMember), rank: Number(mineAbove) + 1, score: Number(mine) };

/** The caller's standing on a board and the board's version (readBoardStanding). */
export interface BoardStanding {
  me: ReturnType<typeof standingOf>;
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
 * The caller's standing and the board's version, in one Redis call without the page; null
 * when the page must be read instead (boards never built, the caller's team or location not
 * cached yet, or no version known).
 */
export async function readBoardStanding(
  redis: Redis,
  prefix: string,
  promotionId: number,
  board: Board,
  window: BoardWindow,
): Promise<BoardStanding | null> {
  const reply = (await readStanding(
    redis,
    ...scriptCall(prefix, promotionId, board, window),
  )) as StandingReply | null;
  return standingFrom(board, reply);
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
