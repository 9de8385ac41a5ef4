import fp from 'fastify-plugin';
import { HttpError } from '../errors';

export const CLIENT_HEADER = 'x-requested-with';
export const CLIENT_HEADER_VALUE = 'wellness';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route takes writes from outside the app (a mail client's one-click
     * unsubscribe, RFC 8058), so it cannot require the header; such a route must prove its
     * caller another way (a signed token) and be harmless to repeat.
     */
    csrf?: false;
  }
}

/**
 * A browser cannot add a custom header to a cross-site request without a CORS preflight,
 * which no service grants: requiring it on every write stops cross-site request forgery.
 */
export const csrfPlugin = fp(
  async (fastify) => {
    fastify.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      if (request.routeOptions.config?.csrf === false) return;
      if (request.headers[CLIENT_HEADER] !== CLIENT_HEADER_VALUE) {
        throw new HttpError(403, 'Missing X-Requested-With header.');
      }
    });
  },
  { name: 'wellness-csrf' },
);
