import { Readable } from 'node:stream';
import replyFrom from '@fastify/reply-from';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { lazyBody } from '../balancing/lazy-body';
import type { LazyBody } from '../balancing/lazy-body';
import { isBrokenConnection, isRefused, Replicas } from '../balancing/replicas';
import type { UpstreamService } from '../routing/service-documents';
import { forwardedHeaders, SERVICE_UNAVAILABLE, upstreamFailed } from './forwarding';

/** The request path with dot segments resolved: the path looked up is the path forwarded. */
function normalise(url: string) {
  const { pathname, search } = new URL(url, 'http://edge.invalid');
  return { pathname, search };
}

/**
 * /api/*: each request goes to the service that declared its route, body untouched, Host
 * kept, to its replicas in turn (round robin). A replica that refuses the connection never
 * saw the request, so the next one gets it; 503 only when none accepts. The edge's own /api
 * routes are the merged OpenAPI document.
 */
export const apiProxyPlugin: FastifyPluginAsync<{ services: readonly UpstreamService[] }> = async (
  fastify,
  { services },
) => {
  const replicasOf = new Map(
    services.map((service) => [service.name, new Replicas(service.name, service.urls)]),
  );
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
    const replicas = replicasOf.get(owner.service);
    if (!replicas) return reply.code(503).send({ errors: [SERVICE_UNAVAILABLE] });
    const candidates = replicas.roundRobin();
    // A read may be sent again after a broken connection; a write only if never received.
    const safe = request.method === 'GET' || request.method === 'HEAD';
    // The body as the content-type parser left it: the request stream itself, unread.
    const source = request.body instanceof Readable ? request.body : null;
    const send = (attempt: number): FastifyReply => {
      const body: LazyBody | null = source && lazyBody(source);
      if (body) request.body = body.stream;
      return reply.from(new URL(pathname + search, candidates[attempt]).toString(), {
        rewriteRequestHeaders: forwardedHeaders,
        onError: (failed, { error }) => {
          const refused = isRefused(error);
          if (refused) replicas.refused(candidates[attempt]);
          // Refused: the replica read nothing, so the next one gets the request whole.
          const again = (refused && !body?.pulled) || (safe && isBrokenConnection(error));
          if (again && attempt + 1 < candidates.length) return send(attempt + 1);
          return upstreamFailed(failed, { error });
        },
        // Any other failure is the caller's to retry: a write must never be sent twice.
        retryDelay: () => null,
      });
    };
    return send(0);
  };
  fastify.all('/api', proxy);
  fastify.all('/api/*', proxy);
};
