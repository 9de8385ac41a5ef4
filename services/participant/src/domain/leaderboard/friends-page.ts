import { fillNames, namesKey, readFriendsBoard } from '@wellness/platform';
import type { FriendsPage } from '@wellness/platform';
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
 * The caller's friends board from Redis (no search, no location; README, "Leaderboards at
 * scale"): `early` when the route read it with the session for this caller and page, else
 * read now. The page's names come from the names cache (a profile's JSON, sent as it is),
 * missing ones loaded by primary key; a row whose user is gone meanwhile is left out.
 */
export async function friendsPage(
  query: BoardQuery,
  early: FriendsPage | null,
): Promise<SerializedFriends> {
  const { db, redis, prefix, promotionId, callerId, offset, limit } = query;
  const window = { userId: callerId, offset, limit };
  const fits =
    early !== null &&
    early.promotionId === promotionId &&
    early.userId === callerId &&
    early.offset === offset &&
    early.limit === limit;
  const page = fits ? early : (await readFriendsBoard(db, redis, prefix, promotionId, window))!;
  await fillNames(redis, namesKey(prefix, promotionId, 'individual'), page.rows, profileNames(db));
  const rows = page.rows.flatMap(({ id, name, score, rank }) =>
    name === null ? [] : [`{"id":${id},"profile":${name},"score":${score},"rank":${rank}}`],
  );
  return { rows: `[${rows.join(',')}]`, total: page.total, me: page.me, friends: page.friends };
}
