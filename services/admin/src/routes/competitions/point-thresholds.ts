import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createdResponses, ok, responses } from '@wellness/platform';
import {
  createPointThreshold,
  deletePointThreshold,
  pointThresholdOfPromotion,
  pointThresholdsOfPromotion,
  serializePointThreshold,
  updatePointThreshold,
} from '../../domain/competitions';
import type { PointThresholdInput } from '../../domain/competitions';
import { managed, writing } from './access';
import {
  AllQuery,
  DeletedSchema,
  PointThresholdBody,
  PointThresholdSchema,
  PromotionParams,
  RecordParams,
} from './schemas';

const tags = ['point_thresholds'];
/** The schema has checked pointable_type against the three (its type is not inferred). */
const asInput = (body: Omit<PointThresholdInput, 'pointable_type'> & { pointable_type: unknown }) =>
  body as PointThresholdInput;

/** Spec 3 s7 "Point thresholds: index (page_size 0), create, update, destroy, show". */
export const pointThresholdRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/promotions/:promotion_id/point_thresholds',
    {
      config: managed,
      schema: {
        tags,
        params: PromotionParams,
        querystring: AllQuery,
        response: responses(Type.Array(PointThresholdSchema)),
      },
    },
    async (request) => {
      const thresholds = await pointThresholdsOfPromotion(fastify.db, request.params.promotion_id);
      return ok(thresholds.map(serializePointThreshold), { total_records: thresholds.length });
    },
  );

  fastify.get(
    '/promotions/:promotion_id/point_thresholds/:id',
    {
      config: managed,
      schema: { tags, params: RecordParams, response: responses(PointThresholdSchema) },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      return ok(
        serializePointThreshold(await pointThresholdOfPromotion(fastify.db, promotion_id, id)),
      );
    },
  );

  fastify.post(
    '/promotions/:promotion_id/point_thresholds',
    {
      config: writing,
      schema: {
        tags,
        params: PromotionParams,
        body: PointThresholdBody,
        response: createdResponses(PointThresholdSchema),
      },
    },
    async (request, reply) => {
      const { promotion_id } = request.params;
      const threshold = await createPointThreshold(fastify.db, promotion_id, asInput(request.body));
      return reply.status(201).send(ok(serializePointThreshold(threshold)));
    },
  );

  fastify.put(
    '/promotions/:promotion_id/point_thresholds/:id',
    {
      config: writing,
      schema: {
        tags,
        params: RecordParams,
        body: PointThresholdBody,
        response: responses(PointThresholdSchema),
      },
    },
    async (request) => {
      const { promotion_id, id } = request.params;
      const threshold = await updatePointThreshold(
        fastify.db,
        promotion_id,
        id,
        asInput(request.body),
      );
      return ok(serializePointThreshold(threshold));
    },
  );

  fastify.delete(
    '/promotions/:promotion_id/point_thresholds/:id',
    { config: writing, schema: { tags, params: RecordParams, response: responses(DeletedSchema) } },
    async (request) =>
      ok(await deletePointThreshold(fastify.db, request.params.promotion_id, request.params.id)),
  );
};
