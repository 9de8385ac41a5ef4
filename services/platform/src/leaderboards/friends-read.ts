import type { Redis } from 'ioredis';
import { luaScript } from '../lua';
import { NO_FRIEND, STORE_FRIEND_SET, loadFriendIds } from './friend-sets';
import {
  friendSetKey,
  friendSetVersionKey,
  friendsBoardKey,
  idOf,
  memberOf,
  namesKey,
  readyKey,
  versionsKey,
} from './keys';
import type { Sql } from './keys';
import type { NamedRow } from './names';
import { ensureBoards } from './rebuild';

/**
 * The friends board in one Redis call (services/participant README, "Leaderboards at scale"):
 * the caller's friend set (KEYS[3]; or, ARGV[4] 'given', the friends read from MySQL in
 * ARGV[6..], stored when the set's version KEYS[5] is still ARGV[5]), their scores and the
 * caller's on the friends board (KEYS[1], ZMSCORE: who is not on it is not shown), sorted by
 * score then newest account, ranked (ties share a rank), the page ARGV[1] rows on, ARGV[2]
 * rows, and the page's cached names (KEYS[4]). With KEYS[7], a session: only when it is the
 * caller's (ARGV[3]), else false. {'unbuilt'}: the boards were never built; {'missing',
 * version}: the friend set is not in Redis. Its cost is the caller's friends (at most
 * MAX_ALL_ROWS), never the promotion's participants.
 *
 * The page's version (the boards' generation, the individual board's version from KEYS[6],
 * which every score, opt-in and name change moves, and the friend set's version) comes back
 * last; when the caller already holds the page at that version (ARGV[5] in 'set' mode) and
 * the friend set is still there (a lost set is read from MySQL again, as before) the answer
 * is just {'same', version}, read without the sorting.
 */
const readFriends = luaScript(`${STORE_FRIEND_SET}
local me = ARGV[3]
if KEYS[7] then
  local raw = redis.call('GET', KEYS[7])
  if not raw then return false end
  local user = cjson.decode(raw).user_id
  if type(user) ~= 'number' or string.format('%010d', user) ~= me then return false end
end
local ready = redis.call('GET', KEYS[2])
if not ready then return {'unbuilt'} end
local version = ready .. ':' .. (redis.call('HGET', KEYS[6], 'individual') or '') .. ':' ..
  (redis.call('GET', KEYS[5]) or '')
if ARGV[4] == 'set' and ARGV[5] == version and redis.call('EXISTS', KEYS[3]) == 1 then
  return {'same', version}
end
local friends
if ARGV[4] == 'given' then
  storeFriendSet(3, 5, ARGV[5], 6)
  friends = {}
  for i = 6, #ARGV do friends[#friends + 1] = ARGV[i] end
else
  friends = redis.call('SMEMBERS', KEYS[3])
  if #friends == 0 then return {'missing', redis.call('GET', KEYS[5]) or ''} end
end
local people = {me}
for _, friend in ipairs(friends) do
  if friend ~= '${NO_FRIEND}' and friend ~= me then people[#people + 1] = friend end
end
local rows = {}
for first = 1, #people, 1000 do
  local chunk = {unpack(people, first, math.min(first + 999, #people))}
  local scores = redis.call('ZMSCORE', KEYS[1], unpack(chunk))
  for i = 1, #chunk do
    if scores[i] then rows[#rows + 1] = {chunk[i], scores[i], tonumber(scores[i])} end
  end
end
table.sort(rows, function(a, b)
  if a[3] ~= b[3] then return a[3] > b[3] end
  return a[1] > b[1]
end)
local offset = tonumber(ARGV[1])
local last = offset + tonumber(ARGV[2])
local page = {}
local members = {}
local mine = false
local rank = 0
for i, row in ipairs(rows) do
  if i == 1 or row[3] ~= rows[i - 1][3] then rank = i end
  if row[1] == me then mine = {row[2], rank} end
  if i > offset and i <= last then
    page[#page + 1] = row[1]
    page[#page + 1] = row[2]
    page[#page + 1] = rank
    members[#members + 1] = row[1]
  end
end
local names = {}
for first = 1, #members, 1000 do
  local chunk = {unpack(members, first, math.min(first + 999, #members))}
  for _, name in ipairs(redis.call('HMGET', KEYS[4], unpack(chunk))) do
    names[#names + 1] = name
  end
end
return {'ok', #people - 1, #rows, page, names, mine or false, version}`);

type FriendsReply =
  | ['unbuilt']
  | ['missing', string]
  | ['same', string]
  | [
      'ok',
      number,
      number,
      Array<string | number>,
      Array<string | null>,
      [string, number] | null,
      string,
    ];

