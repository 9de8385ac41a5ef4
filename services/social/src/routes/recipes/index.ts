import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  HttpError,
  createdResponses,
  ok,
  pageOf,
  queueBadgeCheck,
  responses,
  unprocessable,
} from '@wellness/platform';
import {
  BAD_SCORE,
  RECIPE_SCORES,
  assertRecipe,
  clearRating,
  dailyRecipe,
  getRecipe,
  listRecipes,
  localDay,
  rateRecipe,
  ratingOf,
} from '../../domain/recipes';
import type { RecipeCategory, RecipeView } from '../../domain/recipes';
import { NOT_ALLOWED } from '../../domain/posts';
import { assertMayReadRecipes, assertSignedIn } from './guests';
import { recipeLikeRoutes } from './likes';
import {
  FavoritesQuery,
  ListQuery,
  PageOnlyQuery,
  RatingBody,
  RatingSchema,
  RecipeParams,
  RecipeSchema,
  TotalMeta,
} from './schemas';

/** Anyone may read (guests as the access guard allows); ratings are the caller's own. */
const readers = { access: { allow: 'anonymous', scope: 'none' } } as const;
const own = { access: { allow: 'signed-in', scope: 'own' } } as const;

const reader = (request: FastifyRequest) => ({ userId: request.user?.id ?? null });
const caller = (request: FastifyRequest) => ({
  userId: request.user!.id,
  promotionId: request.user!.promotion_id,
});
const paged = (list: RecipeView[], query: { page_size?: number; page?: number }) =>
  ok(pageOf(list, { page_size: query.page_size ?? 0, page: query.page ?? 1 }), {
    total_records: list.length,
  });
const listResponses = responses(Type.Array(RecipeSchema), TotalMeta);

/** Spec 2 s7 "Recipes" (services/social README "Recipes"). */
export const recipeRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/recipes',
    {
      config: readers,
      schema: { tags: ['recipes'], querystring: ListQuery, response: listResponses },
    },
    async (request) => {
      await assertMayReadRecipes(fastify, request);
      if (request.query.category === 'favorites') assertSignedIn(request);
      // The schema allows only RECIPE_CATEGORIES (one enum, so one readable 400 message).
      const category = request.query.category as RecipeCategory | undefined;
      const { search } = request.query;
      return paged(
        await listRecipes(fastify.db, reader(request), { category, search }),
        request.query,
      );
    },
  );

  fastify.get(
    '/recipes/daily',
    { config: readers, schema: { tags: ['recipes'], response: responses(RecipeSchema) } },
    async (request) => {
      await assertMayReadRecipes(fastify, request);
      return ok(await dailyRecipe(fastify.db, reader(request), localDay()));
    },
  );

  fastify.get(
    '/recipes/secondary',
    {
      config: readers,
      schema: { tags: ['recipes'], querystring: PageOnlyQuery, response: listResponses },
    },
    async (request) => {
      await assertMayReadRecipes(fastify, request);
      const list = await listRecipes(fastify.db, reader(request), { category: 'secondary' });
      return paged(list, request.query);
    },
  );

  fastify.get(
    '/recipes/favorites',
    {
      config: own,
      schema: { tags: ['recipes'], querystring: FavoritesQuery, response: listResponses },
    },
    async (request) => {
      if (request.query.user_id !== undefined && request.query.user_id !== request.user!.id) {
        throw new HttpError(403, NOT_ALLOWED);
      }
      const list = await listRecipes(fastify.db, reader(request), { category: 'favorites' });
      return paged(list, request.query);
    },
  );

  fastify.get(
    '/recipes/:id',
    {
      config: readers,
      schema: { tags: ['recipes'], params: RecipeParams, response: responses(RecipeSchema) },
    },
    async (request) => {
      await assertMayReadRecipes(fastify, request);
      return ok(await getRecipe(fastify.db, reader(request), request.params.id));
    },
  );

  fastify.get(
    '/recipes/:id/user_rating',
    {
      config: own,
      schema: { tags: ['recipes'], params: RecipeParams, response: responses(RatingSchema) },
    },
    async (request) => {
      await assertRecipe(fastify.db, request.params.id);
      return ok(await ratingOf(fastify.db, request.user!.id, request.params.id));
    },
  );

  fastify.post(
    '/recipes/:id/user_rating',
    {
      config: { ...own, limit: 'write' },
      schema: {
        tags: ['recipes'],
        params: RecipeParams,
        body: RatingBody,
        response: { ...responses(RatingSchema), ...createdResponses(RatingSchema) },
      },
    },
    async (request, reply) => {
      const { score } = request.body;
      if (!(RECIPE_SCORES as readonly number[]).includes(score)) throw unprocessable(BAD_SCORE);
      const { created, rating } = await rateRecipe(
        fastify.db,
        caller(request),
        request.params.id,
        score,
      );
      // services/worker README "Badges": recipes_rated counts the recipes the user rates.
      if (created) {
        await queueBadgeCheck(
          fastify.emailQueue,
          {
            promotion_id: request.user!.promotion_id,
            user_id: request.user!.id,
            category: 'recipes_rated',
          },
          request.log,
        );
      }
      return reply.status(created ? 201 : 200).send(ok(rating));
    },
  );

  fastify.delete(
    '/recipes/:id/user_rating',
    {
      config: { ...own, limit: 'write' },
      schema: { tags: ['recipes'], params: RecipeParams, response: responses(RatingSchema) },
    },
    async (request) => ok(await clearRating(fastify.db, caller(request), request.params.id)),
  );

  await fastify.register(recipeLikeRoutes);
};
