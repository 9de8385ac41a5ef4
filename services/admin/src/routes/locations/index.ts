import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  COORDINATOR_OR_ABOVE,
  ErrorsSchema,
  addLocation,
  boardWriter,
  createdResponses,
  ok,
  rebuildBoards,
  responses,
  unprocessable,
} from '@wellness/platform';
import {
  deleteLocation,
  promotionLabels,
  promotionLocations,
  reorderLocations,
  saveLabels,
  updateLocation,
} from '../../domain/locations';
import { locationFileRoutes } from './files';
import {
  CreateLocationBody,
  LabelsBody,
  LabelsSchema,
  LocationParams,
  LocationSchema,
  LocationsQuery,
  PromotionParams,
  ReorderBody,
  UpdateLocationBody,
} from './schemas';

/**
 * The promotion's location tree (spec 1 "locations": /locations/view, /locations/settings).
 * Coordinator or above, on a promotion they manage (spec 3 s6: "Coordinator: dashboard for own
 * promotion"); every route is nested under the promotion so the managed scope applies.
 */
const managed = { access: { allow: COORDINATOR_OR_ABOVE, scope: 'managed' } } as const;
const write = { ...managed, limit: 'write' } as const;
const tags = ['locations'];
export const LABELS_ID = 'The id must be the promotion being edited.';
const Tree = Type.Array(LocationSchema);

export const locationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const rebuildLocationBoard = async (promotionId: number) => {
    const { redis, prefix } = boardWriter(fastify);
    await rebuildBoards(fastify.db, redis, prefix, promotionId);
  };

  fastify.get(
    '/promotions/:promotion_id/locations',
    {
      config: managed,
      schema: {
        tags,
        params: PromotionParams,
        querystring: LocationsQuery,
        response: responses(Tree),
      },
    },
    async (request) => ok(await promotionLocations(fastify.db, request.params.promotion_id)),
  );

  fastify.post(
    '/promotions/:promotion_id/locations',
    {
      config: write,
      schema: {
        tags,
        params: PromotionParams,
        body: CreateLocationBody,
        response: createdResponses(Tree),
      },
    },
    async (request, reply) => {
      const promotionId = request.params.promotion_id;
      await addLocation(fastify.db, promotionId, {
        name: request.body.name,
        parent_id: request.body.parent_location_id ?? null,
      });
      return reply.status(201).send(ok(await promotionLocations(fastify.db, promotionId)));
    },
  );

  fastify.put(
    '/promotions/:promotion_id/locations/:id',
    {
      config: write,
      schema: { tags, params: LocationParams, body: UpdateLocationBody, response: responses(Tree) },
    },
    async (request) => {
      const { promotion_id: promotionId, id } = request.params;
      await updateLocation(fastify.db, promotionId, id, request.body);
      // A move can take members to another top-level location: the location board follows
      // (services/participant README "Leaderboards"; rare, so the promotion's boards are rebuilt).
      if (request.body.parent_location_id !== undefined) await rebuildLocationBoard(promotionId);
      return ok(await promotionLocations(fastify.db, promotionId));
    },
  );

  fastify.delete(
    '/promotions/:promotion_id/locations/:id',
    {
      config: write,
      schema: { tags, params: LocationParams, response: { ...responses(Tree), 409: ErrorsSchema } },
    },
    async (request) => {
      const { promotion_id: promotionId, id } = request.params;
      await deleteLocation(fastify.db, promotionId, id);
      await rebuildLocationBoard(promotionId);
      return ok(await promotionLocations(fastify.db, promotionId));
    },
  );

  fastify.post(
    '/promotions/:promotion_id/locations/reorder',
    {
      config: write,
      schema: { tags, params: PromotionParams, body: ReorderBody, response: responses(Tree) },
    },
    async (request) => {
      const promotionId = request.params.promotion_id;
      await reorderLocations(fastify.db, promotionId, request.body.sequence);
      return ok(await promotionLocations(fastify.db, promotionId));
    },
  );

  fastify.get(
    '/promotions/:promotion_id/labels',
    {
      config: managed,
      schema: { tags, params: PromotionParams, response: responses(LabelsSchema) },
    },
    async (request) => ok(await promotionLabels(fastify.db, request.params.promotion_id)),
  );

  fastify.put(
    '/promotions/:promotion_id/labels',
    {
      config: write,
      schema: {
        tags,
        params: PromotionParams,
        body: LabelsBody,
        response: responses(LabelsSchema),
      },
    },
    async (request) => {
      const { id, ...labels } = request.body;
      if (id !== undefined && id !== request.params.promotion_id) throw unprocessable(LABELS_ID);
      return ok(await saveLabels(fastify.db, request.params.promotion_id, labels));
    },
  );

  await fastify.register(locationFileRoutes);
};
