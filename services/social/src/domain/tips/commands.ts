import type { DataSource } from 'typeorm';
import { HttpError, inList, isDuplicateEntry, notFound } from '@wellness/platform';
import { ALREADY_LIKED } from '../likes';
import { TIP_LIKEABLE_TYPE, TIP_LIKE_NOT_FOUND, asLike, likesOf, resolveTip } from './queries';
import type { Caller } from './queries';

/** Favourites the tip; a second favourite of the same tip (by key) is 409. */
export async function createTipLike(db: DataSource, caller: Caller, id: number) {
  const { sameKey } = await resolveTip(db, caller.promotionId, id);
  if ((await likesOf(db, caller.userId, sameKey)).length > 0) {
    throw new HttpError(409, ALREADY_LIKED);
  }
  try {
    const result = await db.query(
      'INSERT INTO likes (promotion_id, user_id, likeable_type, likeable_id) VALUES (?, ?, ?, ?)',
      [caller.promotionId, caller.userId, TIP_LIKEABLE_TYPE, id],
    );
    return asLike({ id: Number(result.insertId), likeable_id: id }, caller.userId);
  } catch (error) {
    if (isDuplicateEntry(error)) throw new HttpError(409, ALREADY_LIKED);
    throw error;
  }
}

/** Removes the caller's favourite of the tip; none is 404 `Like could not be found`. */
export async function deleteTipLike(db: DataSource, caller: Caller, id: number) {
  const { sameKey } = await resolveTip(db, caller.promotionId, id);
  const likes = await likesOf(db, caller.userId, sameKey);
  if (likes.length === 0) throw notFound(TIP_LIKE_NOT_FOUND);
  await db.query('DELETE FROM likes WHERE id IN (?)', [inList(likes.map((like) => like.id))]);
  return asLike(likes[0], caller.userId);
}
