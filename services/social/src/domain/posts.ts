import type { DataSource } from 'typeorm';
import { Post } from '@wellness/schema';

export const BLANK_POST = 'Oops, you need to write something before you post.';
export const MAX_POST_LENGTH = 5000;

interface PostRow {
  id: number;
  content: string;
  user_id: number;
  wallable_type: string;
  wallable_id: number;
  parent_post_id: number | null;
  depth: number;
  created_at: Date;
  is_flagged: number | boolean;
  first_name: string;
  last_name: string;
  image_url: string | null;
}

const SELECT_POSTS = `SELECT p.id, p.content, p.user_id, p.wallable_type, p.wallable_id, p.parent_post_id, p.depth,
  p.created_at, p.is_flagged, u.first_name, u.last_name, u.image_url
  FROM posts p JOIN users u ON u.id = p.user_id`;

export function serializePost(row: PostRow) {
  return {
    id: Number(row.id),
    content: row.content,
    user_id: Number(row.user_id),
    user: {
      id: Number(row.user_id),
      profile: {
        first_name: row.first_name,
        last_name: row.last_name,
        full_name: `${row.first_name} ${row.last_name}`.trim(),
        image: row.image_url ? { url: row.image_url } : null,
      },
    },
    wallable_type: row.wallable_type,
    wallable_id: Number(row.wallable_id),
    parent_post_id: row.parent_post_id === null ? null : Number(row.parent_post_id),
    depth: row.depth,
    created_at: new Date(row.created_at).toISOString(),
    is_flagged: Boolean(row.is_flagged),
  };
}

/** The promotion's wall: top-level posts, newest first. */
export async function wallPage(
  db: DataSource,
  promotionId: number,
  pageSize: number,
  page: number,
) {
  const where =
    "WHERE p.promotion_id = ? AND p.wallable_type = 'Promotion' AND p.wallable_id = ? AND p.depth = 0";
  const limit =
    pageSize === 0 ? '' : ` LIMIT ${Number(pageSize)} OFFSET ${Number((page - 1) * pageSize)}`;
  const [rows, [{ total }]] = await Promise.all([
    db.query(`${SELECT_POSTS} ${where} ORDER BY p.created_at DESC, p.id DESC${limit}`, [
      promotionId,
      promotionId,
    ]) as Promise<PostRow[]>,
    db.query(`SELECT COUNT(*) AS total FROM posts p ${where}`, [promotionId, promotionId]),
  ]);
  return { posts: rows.map(serializePost), total: Number(total) };
}

export async function findPost(db: DataSource, id: number) {
  const rows: PostRow[] = await db.query(`${SELECT_POSTS} WHERE p.id = ?`, [id]);
  return rows[0] ? serializePost(rows[0]) : null;
}

export async function createWallPost(
  db: DataSource,
  input: { promotionId: number; userId: number; content: string },
) {
  const post = await db.getRepository(Post).save({
    promotion_id: input.promotionId,
    user_id: input.userId,
    content: input.content,
    wallable_type: 'Promotion',
    wallable_id: input.promotionId,
    depth: 0,
  });
  return (await findPost(db, post.id))!;
}
