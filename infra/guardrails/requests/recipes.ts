import type { RequestTable } from './types';

/**
 * Recipes are one library every promotion reads, so a recipe id names no record of the
 * demo promotion (`names: false`). The DELETEs name the caller's own rating or favourite,
 * which a caller of another promotion does not have (404).
 */
export const RECIPE_REQUESTS: RequestTable = {
  'GET /api/recipes': { names: false, build: () => ({ query: { page_size: 0 } }) },
  'GET /api/recipes/daily': { names: false, build: () => ({}) },
  'GET /api/recipes/secondary': { names: false, build: () => ({}) },
  'GET /api/recipes/favorites': { names: false, build: () => ({ query: { page_size: 0 } }) },
  'GET /api/recipes/:id': {
    names: false,
    build: ({ shared }) => ({ params: { id: shared.recipes.id } }),
  },
  'GET /api/recipes/:id/user_rating': {
    names: false,
    build: ({ shared }) => ({ params: { id: shared.recipes.id } }),
  },
  'POST /api/recipes/:id/user_rating': {
    names: false,
    build: ({ shared }) => ({ params: { id: shared.recipes.id }, body: { score: 80 } }),
  },
  'DELETE /api/recipes/:id/user_rating': {
    names: true,
    build: ({ shared }) => ({ params: { id: shared.recipes.ratedId } }),
  },
  'GET /api/recipes/:id/user_like': {
    names: false,
    build: ({ shared }) => ({ params: { id: shared.recipes.id } }),
  },
  'POST /api/recipes/:id/user_like': {
    names: false,
    build: ({ shared }) => ({ params: { id: shared.recipes.id }, body: {} }),
  },
  'DELETE /api/recipes/:id/user_like': {
    names: true,
    build: ({ shared }) => ({ params: { id: shared.recipes.likedId } }),
  },
};
