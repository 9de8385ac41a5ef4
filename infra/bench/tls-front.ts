import proxy from '@fastify/http-proxy';
import Fastify from 'fastify';
import { generate } from 'selfsigned';

/** The names the bench's certificate covers: the bare domain and every promotion subdomain. */
const CERTIFICATE_NAMES = ['localhost', '*.localhost'];

export interface TlsFront {
  /** `https://<host>:<port>` for a host the certificate covers (e.g. demo.localhost). */
  origin: (host: string) => string;
  close: () => Promise<void>;
}

/**
 * What the cluster's Ingress does in front of the edge (infra/deploy/base/ingress.yaml): TLS,
 * HTTP/2 to the browser, HTTP/1.1 to the edge, the browser's host kept, WebSockets passed
 * through. Lighthouse scores the pages through it, as a participant receives them; its
 * certificate is self-signed for `*.localhost`, so the browser that uses it is started with
 * `--ignore-certificate-errors`.
 */
export async function serveTlsFront(upstreamPort: number): Promise<TlsFront> {
  const { private: key, cert } = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    extensions: [
      {
        name: 'subjectAltName',
        altNames: CERTIFICATE_NAMES.map((value) => ({ type: 2, value })),
      },
    ],
  });
  const app = Fastify({ http2: true, https: { allowHTTP1: true, key, cert } });
  await app.register(proxy, {
    upstream: `http://127.0.0.1:${upstreamPort}`,
    websocket: true,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        host: request.host,
        'x-forwarded-proto': 'https',
      }),
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the TLS front has no port');
  return {
    origin: (host) => `https://${host}:${address.port}`,
    close: () => app.close(),
  };
}
