import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createdResponses, ok, responses } from '@wellness/platform';
import {
  behaviorOfPromotion,
  behaviorsOfPromotion,
  competitionOfPromotion,
  createBehavior,
  deleteBehavior,
  serializeBehavior,
  updateBehavior,
} from '../../domain/competitions';
import { managed, writing } from './access';
import {
  BehaviorBody,
  BehaviorQuery,
  BehaviorSchema,
  DeletedSchema,
  PromotionParams,
  RecordParams,
} from './schemas';

const tags = ['behaviors'];

/**
 * Behaviours of a competition and the promotion's default ones (spec 3 s7 "behaviors index
 * with page_size 0 and competition_id, or default true, behaviorable_type Competition and
 * promotion_id"); the promotion is the path's, as every promotion-bound admin route.
 */
export const behaviorRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/promotions/:promotion_id/behaviors',
    {
      config: managed,
      schema: {
        tags,
        params: PromotionParams,
        querystring: BehaviorQuery,
        response: responses(Type.Array(BehaviorSchema)),
      },
    },
    async (request) => {
      const { promotion_id } = request.params;
      const { competition_id } = request.query;
      if (competition_id !== undefined) {
        await competitionOfPromotion(fastify.db, promotion_id, competition_id);
      }
      const behaviors = await behaviorsOfPromotion(fastify.db, promotion_id, {
        competition_id,
        default: request.query.default,
      });
      return ok(behaviors.map(serializeBehavior), { total_records: behaviors.length });
    },
  );

  fastify.get(
    '/promotions/:promotion_id/behaviors/:id',
    {
      config: managed,
      schema: { tags, params: RecordParams, response: responses(BehaviorSchema) },
    },
    async (request) =>
      ok(
        serializeBehavior(
          await behaviorOfPromotion(fastify.db, request.params.promotion_id, request.params.id),
        ),
      ),
  );

  fastify.post(
    '/promotions/:promotion_id/behaviors',
    {
      config: writing,
      schema: {
        tags,
        params: PromotionParams,
        body: BehaviorBody,
        response: createdResponses(BehaviorSchema),
      },
    },
    async (request, reply) => {
      const behavior = await createBehavior(fastify.db, request.params.promotion_id, request.body);
      return reply.status(201).send(ok(serializeBehavior(behavior)));
    },
  );

  fastify.put(
    '/promotions/:promotion_id/behaviors/:id',
    {
      config: writing,
      schema: {
        tags,
        params: RecordParams,
        body: BehaviorBody,
        response: responses(BehaviorSchema),
      },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      return ok(
        serializeBehavior(await updateBehavior(fastify.db, promotion_id, id, request.body)),
      );
    },
  );

  fastify.delete(
    '/promotions/:promotion_id/behaviors/:id',
    { config: writing, schema: { tags, params: RecordParams, response: responses(DeletedSchema) } },
    async (request) =>
      ok(await deleteBehavior(fastify.db, request.params.promotion_id, request.params.id)),
  );
};
