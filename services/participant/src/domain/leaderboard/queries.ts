import type { DataSource } from 'typeorm';
import { inList, limitClause, pageWindow } from '@wellness/platform';
import { ROLES } from '@wellness/schema';
import type { Role } from '@wellness/schema';
import { profileOf } from '../users';

interface Row {
  id: number;
  first_name: string;
  last_name: string;
  image_url: string | null;
  total_points: number;
}

/**
 * The individual leaderboard: participants who opted in, by score, ties in a stable order
 * (newest account first). Tied scores share a rank (competition ranking: 1 + the number of
 * people with a higher score).
 *
 * Every query reads an index only: the opted-in board is (promotion_id, opted_in, total_points),
 * and the handful of opted-in staff who are not on the board are counted through
 * (promotion_id, role, opted_in, total_points) and subtracted.
 */
export async function leaderboardPage(
  db: DataSource,
  query: {
    promotionId: number;
    roles: readonly Role[];
    pageSize: number;
    page: number;
    callerId: number;
  },
) {
  const { promotionId, roles, pageSize, page, callerId } = query;
  const offBoard = ROLES.filter((role) => !roles.includes(role));
  const optedIn = 'promotion_id = ? AND opted_in_individual_leaderboard = 1';
  const { offset } = pageWindow({ page_size: pageSize, page });
  const limit = limitClause({ page_size: pageSize, page });

  /** People on the board, optionally only those scoring above `score`. */
  const count = async (score?: number) => {
    const above = score === undefined ? '' : ' AND total_points > ?';
    const params = score === undefined ? [promotionId] : [promotionId, score];
    const [[{ all }], [{ staff }]] = await Promise.all([
      db.query(`SELECT COUNT(*) AS \`all\` FROM users WHERE ${optedIn}${above}`, params),
      db.query(
        `SELECT COUNT(*) AS staff FROM users WHERE promotion_id = ? AND role IN (?) AND opted_in_individual_leaderboard = 1${above}`,
        [promotionId, inList(offBoard), ...params.slice(1)],
      ),
    ]);
    return Number(all) - Number(staff);
  };

  const [rows, total, [caller]] = await Promise.all([
    db.query(
      `SELECT id, first_name, last_name, image_url, total_points FROM users
       WHERE ${optedIn} AND role IN (?) ORDER BY total_points DESC, id DESC${limit}`,
      [promotionId, inList(roles)],
    ) as Promise<Row[]>,
    count(),
    db.query(`SELECT total_points FROM users WHERE id = ? AND ${optedIn} AND role IN (?)`, [
      callerId,
      promotionId,
      inList(roles),
    ]) as Promise<Array<{ total_points: number }>>,
  ]);

  let rank = rows.length ? (await count(rows[0].total_points)) + 1 : 0;
  const ranked = rows.map((row, index) => {
    if (index > 0 && row.total_points !== rows[index - 1].total_points) rank = offset + index + 1;
    return { id: Number(row.id), profile: profileOf(row), score: row.total_points, rank };
  });

  const me = caller
    ? { rank: (await count(caller.total_points)) + 1, score: caller.total_points }
    : null;
  return { rows: ranked, total, me };
}
