import { MAX_ALL_ROWS, PARTICIPANT_ROLES, inList } from '@wellness/platform';
import { FRIENDSHIP_STATUS } from '@wellness/schema';
import { boardProfileOf } from '../users';
import { locationIds } from './locations';
import type { BoardQuery, Ranked } from './context';

interface FriendRow {
  id: number;
  first_name: string;
  last_name: string;
  image_url: string | null;
  total_points: number;
  location_id: number | null;
  /** The caller's accepted friends (the same on every row). */
  friends: number;
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
 * themselves. It reads MySQL in one query: its size is the caller's friends (at most
 * MAX_ALL_ROWS, found through both friendship indexes, then their rows by primary key), not
 * the promotion's participants; the friend count comes with the rows (counted apart only
 * when no row came). A search, and a `location` (that location and below), filter the ranked
 * board, so ranks stay the board's.
 */
export async function friendsBoard(
  query: BoardQuery,
  location?: number,
): Promise<Ranked<{ profile: ReturnType<typeof boardProfileOf> }> & { friends: number }> {
  const { db, promotionId, callerId, offset, limit, search } = query;
  const within = location === undefined ? null : await locationIds(db, promotionId, location);
  const accepted = FRIENDSHIP_STATUS.accepted;
  const friendIds = [callerId, accepted, callerId, accepted];
  const people: FriendRow[] = await db.query(
    `SELECT u.id, u.first_name, u.last_name, u.image_url, u.total_points, u.location_id,
            (SELECT COUNT(*) FROM (${FRIEND_IDS}) c) AS friends
       FROM users u JOIN (SELECT ? AS id UNION (${FRIEND_IDS} LIMIT ?)) f ON f.id = u.id
      WHERE u.promotion_id = ? AND u.role IN (?) AND u.opted_in_friends_leaderboard = 1
      ORDER BY u.total_points DESC, u.id DESC`,
    [...friendIds, callerId, ...friendIds, MAX_ALL_ROWS, promotionId, inList(PARTICIPANT_ROLES)],
  );
  const friends = people.length > 0 ? Number(people[0].friends) : await friendCount(query);
  let rank = 0;
  const board = people.map((person, index) => {
    if (index === 0 || person.total_points !== people[index - 1].total_points) rank = index + 1;
    const place = person.location_id === null ? null : Number(person.location_id);
    return {
      id: Number(person.id),
      profile: boardProfileOf(person),
      score: person.total_points,
      rank,
      place,
    };
  });
  const own = board.find((row) => row.id === callerId);
  const needle = search.toLowerCase();
  const matching = board.filter(
    (row) =>
      (!needle ||
        `${row.profile.first_name} ${row.profile.last_name}`
          .trim()
          .toLowerCase()
          .includes(needle)) &&
      (!within || (row.place !== null && within.has(row.place))),
  );
  return {
    rows: matching.slice(offset, offset + limit).map(({ place: _place, ...row }) => row),
    total: matching.length,
    me: own ? { id: own.id, rank: own.rank, score: own.score } : null,
    friends,
  };
}
