import { BoardPageCache, fillNames, namesKey, readFriendsBoard } from '@wellness/platform';
import type { FriendsPage, FriendsUnchanged } from '@wellness/platform';
import type { BoardQuery } from './context';
import { profileNames } from './individual';

/** The friends board's page as sent: its rows serialized (LeaderboardRowSchema's order). */
export interface SerializedFriends {
  rows: string;
  total: number;
  me: FriendsPage['me'];
  friends: number;
}

/**
 * This process's copies of callers' friends pages, each kept with the version it was read at
 * (friends-read.ts: the boards' generation, the individual board's version and the caller's
 * friend set's): a read that finds Redis at that version sends the copy (README,
 * "Leaderboards at scale").
 */
export class FriendsPageCache extends BoardPageCache<SerializedFriends> {
  /** The cache's name of one caller's friends board. */
  static board = (userId: number) => `friends:${userId}`;
}

const early = (read: FriendsPage | FriendsUnchanged | null, query: BoardQuery) =>
  read !== null &&
  read.promotionId === query.promotionId &&
  read.userId === query.callerId &&
  read.offset === query.offset &&
  read.limit === query.limit
    ? read
    : null;

/**
 * The caller's friends board from Redis (no search, no location; README, "Leaderboards at
 * scale"): `read` when the route read it with the session for this caller and page, else
 * read now. The page's names come from the names cache (a profile's JSON, sent as it is),
 * missing ones loaded by primary key; a row whose user is gone meanwhile is left out. A page
 * found unchanged is this process's copy.
 */
export async function friendsPage(
  query: BoardQuery,
  read: FriendsPage | FriendsUnchanged | null,
  pages: FriendsPageCache,
): Promise<SerializedFriends> {
  const { db, redis, prefix, promotionId, callerId, offset, limit } = query;
  const window = { userId: callerId, offset, limit };
  const board = FriendsPageCache.board(callerId);
  const fits = early(read, query);
  if (fits && 'unchanged' in fits) {
    const held = pages.get(promotionId, board, window, fits.version);
    if (held) return held;
  }
  const page =
    fits && !('unchanged' in fits)
      ? fits
      : await readFriendsBoard(db, redis, prefix, promotionId, window);
  await fillNames(redis, namesKey(prefix, promotionId, 'individual'), page.rows, profileNames(db));
  const rows = page.rows.flatMap(({ id, name, score, rank }) =>
    name === null ? [] : [`{"id":${id},"profile":${name},"score":${score},"rank":${rank}}`],
  );
  const serialized = {
    rows: `[${rows.join(',')}]`,
    total: page.total,
    me: page.me,
    friends: page.friends,
  };
  pages.set(promotionId, board, window, page.version, serialized);
  return serialized;
}
