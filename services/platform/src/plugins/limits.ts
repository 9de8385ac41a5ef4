import fp from 'fastify-plugin';
import { HttpError } from '../errors';
import { TOO_MANY_REQUESTS } from '../rate-limit';

/**
 * Counts each call of a route that declares a limit class (`config.limit`), once the caller
 * is known and allowed: one point for the user (when signed in) and one for the address.
 * Over either: 429 TOO_MANY_REQUESTS with Retry-After in whole seconds.
 */
export const limitsPlugin = fp(
  async (fastify) => {
    fastify.addHook('onRequest', async (request, reply) => {
      const limit = request.routeOptions.config.limit;
      if (!limit || limit === 'none' || limit === 'login') return;
      const wait = await fastify.limits.consume(limit, request.user?.id ?? null, request.ip);
      if (wait === null) return;
      reply.header('retry-after', String(wait));
      throw new HttpError(429, TOO_MANY_REQUESTS);
    });
  },
  { name: 'wellness-limits', dependencies: ['wellness-backends', 'wellness-auth'] },
);
