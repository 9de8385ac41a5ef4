import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { HSTS, isLocalHost, ok, platform, responses } from '../src';
import type { Config } from '../src';
import { buildTestApp, resetData } from '../src/testing';

/** A service with one open route and one that needs a session. */
const probe: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  await fastify.register(platform, { config, service: 'probe' });
  await fastify.register(
    async (api) => {
      const route = (allow: 'anonymous' | 'signed-in') => ({
        config: { access: { allow, scope: 'none' as const } },
        schema: { response: responses(Type.String()) },
      });
      api.get('/probe/open', route('anonymous'), async () => ok('open'));
      api.get('/probe/private', route('signed-in'), async () => ok('private'));
    },
    { prefix: '/api' },
  );
};

describe('security headers on API responses', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await buildTestApp(probe, { baseDomain: 'wellness.example' });
    await resetData(server);
  });
  afterAll(() => server.close());

  const get = (url: string, host: string) => server.inject({ url, headers: { host } });

  it.each(['localhost:8080', 'demo.localhost:8080', '127.0.0.1:4101', '[::1]:8080', 'localhost'])(
    'sends no HSTS to the local host %s',
    async (host) => {
      const response = await get('/api/probe/open', host);
      expect(response.statusCode).toBe(200);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it.each(['demo.wellness.example', 'wellness.example', 'demo.wellness.example:443'])(
    'sends HSTS for a year with subdomains to %s',
    async (host) => {
      const response = await get('/api/probe/open', host);
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    },
  );

  it('keeps every header on refusals and unknown routes too', async () => {
    for (const url of ['/api/probe/private', '/api/nothing-here']) {
      const response = await get(url, 'demo.wellness.example');
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers).toMatchObject({
        'strict-transport-security': HSTS,
        'x-content-type-options': 'nosniff',
        'content-security-policy': expect.stringContaining("frame-ancestors 'self'"),
      });
    }
  });

  it('sends helmet’s headers, the same on every response', async () => {
    const expected = {
      'content-security-policy': "default-src 'none';frame-ancestors 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const url of ['/api/probe/open', '/api/probe/private', '/api/probe/open']) {
      expect((await get(url, 'localhost:8080')).headers).toMatchObject(expected);
    }
  });

  it('allows a JSON response to load nothing and be framed only by its own origin', async () => {
    const policy = (await get('/api/probe/open', 'demo.wellness.example')).headers[
      'content-security-policy'
    ] as string;
    expect(policy).toBe("default-src 'none';frame-ancestors 'self'");
  });
});

describe('isLocalHost', () => {
  it('knows the names and addresses of this machine, with or without a port', () => {
    for (const host of [
      'localhost',
      'LOCALHOST:8080',
      'demo.localhost',
      '127.0.0.1:4101',
      '[::1]',
    ]) {
      expect(isLocalHost(host)).toBe(true);
    }
    for (const host of ['wellness.example', 'localhost.example', 'mylocalhost', '127.0.0.2', '']) {
      expect(isLocalHost(host)).toBe(false);
    }
  });
});
