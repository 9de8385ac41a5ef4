import type { RecipeEase, RecipeMeal } from '../../entities';

/**
 * One seeded recipe. `ingredients` and `directions` are written as one string each, entries
 * separated by ` | ` (kept short in the source; stored one entry a line).
 */
export interface SeedRecipe {
  title: string;
  description: string;
  meal: RecipeMeal;
  ease: RecipeEase;
  servings: number;
  /** Minutes of hands-on work, and in all. */
  active: number;
  total: number;
  health: string;
  ingredients: string;
  directions: string;
  /** One of the "More WFPB Recipes" (the secondary category). */
  secondary?: true;
}
