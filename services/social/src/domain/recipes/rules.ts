import type { RecipeMeal } from '@wellness/schema';

/** Spec 2 s7: a favourite recipe is a like of the recipe. */
export const RECIPE_LIKEABLE_TYPE = 'Recipe';
export const RECIPE_NOT_FOUND = 'Recipe could not be found';
export const DAILY_RECIPE_NOT_FOUND = 'Daily recipe could not be found';
export const RATING_NOT_FOUND = 'Rating could not be found';
export const LIKE_NOT_FOUND = 'Like could not be found';
/** Our message (the spec names none): a score is 1 to 5 stars, sent ×20. */
export const BAD_SCORE = 'Score must be 20, 40, 60, 80 or 100 (1 to 5 stars × 20).';

/** Spec 2 s9: the rating widget's 1 to 5 stars, sent and stored ×20. */
export const RECIPE_SCORES = [20, 40, 60, 80, 100] as const;

/** Spec 2 s9 "Recipe categories": all, breakfast, lunch, dinner, snacks, favorites, secondary. */
export const RECIPE_CATEGORIES = [
  'all',
  'breakfast',
  'lunch',
  'dinner',
  'snacks',
  'favorites',
  'secondary',
] as const;
export type RecipeCategory = (typeof RECIPE_CATEGORIES)[number];

/** The meals each meal category lists: breakfast is Breakfast and Brunch. */
export const CATEGORY_MEALS: Partial<Record<RecipeCategory, RecipeMeal[]>> = {
  breakfast: ['Breakfast', 'Brunch'],
  lunch: ['Lunch'],
  dinner: ['Dinner'],
  snacks: ['Snacks'],
};

/** Spec 2 s3: Brunch is shown as Breakfast. */
export const shownMeal = (meal: string) => (meal === 'Brunch' ? 'Breakfast' : meal);

/** The search term as a LIKE pattern: case-insensitive substring, `%`, `_`, `\` literal. */
export const likePattern = (search: string) =>
  `%${search
    .trim()
    .replace(/[‘’]/g, "'")
    .replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The daily recipe's place in the library for a calendar day: the number of days since
 * 1970-01-01 of `day` (YYYY-MM-DD), modulo the count. Everyone sees the same recipe all day,
 * and the next day the next one.
 */
export function dailyIndex(day: string, count: number): number {
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  return ((dayNumber % count) + count) % count;
}

/** YYYY-MM-DD of the server's local day (the services' dates are local days). */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
