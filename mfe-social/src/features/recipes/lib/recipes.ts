import { paths } from '../../../config/paths';

/** Spec 2 s9: the recipes list starts at 20 and "Show more" adds 20. */
export const RECIPES_PAGE_SIZE = 20;
/** Spec 2 s9: a recipe's summary is truncated at 190 characters. */
export const SUMMARY_LENGTH = 190;
/** Spec 2 s9: search inputs are debounced 300 ms. */
export const RECIPE_SEARCH_DEBOUNCE_MS = 300;
/** Spec 2 s9: the cleared-rating message shows 2.5 s. */
export const CLEARED_MESSAGE_MS = 2500;

/** Spec 2 s9 "Recipe categories"; the default is all. */
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

export const CATEGORY_LABELS: Record<RecipeCategory, string> = {
  all: 'All',
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snacks: 'Snacks',
  favorites: 'Favorites',
  secondary: 'WFPB',
};

export const recipeCategory = (value: string | null): RecipeCategory =>
  (RECIPE_CATEGORIES as readonly string[]).includes(value ?? '')
    ? (value as RecipeCategory)
    : 'all';

/** Spec 2 s9: the rating's hover labels, 1 to 5 stars. */
export const STAR_LABELS = ['Poor', 'Okay', 'Good', 'Great', 'Awesome'] as const;

/** The client's messages (spec 2 s8). */
export const RECIPE_MESSAGES = {
  listFailed: 'Recipes could not be found',
  dailyFailed: 'Daily recipe could not be found',
  secondaryFailed: 'Secondary recipes could not be found',
  recipeFailed: 'Recipe could not be found',
  noMatches: "Oops, we don't have any recipes matching your search.",
  noneInCategory: (category: string) =>
    `No recipes found in ${category}, would you like to search in all recipes?`,
  noFavoritesTitle: "You don't have favorites yet.",
  noFavorites: 'Once you like a recipe it will show up under favorites.',
  ratingCleared: 'Your rating was cleared.',
  blankShare: 'Oops, you need to write something before you post.',
  shared: 'Shared on the wall.',
  shareFailed: 'Oops, the post could not be saved.',
} as const;

/** The summary of a list card: the description cut at 190 characters, with an ellipsis. */
export function summaryOf(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= SUMMARY_LENGTH) return trimmed;
  return `${trimmed.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…`;
}

export const recipePath = (id: number) => paths['go.u.recipe'].replace(':id', String(id));

export function allRecipesPath(category: RecipeCategory, search = ''): string {
  const params = new URLSearchParams();
  params.set('category', category);
  if (search.trim()) params.set('search', search.trim());
  return `${paths['go.u.recipes.all']}?${params.toString()}`;
}

/** A score (20–100) as stars, and the average shown ×20 as a percentage (spec 2 s9). */
export const starsOf = (score: number | null) => (score ? Math.round(score / 20) : 0);
export const ratingText = (rating: number, count: number) =>
  count === 0
    ? 'Not rated yet'
    : `Rated ${rating}% (${count} ${count === 1 ? 'rating' : 'ratings'})`;

export const minutes = (value: number) =>
  value >= 60
    ? `${Math.floor(value / 60)} h ${value % 60 ? `${value % 60} min` : ''}`.trim()
    : `${value} min`;
