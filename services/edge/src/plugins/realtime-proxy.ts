import httpProxy from '@fastify/http-proxy';
import type { FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { forwardedHeaders, upstreamFailed } from './forwarding';

/** The headers of the proxied websocket handshake (http-proxy sends none of the client's by default). */
function websocketHeaders(headers: IncomingHttpHeaders, request: FastifyRequest) {
  const { cookie, origin, 'user-agent': userAgent } = request.headers;
  return forwardedHeaders(request, {
    ...headers,
    ...(cookie ? { cookie } : {}),
    // Realtime refuses a page of another site by its Origin (services/realtime README).
    ...(origin ? { origin } : {}),
    ...(userAgent ? { 'user-agent': userAgent } : {}),
  });
}

/**
 * /socket.io/* to the realtime gateway, including the websocket upgrade. The session
 * cookie travels with the handshake: realtime authenticates it.
 */
export const realtimeProxyPlugin: FastifyPluginAsync<{ upstream: string }> = async (
  fastify,
  { upstream },
) => {
  // http-proxy reads rewriteRequestHeaders from wsClientOptions; its types only list ws's own.
  const wsClientOptions = {
    rewriteRequestHeaders: websocketHeaders,
  } as FastifyHttpProxyOptions['wsClientOptions'];
  await fastify.register(httpProxy, {
    upstream,
    prefix: '/socket.io',
    rewritePrefix: '/socket.io',
    websocket: true,
    disableRequestLogging: true,
    replyOptions: { rewriteRequestHeaders: forwardedHeaders, onError: upstreamFailed },
    wsClientOptions,
  });
};
