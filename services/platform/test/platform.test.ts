import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ok, platform, responses, subdomainOf } from '../src';
import type { Config } from '../src';
import { buildTestApp, clientHeaders, resetData, signIn } from '../src/testing';

/** A service with the platform and three routes that exercise it. */
const probe: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  await fastify.register(platform, { config, service: 'probe' });
  await fastify.register(
    async (api) => {
      api.get(
        '/probe/open',
        {
          config: { access: { allow: 'anonymous', scope: 'none' } },
          schema: { response: responses(Type.String()) },
        },
        async (request) => ok(request.promotion?.subdomain ?? 'none'),
      );
      api.post(
        '/probe/masters',
        {
          config: { access: { allow: ['Master'], scope: 'any' }, limit: 'write' },
          schema: {
            body: Type.Object(
              { name: Type.String({ maxLength: 5 }) },
              { additionalProperties: false },
            ),
            response: responses(Type.String()),
          },
        },
        async (request) => ok((request.body as { name: string }).name),
      );
      api.get(
        '/probe/broken',
        {
          config: { access: { allow: 'signed-in', scope: 'none' } },
          schema: { response: responses(Type.String()) },
        },
        async () => {
          await fastify.db.query('SELECT * FROM no_such_table');
          return ok('unreachable');
        },
      );
    },
    { prefix: '/api' },
  );
};

describe('platform kernel', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await buildTestApp(probe);
    await resetData(server);
  });
  afterAll(() => server.close());

  it('resolves the promotion from the Host header', async () => {
    const demo = await server.inject({
      url: '/api/probe/open',
      headers: { host: 'demo.localhost:8080' },
    });
    expect(demo.json()).toEqual({ data: 'demo', meta: {} });
    const root = await server.inject({
      url: '/api/probe/open',
      headers: { host: 'localhost:8080' },
    });
    expect(root.json().data).toBe('www');
    expect(subdomainOf('demo.wellness.example', 'wellness.example')).toBe('demo');
    expect(subdomainOf('127.0.0.1:8080', 'localhost')).toBeNull();
  });

  it('answers 401 Log In Required to anonymous callers of a signed-in route', async () => {
    const response = await server.inject({ url: '/api/probe/broken', headers: clientHeaders() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: ['Log In Required'] });
  });

  it('answers 403 to a role the route does not allow', async () => {
    const cookie = await signIn(server, 'participant@demo.test');
    const response = await server.inject({
      method: 'POST',
      url: '/api/probe/masters',
      headers: clientHeaders(cookie),
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toHaveLength(1);
  });

  it('refuses a state-changing request without the client header (CSRF)', async () => {
    const cookie = await signIn(server, 'master@demo.test');
    const response = await server.inject({
      method: 'POST',
      url: '/api/probe/masters',
      headers: { host: 'demo.localhost:8080', cookie },
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: ['Missing X-Requested-With header.'] });
  });

  it('refuses extra fields and wrong types with 400 {errors}', async () => {
    const cookie = await signIn(server, 'master@demo.test');
    for (const payload of [
      { name: 'x', admin: true },
      { name: 12 },
      { name: 'far too long' },
      {},
    ]) {
      const response = await server.inject({
        method: 'POST',
        url: '/api/probe/masters',
        headers: clientHeaders(cookie),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.length).toBeGreaterThan(0);
    }
    const ok = await server.inject({
      method: 'POST',
      url: '/api/probe/masters',
      headers: clientHeaders(cookie),
      payload: { name: 'x' },
    });
    expect(ok.json()).toEqual({ data: 'x', meta: {} });
  });

  it('never leaks SQL or a stack trace from a failure', async () => {
    const cookie = await signIn(server, 'participant@demo.test');
    const response = await server.inject({
      url: '/api/probe/broken',
      headers: clientHeaders(cookie),
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/no_such_table|SELECT|at .*\.ts/);
    expect(response.json()).toEqual({
      errors: ['Something went wrong on our side. Please try again.'],
    });
  });

  it('answers unknown routes with 404 {errors}', async () => {
    const response = await server.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatch(/not found/);
  });

  it('reports health and readiness', async () => {
    expect((await server.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await server.inject({ url: '/readyz' });
    expect(ready.json().data).toEqual({ status: 'ready', mysql: true, redis: true });
  });

  it('sets security headers', async () => {
    const response = await server.inject({ url: '/api/probe/open' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});

describe('route policy', () => {
  it('refuses to start a service with a route that declares no access policy', async () => {
    const unguarded: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
      await fastify.register(platform, { config, service: 'unguarded' });
      fastify.get('/api/open', { schema: { response: responses(Type.String()) } }, async () =>
        ok('x'),
      );
    };
    await expect(buildTestApp(unguarded)).rejects.toThrow(
      'Route GET /api/open declares no access policy',
    );
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'refuses to start a service with a %s route that declares no limit class',
    async (method) => {
      const unlimited: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
        await fastify.register(platform, { config, service: 'unlimited' });
        fastify.route({
          method,
          url: '/api/things',
          config: { access: { allow: 'signed-in', scope: 'none' } },
          schema: { body: Type.Object({}), response: responses(Type.String()) },
          handler: async () => ok('x'),
        });
      };
      await expect(buildTestApp(unlimited)).rejects.toThrow(
        `Route ${method} /api/things declares no limit class`,
      );
    },
  );
});
