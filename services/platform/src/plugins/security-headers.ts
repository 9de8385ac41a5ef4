import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { HSTS, isLocalHost } from '../local-host';

/**
 * The services answer JSON only, so the policy allows nothing to load and no one but this
 * origin to frame a response; the edge sets the page's own policy on static files.
 */
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'self'"] },
  },
  // Set per request below: only hosts that are not local get it.
  strictTransportSecurity: false,
} as const;

/**
 * The headers helmet sets with HELMET_OPTIONS, taken once: they do not depend on the request
 * (no nonces), and @fastify/helmet built helmet's middleware anew for every request.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(HELMET_OPTIONS)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => undefined,
  );
  return headers;
}

/** Headers on every API response, errors included. */
export const securityHeadersPlugin = fp(
  async (fastify) => {
    const headers = helmetHeaders();
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (!isLocalHost(request.host)) reply.header('strict-transport-security', HSTS);
      done();
    });
  },
  { name: 'wellness-security-headers' },
);
