import type { DataSource } from 'typeorm';
import type { Role } from '@wellness/schema';
import { profileOf } from './serializers';

interface Row {
  id: number;
  first_name: string;
  last_name: string;
  image_url: string | null;
  total_points: number;
}

/**
 * The individual leaderboard: participants who opted in, by score. Tied scores share a rank
 * (competition ranking: 1 + the number of people with a higher score).
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
  const board = 'promotion_id = ? AND opted_in_individual_leaderboard = 1 AND role IN (?)';
  const params = [promotionId, roles];
  const offset = pageSize === 0 ? 0 : (page - 1) * pageSize;
  const limit = pageSize === 0 ? '' : ` LIMIT ${Number(pageSize)} OFFSET ${Number(offset)}`;

  const [rows, [{ total }], [caller]] = await Promise.all([
    db.query(
      `SELECT id, first_name, last_name, image_url, total_points FROM users WHERE ${board}
       ORDER BY total_points DESC, last_name ASC, first_name ASC, id ASC${limit}`,
      params,
    ) as Promise<Row[]>,
    db.query(`SELECT COUNT(*) AS total FROM users WHERE ${board}`, params),
    db.query(`SELECT id, total_points FROM users WHERE id = ? AND ${board}`, [callerId, ...params]),
  ]);

  const higherThan = async (score: number) => {
    const [{ higher }] = await db.query(
      `SELECT COUNT(*) AS higher FROM users WHERE ${board} AND total_points > ?`,
      [...params, score],
    );
    return Number(higher);
  };

  let rank = rows.length ? (await higherThan(rows[0].total_points)) + 1 : 0;
  const ranked = rows.map((row, index) => {
    if (index > 0 && row.total_points !== rows[index - 1].total_points) rank = offset + index + 1;
    return { id: Number(row.id), profile: profileOf(row), score: row.total_points, rank };
  });

  const me = caller
    ? { rank: (await higherThan(caller.total_points)) + 1, score: caller.total_points }
    : null;
  return { rows: ranked, total: Number(total), me };
}
