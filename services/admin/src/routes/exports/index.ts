import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COORDINATOR_OR_ABOVE, ErrorsSchema, HttpError } from '@wellness/platform';
import {
  attachment,
  csvRow,
  csvStream,
  entriesExport,
  statsExport,
  toCsv,
} from '../../domain/exports';
import type { CsvCell, ExportQuery } from '../../domain/exports';
import { worksZipRoutes } from './works-zip';

const access = { allow: COORDINATOR_OR_ABOVE, scope: 'promotion' } as const;

/** A CSV body: declared for the OpenAPI document; streams and strings are sent as they are. */
const csvResponses = {
  200: Type.String({ description: 'text/csv' }),
  400: ErrorsSchema,
  401: ErrorsSchema,
  403: ErrorsSchema,
  404: ErrorsSchema,
  413: ErrorsSchema,
  422: ErrorsSchema,
};

/** 50,000 report rows of a dozen columns, with room to spare: this route only. */
const EXPORT_BODY_LIMIT = 25 * 1024 * 1024;
const MAX_EXPORT_ROWS = 50_001;

const csvHeaders = (reply: FastifyReply, filename: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachment(filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store');

/**
 * Streams the query's rows from MySQL through the CSV writer to the response: rows are read
 * as the client takes them (backpressure), so memory does not grow with the row count.
 */
async function streamExport(
  fastify: Parameters<FastifyPluginAsyncTypebox>[0],
  request: FastifyRequest,
  reply: FastifyReply,
  query: ExportQuery,
) {
  // The row count first, so the dashboard can show how far a long download is (README).
  const [counted]: Array<{ total: number | string }> = await fastify.db.query(
    `SELECT COUNT(*) AS total FROM (${query.sql}) AS export_rows`,
    query.values,
  );
  const runner = fastify.db.createQueryRunner();
  const rows = await runner.stream(query.sql, query.values).catch(async (error: unknown) => {
    await runner.release();
    throw error;
  });
  const csv = csvStream();
  csv.write(query.header);
  const toCells = new Transform({
    objectMode: true,
    transform(row: Record<string, CsvCell>, _encoding, done) {
      for (const column of query.counts) row[column] = Number(row[column]);
      done(null, csvRow(Object.values(row)));
    },
  });
  pipeline(rows, toCells, csv)
    .catch((error: Error) => {
      // A download cut short leaves rows in flight: that connection is not reused.
      (
        runner as unknown as { databaseConnection?: { destroy(): void } }
      ).databaseConnection?.destroy();
      request.log.warn({ err: error }, 'export ended early');
    })
    .finally(() => void runner.release());
  csvHeaders(reply, query.filename).header('x-total-rows', String(counted.total));
  return reply.send(csv);
}

const PromotionParams = Type.Object({ promotion_id: Type.Integer({ minimum: 1 }) });

/** The dashboard's promotion (a super user's picked one): a promotion the caller manages. */
async function managedPromotion(fastify: Parameters<FastifyPluginAsyncTypebox>[0], id: number) {
  const [row]: Array<{ id: number; subdomain: string }> = await fastify.db.query(
    'SELECT id, subdomain FROM promotions WHERE id = ?',
    [id],
  );
  if (!row) throw new HttpError(404, 'Promotion could not be found');
  return { id: Number(row.id), subdomain: String(row.subdomain) };
}

/**
 * Spec 3 "Exports": CSV downloads of the caller's promotion (or, nested, of a promotion the
 * caller manages: the dashboard's), CSV of given rows, and the works zip (works-zip.ts).
 */
export const exportsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const promotionOf = (request: FastifyRequest) => request.promotion!;
  await fastify.register(worksZipRoutes);

  for (const [name, build] of [
    ['entries', entriesExport],
    ['stats', statsExport],
  ] as const) {
    fastify.get(
      `/promotions/:promotion_id/export/${name}`,
      {
        config: { access: { ...access, scope: 'managed' }, limit: 'export' },
        schema: { tags: ['exports'], params: PromotionParams, response: csvResponses },
      },
      async (request, reply) => {
        const promotion = await managedPromotion(fastify, request.params.promotion_id);
        return streamExport(fastify, request, reply, build(promotion.id, promotion.subdomain));
      },
    );
  }

  fastify.get(
    '/export/entries',
    { config: { access, limit: 'export' }, schema: { tags: ['exports'], response: csvResponses } },
    async (request, reply) => {
      const promotion = promotionOf(request);
      return streamExport(
        fastify,
        request,
        reply,
        entriesExport(promotion.id, promotion.subdomain),
      );
    },
  );

  fastify.get(
    '/export/stats',
    { config: { access, limit: 'export' }, schema: { tags: ['exports'], response: csvResponses } },
    async (request, reply) => {
      const promotion = promotionOf(request);
      return streamExport(fastify, request, reply, statsExport(promotion.id, promotion.subdomain));
    },
  );

  fastify.post(
    '/export',
    {
      bodyLimit: EXPORT_BODY_LIMIT,
      config: { access: { allow: COORDINATOR_OR_ABOVE, scope: 'none' }, limit: 'export' },
      schema: {
        tags: ['exports'],
        body: Type.Object(
          {
            filename: Type.String({ minLength: 1, maxLength: 255 }),
            data: Type.Array(
              Type.Array(Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]), {
                maxItems: 500,
              }),
              { maxItems: MAX_EXPORT_ROWS },
            ),
          },
          { additionalProperties: false },
        ),
        response: csvResponses,
      },
    },
    async (request, reply) => {
      csvHeaders(reply, request.body.filename);
      return reply.send(toCsv(request.body.data));
    },
  );
};
