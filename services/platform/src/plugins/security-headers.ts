import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { HSTS, isLocalHost } from '../local-host';

/**
 * Headers on every API response, errors included. The services answer JSON only, so the
 * policy allows nothing to load and no one but this origin to frame a response; the edge
 * sets the page's own policy on static files.
 */
export const securityHeadersPlugin = fp(
  async (fastify) => {
    await fastify.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'self'"] },
      },
      // Set per request below: only hosts that are not local get it.
      hsts: false,
    });
    fastify.addHook('onRequest', async (request, reply) => {
      if (!isLocalHost(request.host)) reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'wellness-security-headers' },
);
