import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { createdResponses, ok, responses } from '@wellness/platform';
import { getRecipeLike, likeRecipe, unlikeRecipe } from '../../domain/recipes';
import { RecipeLikeSchema, RecipeParams } from './schemas';

const own = { access: { allow: 'signed-in', scope: 'own' } } as const;
const caller = (request: FastifyRequest) => ({
  userId: request.user!.id,
  promotionId: request.user!.promotion_id,
});

/** Spec 2 s7: GET, POST, DELETE /recipes/{id}/user_like (the caller's favourite). */
export const recipeLikeRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/recipes/:id/user_like',
    {
      config: own,
      schema: {
        tags: ['recipes'],
        params: RecipeParams,
        response: responses(Type.Union([RecipeLikeSchema, Type.Null()])),
      },
    },
    async (request) => ok(await getRecipeLike(fastify.db, caller(request), request.params.id)),
  );

  fastify.post(
    '/recipes/:id/user_like',
    {
      config: { ...own, limit: 'write' },
      schema: {
        tags: ['recipes'],
        params: RecipeParams,
        body: Type.Object({}, { additionalProperties: false }),
        response: createdResponses(RecipeLikeSchema),
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await likeRecipe(fastify.db, caller(request), request.params.id))),
  );

  fastify.delete(
    '/recipes/:id/user_like',
    {
      config: { ...own, limit: 'write' },
      schema: { tags: ['recipes'], params: RecipeParams, response: responses(RecipeLikeSchema) },
    },
    async (request) => ok(await unlikeRecipe(fastify.db, caller(request), request.params.id)),
  );
};
