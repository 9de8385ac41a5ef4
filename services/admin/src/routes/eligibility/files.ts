import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  COORDINATOR_OR_ABOVE,
  ErrorsSchema,
  HttpError,
  canManagePromotion,
  createdResponses,
  notFound,
  ok,
  queueEligibilityFile,
  responses,
  unprocessable,
} from '@wellness/platform';
import {
  MAX_ELIGIBILITY_FILE_BYTES,
  cancelProcessing,
  deleteEligibilityFile,
  eligibilityFileBytes,
  eligibilityFileView,
  promotionEligibilityFiles,
  startProcessing,
  storeEligibilityFile,
  storedEligibilityFile,
} from '../../domain/eligibilities';
import {
  EligibilityFileDetailSchema,
  EligibilityFileSchema,
  FileParams,
  ProcessingStatusBody,
  PromotionParams,
} from './schemas';

export const NO_FILE = 'Choose a .csv file to upload.';
export const UPLOAD_QUOTA_REACHED =
  'This promotion has no storage left for uploads. Please ask your administrator.';

const managed = { access: { allow: COORDINATOR_OR_ABOVE, scope: 'managed' } } as const;
/** Spec 3 s6: "Master: eligibility file actions (view, process/cancel, delete)". */
const master = { access: { allow: ['Master'], scope: 'any' } } as const;

/**
 * Spec 3 s7: the promotion's uploaded files. Coordinators of the promotion upload (which starts
 * processing) and watch progress; masters view (download), process again, cancel and delete.
 */
export const eligibilityFileRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Scoped to these routes: only the eligibility upload accepts multipart bodies.
  await fastify.register(multipart, {
    limits: { fileSize: MAX_ELIGIBILITY_FILE_BYTES, files: 1, fields: 0, parts: 1 },
  });

  /** The file, when the caller manages its promotion; 404 otherwise (never says it exists). */
  const managedFile = async (request: FastifyRequest, id: number) => {
    const file = await storedEligibilityFile(fastify.db, id);
    if (!(await canManagePromotion(fastify.db, request.user!, Number(file.promotion_id)))) {
      throw notFound('Eligibility File');
    }
    return file;
  };

  fastify.get(
    '/promotions/:promotion_id/eligibility_files',
    {
      config: managed,
      schema: {
        tags: ['eligibility'],
        params: PromotionParams,
        querystring: Type.Object(
          { page_size: Type.Optional(Type.Integer({ minimum: 0, maximum: 0 })) },
          { additionalProperties: false },
        ),
        response: responses(Type.Array(EligibilityFileSchema)),
      },
    },
    async (request) => ok(await promotionEligibilityFiles(fastify.db, request.params.promotion_id)),
  );

  fastify.post(
    '/promotions/:promotion_id/eligibility_files',
    {
      config: { ...managed, limit: 'upload' },
      schema: {
        tags: ['eligibility'],
        description:
          'multipart/form-data with one part `file`: a CSV whose header names identifier (and optionally first_name, last_name, email)',
        params: PromotionParams,
        body: Type.Null(),
        response: {
          ...createdResponses(EligibilityFileSchema),
          409: ErrorsSchema,
          413: ErrorsSchema,
          415: ErrorsSchema,
        },
      },
      preValidation: async (request) => {
        if (!request.isMultipart()) {
          throw new HttpError(415, 'Send the file as multipart/form-data.');
        }
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
      if (!part || part.fieldname !== 'file') throw unprocessable(NO_FILE);
      const stored = await storeEligibilityFile(fastify.db, {
        promotionId,
        userId: request.user!.id,
        filename: part.filename,
        stream: part.file,
      });
      const reserved: { affectedRows: number } = await fastify.db.query(
        `UPDATE promotions SET upload_bytes_used = upload_bytes_used + ?
          WHERE id = ? AND upload_bytes_used + ? <= upload_quota_bytes`,
        [stored.bytes, promotionId, stored.bytes],
      );
      if (reserved.affectedRows !== 1) {
        await fastify.db.query("UPDATE eligibility_files SET status = 'canceled' WHERE id = ?", [
          stored.id,
        ]);
        await deleteEligibilityFile(fastify.db, stored.id);
        throw new HttpError(413, UPLOAD_QUOTA_REACHED);
      }
      const run = await startProcessing(fastify.db, stored.id);
      await queueEligibilityFile(fastify.emailQueue, {
        eligibility_file_id: stored.id,
        promotion_id: promotionId,
        run,
      });
      const { errors: _errors, ...file } = await eligibilityFileView(fastify.db, stored.id);
      return reply.status(201).send(ok(file));
    },
  );

  // Polled each second while processing (spec 3 s9); the bad rows come with it.
  fastify.get(
    '/eligibility_files/:id',
    {
      config: managed,
      schema: {
        tags: ['eligibility'],
        params: FileParams,
        response: responses(EligibilityFileDetailSchema),
      },
    },
    async (request) => {
      await managedFile(request, request.params.id);
      return ok(await eligibilityFileView(fastify.db, request.params.id));
    },
  );

  fastify.post(
    '/eligibility_files/:id/process',
    {
      config: { ...master, limit: 'write' },
      schema: {
        tags: ['eligibility'],
        params: FileParams,
        body: Type.Object({}, { additionalProperties: false }),
        response: { ...responses(EligibilityFileDetailSchema), 409: ErrorsSchema },
      },
    },
    async (request) => {
      const file = await storedEligibilityFile(fastify.db, request.params.id);
      if (file.status === 'processing') throw new HttpError(409, 'The file is already processing.');
      const run = await startProcessing(fastify.db, file.id);
      await queueEligibilityFile(fastify.emailQueue, {
        eligibility_file_id: Number(file.id),
        promotion_id: Number(file.promotion_id),
        run,
      });
      return ok(await eligibilityFileView(fastify.db, file.id));
    },
  );

  // Spec 3 s3: "A processing file can be cancelled (status canceled, saved)".
  fastify.post(
    '/eligibility_files/:id/processing_status',
    {
      config: { ...master, limit: 'write' },
      schema: {
        tags: ['eligibility'],
        params: FileParams,
        body: ProcessingStatusBody,
        response: { ...responses(EligibilityFileDetailSchema), 409: ErrorsSchema },
      },
    },
    async (request) => {
      await storedEligibilityFile(fastify.db, request.params.id);
      await cancelProcessing(fastify.db, request.params.id);
      return ok(await eligibilityFileView(fastify.db, request.params.id));
    },
  );

  fastify.get(
    '/eligibility_files/:id/download',
    {
      config: master,
      schema: {
        tags: ['eligibility'],
        params: FileParams,
        response: { 200: Type.Unknown({ description: 'the CSV file' }), 404: ErrorsSchema },
      },
    },
    async (request, reply) => {
      const file = await storedEligibilityFile(fastify.db, request.params.id);
      return reply
        .headers({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${file.filename}"`,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        })
        .send(eligibilityFileBytes(fastify.db, file.id));
    },
  );

  // Spec 3 s3: "Delete is not offered while processing" (409 here).
  fastify.delete(
    '/eligibility_files/:id',
    {
      config: { ...master, limit: 'write' },
      schema: {
        tags: ['eligibility'],
        params: FileParams,
        response: { ...responses(Type.Null()), 409: ErrorsSchema },
      },
    },
    async (request) => {
      await storedEligibilityFile(fastify.db, request.params.id);
      await deleteEligibilityFile(fastify.db, request.params.id);
      return ok(null);
    },
  );
};
