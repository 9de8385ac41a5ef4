import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorsSchema, unprocessable } from '@wellness/platform';
import {
  NOT_REVEALED_YET,
  SEGMENTS_PER_WORK,
  pngHeaders as png,
  readableWork,
  workImage,
} from '../../domain/works';
import { WorkParams } from './schemas';

/**
 * The pictures of a work, rendered by the server (README "Works"); headers as the project's
 * file routes send them (services/social files): nosniff, a private cache.
 */

export const workImageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const deps = { db: fastify.db, redis: fastify.redis, prefix: fastify.config.redisPrefix };
  const image = {
    200: Type.Unknown({ description: 'a PNG' }),
    404: ErrorsSchema,
    422: ErrorsSchema,
  };

  fastify.get(
    '/works/:id/image',
    {
      config: { access: { allow: 'signed-in', scope: 'promotion' } },
      schema: {
        tags: ['works'],
        description:
          'The picture with `segments` segments uncovered (default: those revealed); at most the segments earned, so the reveal animation can fetch each frame.',
        params: WorkParams,
        querystring: Type.Object(
          { segments: Type.Optional(Type.Integer({ minimum: 0, maximum: SEGMENTS_PER_WORK })) },
          { additionalProperties: false },
        ),
        response: image,
      },
    },
    async (request, reply) => {
      const work = await readableWork(fastify.db, request.user!, request.params.id, {
        picture: true,
      });
      const segments = request.query.segments ?? work.segments_revealed;
      if (segments > work.segments_available) throw unprocessable(NOT_REVEALED_YET);
      const data = await workImage(deps, { ...work, kind: 'work' }, 'display', segments);
      return reply.headers(png('inline', `work-${work.id}-${segments}.png`)).send(data);
    },
  );

  fastify.get(
    '/works/:id/download',
    {
      config: { access: { allow: 'signed-in', scope: 'promotion' } },
      schema: {
        tags: ['works'],
        description: 'The finished picture at full size (all 20 segments revealed).',
        params: WorkParams,
        response: image,
      },
    },
    async (request, reply) => {
      const work = await readableWork(fastify.db, request.user!, request.params.id);
      if (work.segments_revealed < SEGMENTS_PER_WORK) throw unprocessable(NOT_REVEALED_YET);
      const data = await workImage(deps, { ...work, kind: 'work' }, 'full', SEGMENTS_PER_WORK);
      return reply.headers(png('attachment', `work-${work.id}.png`)).send(data);
    },
  );
};
