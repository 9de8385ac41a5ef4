import type { DataSource } from 'typeorm';
import { HttpError, isDuplicateEntry, notFound } from '@wellness/platform';
import { NOT_ALLOWED } from '../posts';
import { likeOf, postOfPromotion } from './queries';

export const ALREADY_LIKED = 'You already like this.';

/** Likes a post or comment of the promotion; liking twice is a conflict (409). */
export async function createLike(
  db: DataSource,
  input: { promotionId: number; userId: number; postId: number },
) {
  const post = await postOfPromotion(db, input.postId, input.promotionId);
  if (!post) throw notFound('Post');
  try {
    const result = await db.query(
      "INSERT INTO likes (promotion_id, user_id, likeable_type, likeable_id) VALUES (?, ?, 'Post', ?)",
      [input.promotionId, input.userId, input.postId],
    );
    return {
      like: {
        id: Number(result.insertId),
        likeable_id: input.postId,
        likeable_type: 'Post',
        user_id: input.userId,
      },
      authorId: Number(post.user_id),
      parentId: post.parent_post_id === null ? null : Number(post.parent_post_id),
    };
  } catch (error) {
    if (isDuplicateEntry(error)) throw new HttpError(409, ALREADY_LIKED);
    throw error;
  }
}

/** Removes the caller's own like (anyone else's: 403). */
export async function deleteLike(
  db: DataSource,
  input: { promotionId: number; userId: number; id: number },
) {
  const like = await likeOf(db, input.id, input.promotionId);
  if (!like) throw notFound('Like');
  if (Number(like.user_id) !== input.userId) throw new HttpError(403, NOT_ALLOWED);
  await db.query('DELETE FROM likes WHERE id = ?', [input.id]);
  return { id: input.id };
}
