import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  COORDINATOR_OR_ABOVE,
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
  UPLOAD_QUOTA_REACHED,
  UploadRejected,
  acceptUpload,
  contentTypeOf,
  isImage,
  kindOfName,
  parseUploadFields,
  releaseUploadBytes,
  reserveUploadBytes,
} from '../../domain/uploads';
import { readUpload } from './multipart';

const FILE_NAME = '^[0-9a-f]{32}\\.(png|jpg|gif|svg|mp4|mov|vtt|csv)$';

/** A promotion's files live in their own folder: a name reaches only its promotion's files. */
const promotionOf = (request: FastifyRequest) =>
  String(request.promotion?.id ?? request.user!.promotion_id);

/** Public files (`secure=false`, content images) share one folder, served to anyone. */
const PUBLIC_FOLDER = 'public';
export const PUBLIC_UPLOAD_REFUSED =
  'Only coordinators and administrators may upload public files.';

const fileHeaders = (name: string, cacheControl: string) => {
  const kind = kindOfName(name)!;
  return {
    'Content-Type': contentTypeOf(kind),
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': `${isImage(kind) ? 'inline' : 'attachment'}; filename="${name}"`,
    'Cache-Control': cacheControl,
  };
};

async function readStored(folder: string, name: string): Promise<Buffer> {
  try {
    return await readFile(path.join(folder, name));
  } catch {
    throw notFound('File');
  }
}

export const fileRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { uploadDir } = loadSocialSettings();
  // Scoped to these routes: nowhere else does the service accept multipart bodies.
  await fastify.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, fieldSize: 200, parts: 12 },
  });

  fastify.post(
    '/files/upload',
    {
      config: { access: { allow: 'signed-in', scope: 'promotion' }, limit: 'upload' },
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
      const { file, fields } = await readUpload(request);
      const parsed = parseUploadFields(fields, request.query.override_warnings ?? false);
      if ('problems' in parsed) throw new HttpError(400, parsed.problems[0], parsed.problems);
      if (parsed.options.public && !COORDINATOR_OR_ABOVE.includes(request.user!.role)) {
        throw new HttpError(403, PUBLIC_UPLOAD_REFUSED);
      }
      let stored;
      try {
        stored = await acceptUpload(file, parsed.options);
      } catch (error) {
        if (error instanceof UploadRejected) throw unprocessable(error.message);
        throw error;
      }
      // Public files count against the uploader's promotion too.
      const promotionId = Number(promotionOf(request));
      const bytes = stored.data.length;
      if (!(await reserveUploadBytes(fastify.db, promotionId, bytes))) {
        throw new HttpError(413, UPLOAD_QUOTA_REACHED);
      }
      const name = `${randomBytes(16).toString('hex')}.${stored.kind}`;
      const publicFile = parsed.options.public;
      const folder = path.join(uploadDir, publicFile ? PUBLIC_FOLDER : promotionOf(request));
      try {
        await mkdir(folder, { recursive: true });
        await writeFile(path.join(folder, name), stored.data, { flag: 'wx' });
      } catch (error) {
        await releaseUploadBytes(fastify.db, promotionId, bytes);
        throw error;
      }
      const url = publicFile ? `/api/files/${PUBLIC_FOLDER}/${name}` : `/api/files/${name}`;
      return reply.status(201).send(ok({ files: [{ url }] }));
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
      const data = await readStored(path.join(uploadDir, promotionOf(request)), name);
      // Names are never reused: a file never changes once stored.
      return reply.headers(fileHeaders(name, 'private, max-age=31536000, immutable')).send(data);
    },
  );

  fastify.get(
    `/files/${PUBLIC_FOLDER}/:name`,
    {
      config: { access: { allow: 'anonymous', scope: 'none' } },
      schema: {
        tags: ['files'],
        params: Type.Object({ name: Type.String({ pattern: FILE_NAME, maxLength: 40 }) }),
        response: { 200: Type.Unknown({ description: 'the file' }), 404: ErrorsSchema },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const data = await readStored(path.join(uploadDir, PUBLIC_FOLDER), name);
      return reply.headers(fileHeaders(name, 'public, max-age=31536000, immutable')).send(data);
    },
  );
};
