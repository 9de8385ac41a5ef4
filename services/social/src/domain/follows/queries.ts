import type { DataSource } from 'typeorm';
import { notFound } from '@wellness/platform';

interface FollowRow {
  followee_id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  image_url: string | null;
}

/** Spec 2 s3 Follow: id is the followed user's id. */
const serializeFollow = (row: FollowRow) => ({
  id: Number(row.followee_id),
  profile: {
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    image: row.image_url ? { url: row.image_url } : null,
  },
  user_id: Number(row.user_id),
});

const SELECT_FOLLOWS = `SELECT f.followee_id, f.user_id, u.first_name, u.last_name, u.image_url
  FROM follows f JOIN users u ON u.id = f.followee_id`;

export async function listFollows(db: DataSource, userId: number) {
  const rows: FollowRow[] = await db.query(
    `${SELECT_FOLLOWS} WHERE f.user_id = ? ORDER BY u.first_name, u.last_name, f.id`,
    [userId],
  );
  return rows.map(serializeFollow);
}

export async function findFollow(db: DataSource, userId: number, followeeId: number) {
  const rows: FollowRow[] = await db.query(
    `${SELECT_FOLLOWS} WHERE f.user_id = ? AND f.followee_id = ?`,
    [userId, followeeId],
  );
  if (!rows[0]) throw notFound('Follow');
  return serializeFollow(rows[0]);
}

/** Whether the user belongs to the promotion. */
export async function isPromotionUser(db: DataSource, userId: number, promotionId: number) {
  const rows = await db.query('SELECT id FROM users WHERE id = ? AND promotion_id = ?', [
    userId,
    promotionId,
  ]);
  return rows.length > 0;
}
