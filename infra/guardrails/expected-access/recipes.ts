import type { AccessTable } from './roles';

/**
 * Recipes (spec 2 s7 "Recipes"). Spec 2 s8 and spec 3 s2: signed-out users may enter the
 * recipes (the access guard's exception), so the library is read by anyone; spec 1 s6 gives
 * recipes to every participant role. A rating and a favourite are the caller's own
 * (services/social README "Recipes").
 */
export const RECIPE_ACCESS: AccessTable = {
  'GET /api/recipes': { allow: 'anonymous', scope: 'none' },
  'GET /api/recipes/daily': { allow: 'anonymous', scope: 'none' },
  'GET /api/recipes/secondary': { allow: 'anonymous', scope: 'none' },
  'GET /api/recipes/:id': { allow: 'anonymous', scope: 'none' },
  // Spec 2 s7 "GET /recipes/favorites (user_id, page_size 0)": the user's own.
  'GET /api/recipes/favorites': { allow: 'signed-in', scope: 'own' },
  'GET /api/recipes/:id/user_rating': { allow: 'signed-in', scope: 'own' },
  'POST /api/recipes/:id/user_rating': {
    allow: 'signed-in',
    scope: 'own',
    success: {
      status: 201,
      why: 'each caller rates the recipe for the first time (a change is 200)',
    },
  },
  'DELETE /api/recipes/:id/user_rating': { allow: 'signed-in', scope: 'own' },
  'GET /api/recipes/:id/user_like': { allow: 'signed-in', scope: 'own' },
  'POST /api/recipes/:id/user_like': { allow: 'signed-in', scope: 'own' },
  'DELETE /api/recipes/:id/user_like': { allow: 'signed-in', scope: 'own' },
};
