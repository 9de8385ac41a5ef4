import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createdResponses, ok, responses } from '@wellness/platform';
import {
  createLevel,
  deleteLevel,
  levelsOfPromotion,
  saveLevels,
  serializeLevel,
  updateLevel,
} from '../../domain/competitions';
import { managed, writing } from './access';
import {
  AllQuery,
  DeletedSchema,
  LevelBody,
  LevelSchema,
  LevelsBody,
  PromotionParams,
  RecordParams,
} from './schemas';

const tags = ['levels'];

/** Spec 3 s7 "Levels under a promotion: index (page_size 0), create, update, destroy, bulk save". */
export const levelRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/promotions/:promotion_id/levels',
    {
      config: managed,
      schema: {
        tags,
        params: PromotionParams,
        querystring: AllQuery,
        response: responses(Type.Array(LevelSchema)),
      },
    },
    async (request) => {
      const levels = await levelsOfPromotion(fastify.db, request.params.promotion_id);
      return ok(levels.map(serializeLevel), { total_records: levels.length });
    },
  );

  fastify.post(
    '/promotions/:promotion_id/levels',
    {
      config: writing,
      schema: {
        tags,
        params: PromotionParams,
        body: LevelBody,
        response: createdResponses(LevelSchema),
      },
    },
    async (request, reply) => {
      const level = await createLevel(fastify.db, request.params.promotion_id, request.body);
      return reply.status(201).send(ok(serializeLevel(level)));
    },
  );

  /** "bulk save (POST body levels)". */
  fastify.post(
    '/promotions/:promotion_id/levels/bulk',
    {
      config: writing,
      schema: {
        tags,
        params: PromotionParams,
        body: LevelsBody,
        response: responses(Type.Array(LevelSchema)),
      },
    },
    async (request) => {
      const levels = await saveLevels(fastify.db, request.params.promotion_id, request.body.levels);
      return ok(levels.map(serializeLevel), { total_records: levels.length });
    },
  );

  fastify.put(
    '/promotions/:promotion_id/levels/:id',
    {
      config: writing,
      schema: { tags, params: RecordParams, body: LevelBody, response: responses(LevelSchema) },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      return ok(serializeLevel(await updateLevel(fastify.db, promotion_id, id, request.body)));
    },
  );

  fastify.delete(
    '/promotions/:promotion_id/levels/:id',
    { config: writing, schema: { tags, params: RecordParams, response: responses(DeletedSchema) } },
    async (request) =>
      ok(await deleteLevel(fastify.db, request.params.promotion_id, request.params.id)),
  );
};
