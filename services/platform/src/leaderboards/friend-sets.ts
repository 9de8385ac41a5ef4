import type { Redis } from 'ioredis';
import { FRIENDSHIP_STATUS } from '@wellness/schema';
import { luaScript } from '../lua';
import { MAX_ALL_ROWS } from '../sql';
import { friendSetKey, friendSetVersionKey, memberOf } from './keys';
import type { Sql } from './keys';

/**
 * Each user's accepted friends as a Redis set (keys.ts `friendSetKey`), so the friends board
 * reads no MySQL: built from MySQL on a miss, dropped by `friendsChanged` after every commit
 * that adds or removes an accepted friendship, and living at most FRIEND_SET_TTL_SECONDS from
 * its build, the bound on drift left by a write that skipped `friendsChanged` (a script, a
 * process stopped between its commit and that call).
 */
export const FRIEND_SET_TTL_SECONDS = 600;

/** Kept in every friend set, so that "no friends" is a set too (Redis drops empty sets). */
export const NO_FRIEND = '-';

/** A set's version only has to outlive one build (a MySQL read): a day is far beyond it. */
const VERSION_TTL_SECONDS = 86_400;

/** The user's accepted friends, whichever of the two asked (at most MAX_ALL_ROWS). */
export const FRIEND_IDS_SQL = `SELECT friendee_id AS id FROM friendships WHERE friender_id = ? AND status = ?
  UNION SELECT friender_id FROM friendships WHERE friendee_id = ? AND status = ?`;

export async function friendIdsOf(sql: Sql, userId: number): Promise<number[]> {
  const accepted = FRIENDSHIP_STATUS.accepted;
  const rows = (await sql.query(`${FRIEND_IDS_SQL} LIMIT ?`, [
    userId,
    accepted,
    userId,
    accepted,
    MAX_ALL_ROWS,
  ])) as Array<{ id: number }>;
  return rows.map((row) => Number(row.id));
}

/**
 * After the commit of anything that makes or ends an accepted friendship (or deletes a
 * user): each named user's friend set is dropped and its version moved on, in one MULTI, so
 * the next read builds it from MySQL and a build that read MySQL before this commit is not
 * stored (the version it started from is gone). Users of other promotions are never named.
 */
export async function friendsChanged(
  redis: Redis,
  prefix: string,
  promotionId: number,
  userIds: number[],
) {
  const multi = redis.multi();
  for (const id of new Set(userIds)) {
    const version = friendSetVersionKey(prefix, promotionId, id);
    multi.incr(version).expire(version, VERSION_TTL_SECONDS);
    multi.del(friendSetKey(prefix, promotionId, id));
  }
  await multi.exec();
}

/**
 * Lua: stores a friend set read from MySQL (the members ARGV[firstFriend..]) under
 * KEYS[setKey], only when its version KEYS[versionKey] is still `version`, the one read
 * before MySQL was; returns whether it stored it.
 */
export const STORE_FRIEND_SET = `
local function storeFriendSet(setKey, versionKey, version, firstFriend)
  if (redis.call('GET', KEYS[versionKey]) or '') ~= version then return false end
  redis.call('DEL', KEYS[setKey])
  local members = {'${NO_FRIEND}'}
  for i = firstFriend, #ARGV do
    members[#members + 1] = ARGV[i]
    if #members == 1000 then
      redis.call('SADD', KEYS[setKey], unpack(members))
      members = {}
    end
  end
  if #members > 0 then redis.call('SADD', KEYS[setKey], unpack(members)) end
  redis.call('EXPIRE', KEYS[setKey], ${FRIEND_SET_TTL_SECONDS})
  return true
end`;

const storeScript = luaScript(`${STORE_FRIEND_SET}
if storeFriendSet(1, 2, ARGV[1], 2) then return 1 end
return 0`);

/** The version of a user's friend set now ('' before any change). */
export async function friendSetVersion(
  redis: Redis,
  prefix: string,
  promotionId: number,
  userId: number,
) {
  return (await redis.get(friendSetVersionKey(prefix, promotionId, userId))) ?? '';
}

/**
 * Stores the friend set read from MySQL after its version was read as `version`; false (and
 * nothing stored) when a change came in between (the friends board's read does the same in
 * its own script).
 */
export async function storeFriendSet(
  redis: Redis,
  prefix: string,
  promotionId: number,
  userId: number,
  version: string,
  friendIds: number[],
): Promise<boolean> {
  const keys = [
    friendSetKey(prefix, promotionId, userId),
    friendSetVersionKey(prefix, promotionId, userId),
  ];
  return (await storeScript(redis, keys, [version, ...friendIds.map(memberOf)])) === 1;
}

/** Reads of the friend ids from MySQL in flight in this process, by set and version. */
const loading = new Map<string, Promise<number[]>>();

/**
 * The user's friend ids from MySQL, for a set found missing at `version`: callers of this
 * process that miss the same set at once share one query (single flight).
 */
export function loadFriendIds(
  sql: Sql,
  prefix: string,
  promotionId: number,
  userId: number,
  version: string,
): Promise<number[]> {
  const key = `${friendSetKey(prefix, promotionId, userId)}@${version}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = friendIdsOf(sql, userId).finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}