/** A page of the friends board (rows named from the names cache, or null: load them). */
export interface FriendsPage {
  rows: NamedRow[];
  /** Who is on the board: the caller (when opted in) and their friends who opted in. */
  total: number;
  me: { id: number; rank: number; score: number } | null;
  /** The caller's accepted friends (opted in or not): the friends tab shows from 1. */
  friends: number;
  /** The promotion, window and caller it was read for (a read started with the session). */
  promotionId: number;
  userId: number;
  offset: number;
  limit: number;
  /** The page's version (readFriends): the same version, the same page. */
  version: string;
}

/** The answer when the caller holds the page at the version Redis has (`known`). */
export interface FriendsUnchanged {
  unchanged: true;
  version: string;
  promotionId: number;
  userId: number;
  offset: number;
  limit: number;
}

export interface FriendsWindow {
  offset: number;
  limit: number;
  userId: number;
}

function call(
  redis: Redis,
  prefix: string,
  promotionId: number,
  window: FriendsWindow,
  sessionKey: string | null,
  given?: { version: string; ids: number[] },
  known = '',
) {
  const { userId, offset, limit } = window;
  const keys = [
    friendsBoardKey(prefix, promotionId),
    readyKey(prefix, promotionId),
    friendSetKey(prefix, promotionId, userId),
    namesKey(prefix, promotionId, 'individual'),
    friendSetVersionKey(prefix, promotionId, userId),
    versionsKey(prefix, promotionId),
    ...(sessionKey ? [sessionKey] : []),
  ];
  const args = [offset, limit, memberOf(userId)];
  const extra = given ? ['given', given.version, ...given.ids.map(memberOf)] : ['set', known];
  return readFriends(redis, keys, [...args, ...extra]) as Promise<FriendsReply | null>;
}

function pageOf(
  promotionId: number,
  window: FriendsWindow,
  reply: Extract<FriendsReply, ['ok', ...unknown[]]>,
): FriendsPage {
  const [, friends, total, flat, names, mine, version] = reply;
  const rows: NamedRow[] = [];
  for (let i = 0; i < flat.length; i += 3) {
    const name = names[i / 3] ?? null;
    rows.push({
      id: idOf(String(flat[i])),
      score: Number(flat[i + 1]),
      rank: Number(flat[i + 2]),
      name,
    });
  }
  const me = mine ? { id: window.userId, score: Number(mine[0]), rank: Number(mine[1]) } : null;
  const page = { rows, total: Number(total), me, friends: Number(friends), promotionId };
  return { ...page, ...window, version };
}

/**
 * The caller's friends board from Redis (see readFriends): one call when their friend set is
 * there; on a miss, their friends are read from MySQL (one query, shared by the callers of
 * this process that miss it at once) and sent with a second call that stores the set. Rows
 * whose name the cache lacks have `name` null (`fillNames`). With `sessionKey` (a read
 * started with the session, before the request is authorized) it reads Redis only: null
 * when the session is not the caller's, the set is missing or the boards were never built;
 * with `known` too, the version of the page the caller holds, `unchanged` when it still is.
 */
export async function readFriendsBoard(
  sql: Sql,
  redis: Redis,
  prefix: string,
  promotionId: number,
  window: FriendsWindow,
): Promise<FriendsPage>;
export async function readFriendsBoard(
  sql: Sql,
  redis: Redis,
  prefix: string,
  promotionId: number,
  window: FriendsWindow,
  sessionKey: string,
  known?: string,
): Promise<FriendsPage | FriendsUnchanged | null>;
export async function readFriendsBoard(
  sql: Sql,
  redis: Redis,
  prefix: string,
  promotionId: number,
  window: FriendsWindow,
  sessionKey?: string,
  known?: string,
): Promise<FriendsPage | FriendsUnchanged | null> {
  if (sessionKey !== undefined) {
    const reply = await call(redis, prefix, promotionId, window, sessionKey, undefined, known);
    if (reply?.[0] === 'same') {
      return { unchanged: true, version: reply[1], promotionId, ...window };
    }
    return reply?.[0] === 'ok' ? pageOf(promotionId, window, reply) : null;
  }
  let given: { version: string; ids: number[] } | undefined;
  // A third try only when Redis lost the boards or the set again in between (a flush).
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const reply = await call(redis, prefix, promotionId, window, null, given);
    if (reply?.[0] === 'ok') return pageOf(promotionId, window, reply);
    if (reply?.[0] === 'unbuilt') await ensureBoards(sql, redis, prefix, promotionId);
    else if (reply?.[0] === 'missing') {
      const version = reply[1];
      given = {
        version,
        ids: await loadFriendIds(sql, prefix, promotionId, window.userId, version),
      };
    }
  }
  throw new Error('The friends board could not be read from Redis');
}
