import type { DataSource } from 'typeorm';

/** A post or comment of the promotion, with what a like's notification needs. */
export async function postOfPromotion(db: DataSource, postId: number, promotionId: number) {
  const [post] = await db.query(
    'SELECT id, user_id, parent_post_id FROM posts WHERE id = ? AND promotion_id = ?',
    [postId, promotionId],
  );
  return (post ?? null) as { id: number; user_id: number; parent_post_id: number | null } | null;
}

/** A like of the promotion and who gave it. */
export async function likeOf(db: DataSource, id: number, promotionId: number) {
  const [like] = await db.query('SELECT id, user_id FROM likes WHERE id = ? AND promotion_id = ?', [
    id,
    promotionId,
  ]);
  return (like ?? null) as { id: number; user_id: number } | null;
}
