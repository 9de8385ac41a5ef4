import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COORDINATOR_OR_ABOVE, createdResponses, ok, responses } from '@wellness/platform';
import {
  createDefinition,
  createPrompt,
  definitionOfPromotion,
  definitionsOfPromotion,
  deletePrompt,
  promotionKeywords,
  promptOfPromotion,
  promptsOfPromotion,
  updateDefinition,
  updatePrompt,
  userKeywords,
} from '../../domain/evaluations';
import {
  CustomPromptBody,
  CustomPromptSchema,
  DefinitionBody,
  DefinitionSchema,
  DeletedPromptSchema,
  ItemParams,
  KeywordSchema,
  PromotionParams,
  UserParams,
} from './schemas';

/** Staff of a promotion they manage (as the other admin screens: services/admin README). */
const managed = { access: { allow: COORDINATOR_OR_ABOVE, scope: 'managed' } } as const;
const writing = { ...managed, limit: 'write' } as const;

/**
 * Spec 3 "Evaluations": evaluation definitions and the promotion's custom prompts (s7 "GET/POST
 * /promotions/{promotion_id}/custom_prompts(/{id})", "/evaluation_definitions"), and the
 * keywords of a promotion or a user (s7 "GET /{type}/{id}/keywords").
 */
export const evaluationAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/promotions/:promotion_id/evaluation_definitions',
    {
      config: managed,
      schema: {
        tags: ['evaluations'],
        params: PromotionParams,
        response: responses(Type.Array(DefinitionSchema)),
      },
    },
    async (request) => {
      const definitions = await definitionsOfPromotion(fastify.db, request.params.promotion_id);
      return ok(definitions, { total_records: definitions.length });
    },
  );

  fastify.get(
    '/promotions/:promotion_id/evaluation_definitions/:id',
    {
      config: managed,
      schema: { tags: ['evaluations'], params: ItemParams, response: responses(DefinitionSchema) },
    },
    async (request) =>
      ok(await definitionOfPromotion(fastify.db, request.params.promotion_id, request.params.id)),
  );

  fastify.post(
    '/promotions/:promotion_id/evaluation_definitions',
    {
      config: writing,
      schema: {
        tags: ['evaluations'],
        params: PromotionParams,
        body: DefinitionBody,
        response: createdResponses(DefinitionSchema),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createDefinition(fastify.db, request.params.promotion_id, request.body))),
  );

  fastify.put(
    '/promotions/:promotion_id/evaluation_definitions/:id',
    {
      config: writing,
      schema: {
        tags: ['evaluations'],
        params: ItemParams,
        body: DefinitionBody,
        response: responses(DefinitionSchema),
      },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      return ok(await updateDefinition(fastify.db, promotion_id, id, request.body));
    },
  );

  fastify.get(
    '/promotions/:promotion_id/custom_prompts',
    {
      config: managed,
      schema: {
        tags: ['evaluations'],
        params: PromotionParams,
        response: responses(Type.Array(CustomPromptSchema)),
      },
    },
    async (request) => {
      const prompts = await promptsOfPromotion(fastify.db, request.params.promotion_id);
      return ok(prompts, { total_records: prompts.length });
    },
  );

  fastify.get(
    '/promotions/:promotion_id/custom_prompts/:id',
    {
      config: managed,
      schema: {
        tags: ['evaluations'],
        params: ItemParams,
        response: responses(CustomPromptSchema),
      },
    },
    async (request) =>
      ok(await promptOfPromotion(fastify.db, request.params.promotion_id, request.params.id)),
  );

  fastify.post(
    '/promotions/:promotion_id/custom_prompts',
    {
      config: writing,
      schema: {
        tags: ['evaluations'],
        params: PromotionParams,
        body: CustomPromptBody,
        response: createdResponses(CustomPromptSchema),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createPrompt(fastify.db, request.params.promotion_id, request.body))),
  );

  fastify.put(
    '/promotions/:promotion_id/custom_prompts/:id',
    {
      config: writing,
      schema: {
        tags: ['evaluations'],
        params: ItemParams,
        body: CustomPromptBody,
        response: responses(CustomPromptSchema),
      },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      return ok(await updatePrompt(fastify.db, promotion_id, id, request.body));
    },
  );

  fastify.delete(
    '/promotions/:promotion_id/custom_prompts/:id',
    {
      config: writing,
      schema: {
        tags: ['evaluations'],
        params: ItemParams,
        response: responses(DeletedPromptSchema),
      },
    },
    async (request) =>
      ok(await deletePrompt(fastify.db, request.params.promotion_id, request.params.id)),
  );

  fastify.get(
    '/promotions/:promotion_id/keywords',
    {
      config: managed,
      schema: {
        tags: ['keywords'],
        params: PromotionParams,
        response: responses(Type.Array(KeywordSchema)),
      },
    },
    async (request) => ok(await promotionKeywords(fastify.db, request.params.promotion_id)),
  );

  fastify.get(
    '/users/:user_id/keywords',
    {
      config: { access: { allow: 'signed-in', scope: 'own' } },
      schema: {
        tags: ['keywords'],
        params: UserParams,
        response: responses(Type.Array(KeywordSchema)),
      },
    },
    async (request) => ok(await userKeywords(fastify.db, request.user!, request.params.user_id)),
  );
};
