import { MAX_ALL_ROWS, PARTICIPANT_ROLES, inList } from '@wellness/platform';
import { FRIENDSHIP_STATUS } from '@wellness/schema';
import { profileOf } from '../users';
import type { BoardQuery, Ranked } from './context';

interface FriendRow {
  id: number;
  first_name: string;
  last_name: string;
  image_url: string | null;
  total_points: number;
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
 * the promotion's participants. A search filters the ranked board, so ranks stay the board's.
 */
export async function friendsBoard(
  query: BoardQuery,
): Promise<Ranked<{ profile: ReturnType<typeof profileOf> }>> {
  const { db, promotionId, callerId, offset, limit, search } = query;
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
  const people: FriendRow[] = await db.query(
    `SELECT id, first_name, last_name, image_url, total_points FROM users
      WHERE id IN (?) AND promotion_id = ? AND role IN (?) AND opted_in_friends_leaderboard = 1
      ORDER BY total_points DESC, id DESC`,
    [ids, promotionId, inList(PARTICIPANT_ROLES)],
  );
  let rank = 0;
  const board = people.map((person, index) => {
    if (index === 0 || person.total_points !== people[index - 1].total_points) rank = index + 1;
    return { id: Number(person.id), profile: profileOf(person), score: person.total_points, rank };
  });
  const own = board.find((row) => row.id === callerId);
  const needle = search.toLowerCase();
  const matching = needle
    ? board.filter((row) => row.profile.full_name.toLowerCase().includes(needle))
    : board;
  return {
    rows: matching.slice(offset, offset + limit),
    total: matching.length,
    me: own ? { rank: own.rank, score: own.score } : null,
  };
}
