import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorsSchema, createdResponses, ok, responses } from '@wellness/platform';
import {
  ELEMENT_MASK_TYPES,
  collection,
  collections,
  createCollection,
  createStyle,
  deleteCollection,
  deleteStyle,
  style,
  styles,
  updateCollection,
  updateStyle,
} from '../../domain/styles';
import {
  CollectionBody,
  CollectionQuery,
  CollectionRowSchema,
  CollectionSchema,
  DeletedSchema,
  IdParams,
  MaskTypeSchema,
  PageSizeQuery,
  StyleBody,
  StyleSchema,
} from './schemas';

import { master, masterWriting } from './access';

const tags = ['styles'];

/** Spec 3 s7 "Prompts, styles": collections and styles. */
export const styleRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/collections',
    {
      config: master,
      schema: {
        tags,
        querystring: CollectionQuery,
        response: responses(Type.Array(CollectionRowSchema)),
      },
    },
    async () => ok(await collections(fastify.db)),
  );

  fastify.get(
    '/collections/:id',
    { config: master, schema: { tags, params: IdParams, response: responses(CollectionSchema) } },
    async (request) => ok(await collection(fastify.db, request.params.id)),
  );

  fastify.post(
    '/collections',
    {
      config: masterWriting,
      schema: {
        tags,
        body: CollectionBody,
        response: { ...createdResponses(CollectionSchema), 422: ErrorsSchema },
      },
    },
    async (request, reply) => {
      const { name, style_ids } = request.body;
      return reply.status(201).send(ok(await createCollection(fastify.db, name, style_ids)));
    },
  );

  fastify.put(
    '/collections/:id',
    {
      config: masterWriting,
      schema: {
        tags,
        params: IdParams,
        body: CollectionBody,
        response: { ...responses(CollectionSchema), 422: ErrorsSchema },
      },
    },
    async (request) => ok(await updateCollection(fastify.db, request.params.id, request.body)),
  );

  fastify.delete(
    '/collections/:id',
    {
      config: masterWriting,
      schema: {
        tags,
        params: IdParams,
        response: { ...responses(DeletedSchema), 409: ErrorsSchema },
      },
    },
    async (request) => ok(await deleteCollection(fastify.db, request.params.id)),
  );

  fastify.get(
    '/styles/element_mask_types',
    { config: master, schema: { tags, response: responses(Type.Array(MaskTypeSchema)) } },
    async () => ok([...ELEMENT_MASK_TYPES]),
  );

  fastify.get(
    '/styles',
    {
      config: master,
      schema: { tags, querystring: PageSizeQuery, response: responses(Type.Array(StyleSchema)) },
    },
    async () => ok(await styles(fastify.db)),
  );

  fastify.get(
    '/styles/:id',
    { config: master, schema: { tags, params: IdParams, response: responses(StyleSchema) } },
    async (request) => ok(await style(fastify.db, request.params.id)),
  );

  fastify.post(
    '/styles',
    {
      config: masterWriting,
      schema: { tags, body: StyleBody, response: createdResponses(StyleSchema) },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await createStyle(fastify.db, request.body))),
  );

  fastify.put(
    '/styles/:id',
    {
      config: masterWriting,
      schema: { tags, params: IdParams, body: StyleBody, response: responses(StyleSchema) },
    },
    async (request) => ok(await updateStyle(fastify.db, request.params.id, request.body)),
  );

  fastify.delete(
    '/styles/:id',
    {
      config: masterWriting,
      schema: {
        tags,
        params: IdParams,
        response: { ...responses(DeletedSchema), 409: ErrorsSchema },
      },
    },
    async (request) => ok(await deleteStyle(fastify.db, request.params.id)),
  );
};
