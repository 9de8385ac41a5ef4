import type { DataSource } from 'typeorm';
import { HttpError, isDuplicateEntry, notFound } from '@wellness/platform';
import { ALREADY_LIKED } from '../likes';
import { ratingOf } from './queries';
import { LIKE_NOT_FOUND, RATING_NOT_FOUND, RECIPE_LIKEABLE_TYPE } from './rules';

export interface Caller {
  userId: number;
  promotionId: number;
}

/** 404 `Recipe could not be found` unless the recipe exists. */
export async function assertRecipe(db: DataSource, id: number): Promise<void> {
  const rows: unknown[] = await db.query('SELECT id FROM recipes WHERE id = ?', [id]);
  if (rows.length === 0) throw notFound('Recipe');
}

/**
 * Sets or changes the caller's rating (one row per user and recipe: the unique key decides a
 * race). Answers whether it was new, and the rating with the recipe's new average.
 */
export async function rateRecipe(db: DataSource, caller: Caller, id: number, score: number) {
  await assertRecipe(db, id);
  // INSERT IGNORE: the unique key decides which of two racing first ratings is the new one.
  const inserted = await db.query(
    'INSERT IGNORE INTO recipe_ratings (recipe_id, user_id, promotion_id, score) VALUES (?, ?, ?, ?)',
    [id, caller.userId, caller.promotionId, score],
  );
  const created = Number(inserted.affectedRows) === 1;
  if (!created) {
    await db.query('UPDATE recipe_ratings SET score = ? WHERE user_id = ? AND recipe_id = ?', [
      score,
      caller.userId,
      id,
    ]);
  }
  return { created, rating: await ratingOf(db, caller.userId, id) };
}

/** Clears the caller's rating; none is 404 `Rating could not be found`. */
export async function clearRating(db: DataSource, caller: Caller, id: number) {
  await assertRecipe(db, id);
  const result = await db.query('DELETE FROM recipe_ratings WHERE user_id = ? AND recipe_id = ?', [
    caller.userId,
    id,
  ]);
  if (Number(result.affectedRows) === 0) throw new HttpError(404, RATING_NOT_FOUND);
  return ratingOf(db, caller.userId, id);
}

const asLike = (id: number, recipeId: number, userId: number) => ({
  id,
  likeable_id: recipeId,
  likeable_type: RECIPE_LIKEABLE_TYPE,
  user_id: userId,
});

/** The caller's favourite of the recipe, or null. */
export async function getRecipeLike(db: DataSource, caller: Caller, id: number) {
  await assertRecipe(db, id);
  const [like]: Array<{ id: number }> = await db.query(
    'SELECT id FROM likes WHERE user_id = ? AND likeable_type = ? AND likeable_id = ?',
    [caller.userId, RECIPE_LIKEABLE_TYPE, id],
  );
  return like ? asLike(Number(like.id), id, caller.userId) : null;
}

/** Favourites the recipe; twice is 409 (the likes' unique key decides a race). */
export async function likeRecipe(db: DataSource, caller: Caller, id: number) {
  await assertRecipe(db, id);
  try {
    const result = await db.query(
      'INSERT INTO likes (promotion_id, user_id, likeable_type, likeable_id) VALUES (?, ?, ?, ?)',
      [caller.promotionId, caller.userId, RECIPE_LIKEABLE_TYPE, id],
    );
    return asLike(Number(result.insertId), id, caller.userId);
  } catch (error) {
    if (isDuplicateEntry(error)) throw new HttpError(409, ALREADY_LIKED);
    throw error;
  }
}

/** Removes the caller's favourite; none is 404 `Like could not be found`. */
export async function unlikeRecipe(db: DataSource, caller: Caller, id: number) {
  const like = await getRecipeLike(db, caller, id);
  if (!like) throw new HttpError(404, LIKE_NOT_FOUND);
  await db.query('DELETE FROM likes WHERE id = ?', [like.id]);
  return like;
}
