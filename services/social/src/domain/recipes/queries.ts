import type { DataSource } from 'typeorm';
import { HttpError, inList, notFound } from '@wellness/platform';
import {
  CATEGORY_MEALS,
  DAILY_RECIPE_NOT_FOUND,
  RECIPE_LIKEABLE_TYPE,
  dailyIndex,
  likePattern,
  shownMeal,
} from './rules';
import type { RecipeCategory } from './rules';

/** Who is reading: a guest reads recipes without ratings or favourites of their own. */
export interface Reader {
  userId: number | null;
}

interface RecipeRow {
  id: number;
  title: string;
  description: string;
  ingredients: string;
  directions: string;
  meal: string;
  ease_of_prep: string;
  health_categories: string;
  servings: number;
  active_time: number;
  total_time: number;
  is_secondary: number | boolean;
}

const COLUMNS = `r.id, r.title, r.description, r.ingredients, r.directions, r.meal, r.ease_of_prep,
  r.health_categories, r.servings, r.active_time, r.total_time, r.is_secondary`;

const splitLines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** The recipes of `rows` as spec 2 s3 names their fields, for the reader. */
async function serialize(db: DataSource, reader: Reader, rows: RecipeRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => Number(row.id));
  const ratings: Array<{ recipe_id: number; average: string; count: number }> = await db.query(
    `SELECT recipe_id, AVG(score) AS average, COUNT(*) AS count FROM recipe_ratings
      WHERE recipe_id IN (?) GROUP BY recipe_id`,
    [inList(ids)],
  );
  const own: Array<{ recipe_id: number; score: number }> = reader.userId
    ? await db.query(
        'SELECT recipe_id, score FROM recipe_ratings WHERE user_id = ? AND recipe_id IN (?)',
        [reader.userId, inList(ids)],
      )
    : [];
  const likes: Array<{ id: number; likeable_id: number }> = reader.userId
    ? await db.query(
        'SELECT id, likeable_id FROM likes WHERE user_id = ? AND likeable_type = ? AND likeable_id IN (?)',
        [reader.userId, RECIPE_LIKEABLE_TYPE, inList(ids)],
      )
    : [];
  return rows.map((row) => {
    const id = Number(row.id);
    const rating = ratings.find((r) => Number(r.recipe_id) === id);
    const mine = own.find((r) => Number(r.recipe_id) === id);
    const like = likes.find((l) => Number(l.likeable_id) === id);
    return {
      id,
      title: row.title,
      description: row.description,
      ingredients: splitLines(row.ingredients).map((item) => ({ item })),
      directions: splitLines(row.directions),
      recipe_categories: [
        { category: row.ease_of_prep, category_type: 'EaseofPrep' },
        { category: shownMeal(row.meal), category_type: 'Meal' },
      ],
      health_categories: row.health_categories
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
      servings: Number(row.servings),
      active_time: Number(row.active_time),
      total_time: Number(row.total_time),
      is_secondary: Boolean(row.is_secondary),
      rating: rating ? Math.round(Number(rating.average)) : 0,
      ratings_count: rating ? Number(rating.count) : 0,
      userRating: mine ? Number(mine.score) : null,
      favorited: Boolean(like),
      like_id: like ? Number(like.id) : null,
    };
  });
}

export type RecipeView = Awaited<ReturnType<typeof serialize>>[number];

/**
 * The library by category and search (spec 2 s9): meal categories (breakfast = Breakfast and
 * Brunch), `secondary` the "More WFPB Recipes", `favorites` the reader's favourites (most
 * recently favourited first). Others by title. Search: title, description and ingredients.
 */
export async function listRecipes(
  db: DataSource,
  reader: Reader,
  filter: { category?: RecipeCategory; search?: string },
) {
  const where: string[] = [];
  const params: unknown[] = [];
  let join = '';
  let order = 'r.title, r.id';
  const meals = filter.category ? CATEGORY_MEALS[filter.category] : undefined;
  if (meals) {
    where.push('r.meal IN (?)');
    params.push(meals);
  }
  if (filter.category === 'secondary') where.push('r.is_secondary = 1');
  if (filter.category === 'favorites') {
    join = 'JOIN likes l ON l.likeable_id = r.id AND l.likeable_type = ? AND l.user_id = ?';
    params.unshift(RECIPE_LIKEABLE_TYPE, reader.userId ?? 0);
    order = 'l.id DESC';
  }
  const search = filter.search?.trim();
  if (search) {
    // ‘ and ’ read as ' on both sides (the seed writes Shepherd’s, people type Shepherd's).
    const text = (column: string) => `REPLACE(REPLACE(${column}, '‘', "'"), '’', "'") LIKE ?`;
    where.push(`(${['r.title', 'r.description', 'r.ingredients'].map(text).join(' OR ')})`);
    const pattern = likePattern(search);
    params.push(pattern, pattern, pattern);
  }
  const rows: RecipeRow[] = await db.query(
    `SELECT ${COLUMNS} FROM recipes r ${join}
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order}`,
    params,
  );
  return serialize(db, reader, rows);
}

export async function getRecipe(db: DataSource, reader: Reader, id: number) {
  const rows: RecipeRow[] = await db.query(`SELECT ${COLUMNS} FROM recipes r WHERE r.id = ?`, [id]);
  if (rows.length === 0) throw notFound('Recipe');
  return (await serialize(db, reader, rows))[0];
}

/** Today's recipe: of the library (not the secondary set) by id, the day's one (rules.ts). */
export async function dailyRecipe(db: DataSource, reader: Reader, day: string) {
  const ids: Array<{ id: number }> = await db.query(
    'SELECT id FROM recipes WHERE is_secondary = 0 ORDER BY id',
  );
  if (ids.length === 0) throw new HttpError(404, DAILY_RECIPE_NOT_FOUND);
  return getRecipe(db, reader, Number(ids[dailyIndex(day, ids.length)].id));
}

/** The reader's own rating of the recipe, with the recipe's average. */
export async function ratingOf(db: DataSource, userId: number, recipeId: number) {
  const [mine]: Array<{ id: number; score: number }> = await db.query(
    'SELECT id, score FROM recipe_ratings WHERE user_id = ? AND recipe_id = ?',
    [userId, recipeId],
  );
  const [all]: Array<{ average: string | null; count: number }> = await db.query(
    'SELECT AVG(score) AS average, COUNT(*) AS count FROM recipe_ratings WHERE recipe_id = ?',
    [recipeId],
  );
  return {
    id: mine ? Number(mine.id) : null,
    score: mine ? Number(mine.score) : null,
    rateable: {
      id: recipeId,
      rating: all.average === null ? 0 : Math.round(Number(all.average)),
      ratings_count: Number(all.count),
    },
  };
}
