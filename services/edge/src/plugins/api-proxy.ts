import replyFrom from '@fastify/reply-from';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { forwardedHeaders, SERVICE_UNAVAILABLE, upstreamFailed } from './forwarding';

/** The request path with dot segments resolved: the path looked up is the path forwarded. */
function normalise(url: string) {
  const { pathname, search } = new URL(url, 'http://edge.invalid');
  return { pathname, search };
}

/**
 * /api/*: each request goes to the service that declared its route, body untouched, Host
 * kept. The edge's own /api routes are the merged OpenAPI document.
 */
export const apiProxyPlugin: FastifyPluginAsync = async (fastify) => {
  // The edge never parses a body: JSON and multipart stream to the service as they came.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  await fastify.register(replyFrom, { disableRequestLogging: true });

  const docs = async (_request: FastifyRequest, reply: FastifyReply) => {
    const { document } = fastify.apiRoutes;
    if (!document) return reply.code(503).send({ errors: [SERVICE_UNAVAILABLE] });
    return reply.header('cache-control', 'no-cache').send(document);
  };
  fastify.get('/api/docs', docs);
  fastify.get('/api/docs/json', docs);

  const proxy = async (request: FastifyRequest, reply: FastifyReply) => {
    const { table } = fastify.apiRoutes;
    if (!table) return reply.code(503).send({ errors: [SERVICE_UNAVAILABLE] });
    const { pathname, search } = normalise(request.url);
    const owner = table.find(request.method, pathname);
    if (!owner) {
      return reply.code(404).send({ errors: [`Route ${request.method} ${pathname} not found`] });
    }
    return reply.from(new URL(pathname + search, owner.upstream).toString(), {
      rewriteRequestHeaders: forwardedHeaders,
      onError: upstreamFailed,
      // A failed call is the caller's to retry: a write must never be sent twice.
      retryDelay: () => null,
    });
  };
  fastify.all('/api', proxy);
  fastify.all('/api/*', proxy);
};
