import { EventEmitter, once } from 'node:events';
import { Readable } from 'node:stream';
import type { PassThrough } from 'node:stream';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorsSchema, HttpError } from '@wellness/platform';
import type { Role } from '@wellness/schema';
import { SEGMENTS_PER_WORK, workImage } from '@wellness/work-images';
import { ZipFile } from 'yazl';
import {
  NO_FINISHED_WORKS,
  WORKS_ZIP_NAME,
  countZipWorks,
  worksZipScope,
  zipEntryName,
  zipWorks,
} from '../../domain/exports';
import type { ZipScope } from '../../domain/exports';

/** Staff who may ask; which locations each may have is the domain's rule (worksZipScope). */
const ZIP_ROLES: readonly Role[] = [
  'Coordinator',
  'Master',
  'Reseller',
  'Super Coordinator',
  'Location Coordinator',
  'Regional Coordinator',
];

/**
 * How much of the zip may wait for the client before the next picture is rendered: a few
 * full-size PNGs. The zip library writes what it is given at once, so the route holds back.
 */
const HELD_BYTES = 4 * 1024 * 1024;
/** Works read ahead of the zip: MySQL is read in pages, but only this far ahead of the client. */
const ENTRIES_AHEAD = 20;

/** yazl's output is a PassThrough (its types say only a readable stream). */
const outputOf = (zip: ZipFile) => zip.outputStream as unknown as PassThrough;

/** Spec 3 s7 "Works' final images are fetched and zipped": services/admin README "Works zip". */
export const worksZipRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const deps = { db: fastify.db, redis: fastify.redis, prefix: fastify.config.redisPrefix };

  /**
   * Adds the scope's works as lazy entries and ends the zip. A picture is rendered only when
   * the zip reaches its entry and less than HELD_BYTES wait for the client, and the works are
   * read from MySQL only a few entries ahead: yazl keeps every entry until the central
   * directory is written, so an entry must not hold its picture (addBuffer would).
   */
  async function fill(zip: ZipFile, scope: ZipScope, closed: AbortSignal) {
    const output = outputOf(zip);
    const roomForMore = async () => {
      while (output.readableLength > HELD_BYTES && !closed.aborted) {
        await once(output, 'data', { signal: closed }).catch(() => undefined);
      }
    };
    let waiting = 0;
    const taken = new EventEmitter();
    let index = 0;
    for await (const work of zipWorks(fastify.db, scope)) {
      while (waiting >= ENTRIES_AHEAD && !closed.aborted) {
        await once(taken, 'taken', { signal: closed }).catch(() => undefined);
      }
      if (closed.aborted) return;
      index += 1;
      waiting += 1;
      // PNGs are compressed already: stored, not deflated again.
      zip.addReadStreamLazy(zipEntryName(work, index), { compress: false }, (done) => {
        waiting -= 1;
        taken.emit('taken');
        roomForMore()
          .then(() => {
            if (closed.aborted) throw new Error('the client went away');
          })
          .then(() =>
            workImage(
              deps,
              { kind: 'work', id: work.id, style_image_id: work.style_image_id },
              'full',
              SEGMENTS_PER_WORK,
              { keep: false },
            ),
          )
          .then(
            (picture) => done(null, Readable.from([picture], { objectMode: false })),
            (error: Error) => done(error, undefined as never),
          );
      });
    }
    zip.end();
  }

  fastify.get(
    '/promotions/:promotion_id/locations/:location_id/works.zip',
    {
      config: { access: { allow: ZIP_ROLES, scope: 'managed' }, limit: 'export' },
      schema: {
        tags: ['exports'],
        description:
          'Every finished work of the participants of a location (and the locations under it; 0: participants without one) as one zip, each picture at full size in a folder named by the participant location.',
        params: Type.Object({
          promotion_id: Type.Integer({ minimum: 1 }),
          location_id: Type.Integer({ minimum: 0 }),
        }),
        response: {
          200: Type.Unknown({ description: 'application/zip' }),
          401: ErrorsSchema,
          403: ErrorsSchema,
          404: ErrorsSchema,
        },
      },
    },
    async (request, reply) => {
      const { promotion_id: promotionId, location_id: locationId } = request.params;
      const scope = await worksZipScope(fastify.db, request.user!, promotionId, locationId);
      const total = await countZipWorks(fastify.db, scope);
      if (total === 0) throw new HttpError(404, NO_FINISHED_WORKS);
      const zip = new ZipFile();
      const closed = new AbortController();
      zip.on('error', (error: Error) => {
        request.log.warn({ err: error }, 'works zip failed');
        outputOf(zip).destroy(error);
      });
      reply.raw.on('close', () => closed.abort());
      fill(zip, scope, closed.signal).catch((error: Error) => {
        request.log.warn({ err: error }, 'works zip ended early');
        outputOf(zip).destroy(error);
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${WORKS_ZIP_NAME}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .header('x-total-works', String(total))
        .send(zip.outputStream);
    },
  );
};
