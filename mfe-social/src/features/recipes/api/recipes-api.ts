import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';
import type { RecipeCategory } from '../lib/recipes';

/** Spec 2 s3 "Recipe" as services/social answers it. */
export interface Recipe {
  id: number;
  title: string;
  description: string;
  ingredients: Array<{ item: string }>;
  directions: string[];
  recipe_categories: Array<{ category: string; category_type: string }>;
  health_categories: string[];
  servings: number;
  active_time: number;
  total_time: number;
  is_secondary: boolean;
  /** The average score, 0–100 (stars × 20). */
  rating: number;
  ratings_count: number;
  userRating: number | null;
  favorited: boolean;
}

export interface RecipeRating {
  score: number | null;
  rateable: { id: number; rating: number; ratings_count: number };
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Recipes'] });

/** Spec 2 s7 "Recipes": the library, the daily recipe, ratings, favourites, sharing. */
export const recipesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecipes: build.query<Recipe[], { category: RecipeCategory; search: string }>({
      query: ({ category, search }) => ({
        url: '/recipes',
        params: {
          page_size: 0,
          ...(category === 'all' ? {} : { category }),
          ...(search.trim() ? { search: search.trim() } : {}),
        },
      }),
      transformResponse: (body: Envelope<Recipe[]>) => body.data,
      providesTags: ['Recipes'],
    }),
    getDailyRecipe: build.query<Recipe, void>({
      query: () => '/recipes/daily',
      transformResponse: (body: Envelope<Recipe>) => body.data,
      providesTags: ['Recipes'],
    }),
    getSecondaryRecipes: build.query<Recipe[], void>({
      query: () => '/recipes/secondary?page_size=0',
      transformResponse: (body: Envelope<Recipe[]>) => body.data,
      providesTags: ['Recipes'],
    }),
    getRecipe: build.query<Recipe, number>({
      query: (id) => `/recipes/${id}`,
      transformResponse: (body: Envelope<Recipe>) => body.data,
      providesTags: ['Recipes'],
    }),
    rateRecipe: build.mutation<RecipeRating, { id: number; score: number }>({
      query: ({ id, score }) => ({
        url: `/recipes/${id}/user_rating`,
        method: 'POST',
        body: { score },
      }),
      transformResponse: (body: Envelope<RecipeRating>) => body.data,
      invalidatesTags: ['Recipes'],
    }),
    clearRecipeRating: build.mutation<RecipeRating, number>({
      query: (id) => ({ url: `/recipes/${id}/user_rating`, method: 'DELETE' }),
      transformResponse: (body: Envelope<RecipeRating>) => body.data,
      invalidatesTags: ['Recipes'],
    }),
    likeRecipe: build.mutation<unknown, number>({
      query: (id) => ({ url: `/recipes/${id}/user_like`, method: 'POST', body: {} }),
      invalidatesTags: ['Recipes'],
    }),
    unlikeRecipe: build.mutation<unknown, number>({
      query: (id) => ({ url: `/recipes/${id}/user_like`, method: 'DELETE' }),
      invalidatesTags: ['Recipes'],
    }),
    /** A wall post sharing the recipe (the wall shows it as a card). */
    shareRecipe: build.mutation<{ id: number }, { recipeId: number; content: string }>({
      query: ({ recipeId, content }) => ({
        url: '/posts',
        method: 'POST',
        body: { content, postable_type: 'Recipe', postable_id: recipeId },
      }),
      transformResponse: (body: Envelope<{ id: number }>) => body.data,
      invalidatesTags: (_result, error) => (error ? [] : ['Posts']),
    }),
  }),
});

export const {
  useGetRecipesQuery,
  useGetDailyRecipeQuery,
  useGetSecondaryRecipesQuery,
  useGetRecipeQuery,
  useRateRecipeMutation,
  useClearRecipeRatingMutation,
  useLikeRecipeMutation,
  useUnlikeRecipeMutation,
  useShareRecipeMutation,
} = recipesApi;
