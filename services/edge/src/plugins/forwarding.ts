import type { FastifyReplyFromHooks } from '@fastify/reply-from';

export const SERVICE_UNAVAILABLE = 'Service unavailable';

/**
 * Headers for the upstream request: the original Host (services resolve the promotion from
 * it) and the usual X-Forwarded-* so they see the client's address and scheme.
 */
export const forwardedHeaders: NonNullable<FastifyReplyFromHooks['rewriteRequestHeaders']> = (
  request,
  headers,
) => {
  const { host } = request.headers;
  const client = request.raw.socket?.remoteAddress;
  const forwardedFor = [request.headers['x-forwarded-for'], client].filter(Boolean).join(', ');
  return {
    ...headers,
    ...(host ? { host, 'x-forwarded-host': host } : {}),
    ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    'x-forwarded-proto': request.protocol,
  };
};

/**
 * The service did not answer (down or restarting: refused, reset, timed out): 503 with the
 * envelope, at once, so the caller may try again; the edge itself never retries.
 */
export const upstreamFailed: NonNullable<FastifyReplyFromHooks['onError']> = (reply, { error }) => {
  reply.log.warn({ err: error, url: reply.request.url }, 'upstream failed');
  reply.code(503).send({ errors: [SERVICE_UNAVAILABLE] });
};
