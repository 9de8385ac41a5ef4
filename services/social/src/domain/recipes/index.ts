/** Recipes (spec 2 s3, s7, s9): the library, daily recipe, ratings and favourites. */
export {
  assertRecipe,
  clearRating,
  getRecipeLike,
  likeRecipe,
  rateRecipe,
  unlikeRecipe,
} from './commands';
export { dailyRecipe, getRecipe, listRecipes, ratingOf } from './queries';
export type { RecipeView } from './queries';
export * from './rules';
