import httpProxy from '@fastify/http-proxy';
import type { FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { SESSION_COOKIE } from '@wellness/platform';
import { probeReplicas } from '../balancing/probe';
import { isRefused, Replicas } from '../balancing/replicas';
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

const sessionCookie = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`);

/**
 * What keeps a client on one gateway: its session (every request of a socket carries the
 * cookie, and a polling socket's requests must reach the gateway that issued its sid), else
 * its address.
 */
export function stickinessKey(request: { headers: IncomingHttpHeaders; ip: string }): string {
  const session = sessionCookie.exec(request.headers.cookie ?? '')?.[1];
  return session ? `session:${session}` : `address:${request.ip}`;
}

/**
 * /socket.io/* to a realtime gateway, including the websocket upgrade. The session cookie
 * travels with the handshake: realtime authenticates it. With several gateways a client
 * sticks to the one its session hashes to while that one accepts connections (probed);
 * every gateway receives every event (services/realtime README), so any one will do.
 */
export const realtimeProxyPlugin: FastifyPluginAsync<{ upstreams: readonly string[] }> = async (
  fastify,
  { upstreams },
) => {
  const gateways = new Replicas('realtime', upstreams);
  const stopProbing = probeReplicas(gateways);
  fastify.addHook('onClose', async () => stopProbing());
  // Which gateway each request went to, so that a refusal passes that one over.
  const chosen = new WeakMap<object, string>();
  const upstreamOf = (request: { headers: IncomingHttpHeaders; ip: string }) => {
    const gateway = gateways.sticky(stickinessKey(request))[0];
    chosen.set(request, gateway);
    return gateway;
  };
  // http-proxy reads rewriteRequestHeaders from wsClientOptions; its types only list ws's own.
  const wsClientOptions = {
    rewriteRequestHeaders: websocketHeaders,
  } as FastifyHttpProxyOptions['wsClientOptions'];
  await fastify.register(httpProxy, {
    upstream: '',
    prefix: '/socket.io',
    rewritePrefix: '/socket.io',
    websocket: true,
    disableRequestLogging: true,
    replyOptions: {
      getUpstream: upstreamOf,
      rewriteRequestHeaders: forwardedHeaders,
      onError: (reply, failure) => {
        const gateway = chosen.get(reply.request);
        if (gateway && isRefused(failure.error)) gateways.refused(gateway);
        upstreamFailed(reply, failure);
      },
    },
    wsClientOptions,
  });
};
