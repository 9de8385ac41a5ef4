import { MAX_ALL_ROWS, PARTICIPANT_ROLES, inList } from '@wellness/platform';
import { FRIENDSHIP_STATUS } from '@wellness/schema';
import { profileOf } from '../users';
import { locationIds } from './locations';
import type { BoardQuery, Ranked } from './context';

interface FriendRow {
  id: number;
  first_name: string;
  last_name: string;
  image_url: string | null;
  total_points: number;
  location_id: number | null;
}

/** The caller's accepted friends, whichever of the two asked. */
const FRIEND_IDS = `SELECT friendee_id AS id FROM friendships WHERE friender_id = ? AND status = ?
  UNION SELECT friender_id FROM friendships WHERE friendee_id = ? AND status = ?`;

/** How many accepted friends the caller has (the friends tab is hidden at 0). */
export async function friendCount(query: Pick<BoardQuery, 'db' | 'callerId'>) {
  const { db, callerId } = query;
  const [{ count }] = await db.query(`SELECT COUNT(*) AS count FROM (${FRIEND_IDS}) f`, [
    callerId,
    FRIENDSHIP_STATUS.accepted,
    callerId,
    FRIENDSHIP_STATUS.accepted,
  ]);
  return Number(count);
}

/**
 * The friends board: the caller and their accepted friends who opted in to the friends
 * leaderboard (participant roles), by score, ties newest account first, ranked among
 * themselves. It reads MySQL: its size is the caller's friends (at most MAX_ALL_ROWS), not
 * the promotion's participants. A search, and a `location` (that location and below), filter
 * the ranked board, so ranks stay the board's.
 */
export async function friendsBoard(
  query: BoardQuery,
  location?: number,
): Promise<Ranked<{ profile: ReturnType<typeof profileOf> }> & { friends: number }> {
  const { db, promotionId, callerId, offset, limit, search } = query;
  const within = location === undefined ? null : await locationIds(db, promotionId, location);
  const accepted = FRIENDSHIP_STATUS.accepted;
  // The friends' ids first (both friendship indexes), then their rows by primary key.
  const friendRows: Array<{ id: number }> = await db.query(`${FRIEND_IDS} LIMIT ?`, [
    callerId,
    accepted,
    callerId,
    accepted,
    MAX_ALL_ROWS,
  ]);
  const ids = [callerId, ...friendRows.map((row) => Number(row.id))];
  // The count comes with the ids, unless they filled the limit (then it is counted apart).
  const friends = friendRows.length < MAX_ALL_ROWS ? friendRows.length : await friendCount(query);
  const people: FriendRow[] = await db.query(
    `SELECT id, first_name, last_name, image_url, total_points, location_id FROM users
      WHERE id IN (?) AND promotion_id = ? AND role IN (?) AND opted_in_friends_leaderboard = 1
      ORDER BY total_points DESC, id DESC`,
    [ids, promotionId, inList(PARTICIPANT_ROLES)],
  );
  let rank = 0;
  const board = people.map((person, index) => {
    if (index === 0 || person.total_points !== people[index - 1].total_points) rank = index + 1;
    const place = person.location_id === null ? null : Number(person.location_id);
    return {
      id: Number(person.id),
      profile: profileOf(person),
      score: person.total_points,
      rank,
      place,
    };
  });
  const own = board.find((row) => row.id === callerId);
  const needle = search.toLowerCase();
  const matching = board.filter(
    (row) =>
      (!needle || row.profile.full_name.toLowerCase().includes(needle)) &&
      (!within || (row.place !== null && within.has(row.place))),
  );
  return {
    rows: matching.slice(offset, offset + limit).map(({ place: _place, ...row }) => row),
    total: matching.length,
    me: own ? { id: own.id, rank: own.rank, score: own.score } : null,
    friends,
  };
}
