import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';

/** `{errors: [...]}` for the edge's own failures; never a stack trace. */
export const errorsPlugin = fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500)
        return reply.status(status).send({ errors: [error.message] });
      request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
      return reply
        .status(500)
        .send({ errors: ['Something went wrong on our side. Please try again.'] });
    });
  },
  { name: 'wellness-edge-errors' },
);
