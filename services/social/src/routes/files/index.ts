import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  ErrorsSchema,
  HttpError,
  createdResponses,
  notFound,
  ok,
  unprocessable,
} from '@wellness/platform';
import { loadSocialSettings } from '../../config';
import {
  MAX_FILE_BYTES,
  UploadRejected,
  acceptUpload,
  contentTypeOf,
  isImage,
  kindOfName,
  parseUploadFields,
} from '../../domain/uploads';
import { readUpload } from './multipart';

const FILE_NAME = '^[0-9a-f]{32}\\.(png|jpg|gif|svg|mp4|mov|vtt|csv)$';

/** A promotion's files live in their own folder: a name reaches only its promotion's files. */
const promotionOf = (request: FastifyRequest) =>
  String(request.promotion?.id ?? request.user!.promotion_id);

export const fileRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { uploadDir } = loadSocialSettings();
  // Scoped to these routes: nowhere else does the service accept multipart bodies.
  await fastify.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, fieldSize: 200, parts: 12 },
  });

  fastify.post(
    '/files/upload',
    {
      config: { access: { allow: 'signed-in', scope: 'promotion' } },
      schema: {
        tags: ['files'],
        description:
          'multipart/form-data: file, and optional text fields secure, use_cloud, allow_animated_gif, resize_to_fit, mode',
        querystring: Type.Object(
          { override_warnings: Type.Optional(Type.Boolean()) },
          { additionalProperties: false },
        ),
        // The handler reads the multipart stream, so Fastify sees no body (validated as null);
        // any other content type is refused before validation with 415.
        body: Type.Null(),
        response: {
          ...createdResponses(
            Type.Object({ files: Type.Array(Type.Object({ url: Type.String() })) }),
          ),
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
      const { file, fields } = await readUpload(request);
      const parsed = parseUploadFields(fields, request.query.override_warnings ?? false);
      if ('problems' in parsed) throw new HttpError(400, parsed.problems[0], parsed.problems);
      let stored;
      try {
        stored = await acceptUpload(file, parsed.options);
      } catch (error) {
        if (error instanceof UploadRejected) throw unprocessable(error.message);
        throw error;
      }
      const name = `${randomBytes(16).toString('hex')}.${stored.kind}`;
      const folder = path.join(uploadDir, promotionOf(request));
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, name), stored.data, { flag: 'wx' });
      return reply.status(201).send(ok({ files: [{ url: `/api/files/${name}` }] }));
    },
  );

  fastify.get(
    '/files/:name',
    {
      config: { access: { allow: 'signed-in', scope: 'promotion' } },
      schema: {
        tags: ['files'],
        params: Type.Object({ name: Type.String({ pattern: FILE_NAME, maxLength: 40 }) }),
        response: { 200: Type.Unknown({ description: 'the file' }), 404: ErrorsSchema },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const kind = kindOfName(name)!;
      let data: Buffer;
      try {
        data = await readFile(path.join(uploadDir, promotionOf(request), name));
      } catch {
        throw notFound('File');
      }
      return reply
        .header('Content-Type', contentTypeOf(kind))
        .header('X-Content-Type-Options', 'nosniff')
        .header(
          'Content-Disposition',
          `${isImage(kind) ? 'inline' : 'attachment'}; filename="${name}"`,
        )
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .send(data);
    },
  );
};
