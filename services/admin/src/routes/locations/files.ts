import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  COORDINATOR_OR_ABOVE,
  ErrorsSchema,
  HttpError,
  createdResponses,
  ok,
  queueLocationFile,
  responses,
  unprocessable,
} from '@wellness/platform';
import { Type } from '@sinclair/typebox';
import {
  MAX_LOCATION_FILE_BYTES,
  locationFileView,
  storeLocationFile,
} from '../../domain/locations';
import { LocationFileSchema, LocationParams, PromotionParams } from './schemas';

export const NO_LOCATION_FILE = 'Choose a .csv file to upload.';
const managed = { access: { allow: COORDINATOR_OR_ABOVE, scope: 'managed' } } as const;
const tags = ['locations'];

/**
 * Spec 1 "Locations upload to /promotions/{id}/locations": the CSV (columns name, parent) is
 * kept and imported by the worker's `location-file` job; the caller polls the file for its
 * progress and bad rows (services/admin README "Locations").
 */
export const locationFileRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(multipart, {
    limits: { fileSize: MAX_LOCATION_FILE_BYTES, files: 1, fields: 0, parts: 1 },
  });

  fastify.post(
    '/promotions/:promotion_id/location_files',
    {
      config: { ...managed, limit: 'upload' },
      schema: {
        tags,
        description: 'multipart/form-data with one part `file`: a CSV with the header name,parent',
        params: PromotionParams,
        body: Type.Null(),
        response: { ...createdResponses(LocationFileSchema), 413: ErrorsSchema, 415: ErrorsSchema },
      },
      preValidation: async (request) => {
        if (!request.isMultipart())
          throw new HttpError(415, 'Send the file as multipart/form-data.');
      },
    },
    async (request, reply) => {
      const promotionId = request.params.promotion_id;
      let part;
      try {
        part = await request.file();
      } catch {
        throw new HttpError(400, 'The upload could not be read.');
      }
      if (!part || part.fieldname !== 'file') throw unprocessable(NO_LOCATION_FILE);
      const id = await storeLocationFile(fastify.db, {
        promotionId,
        userId: request.user!.id,
        filename: part.filename,
        stream: part.file,
      });
      await queueLocationFile(fastify.emailQueue, {
        location_file_id: id,
        promotion_id: promotionId,
      });
      return reply.status(201).send(ok(await locationFileView(fastify.db, promotionId, id)));
    },
  );

  // Polled while processing; the bad rows come with it.
  fastify.get(
    '/promotions/:promotion_id/location_files/:id',
    {
      config: managed,
      schema: { tags, params: LocationParams, response: responses(LocationFileSchema) },
    },
    async (request) =>
      ok(await locationFileView(fastify.db, request.params.promotion_id, request.params.id)),
  );
};
