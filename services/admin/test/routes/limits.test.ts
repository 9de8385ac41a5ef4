import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';

const TOO_MANY = { errors: ['Too many requests. Please wait a moment and try again.'] };
const DEMO = 2;
// 2 calls per user and 3 per address in 10 minutes, for both classes under test.
const small = { user: 2, address: 3, windowSeconds: 600 };

describe('limits of the expensive admin calls: report runs and exports', () => {
  let server: FastifyInstance;
  let coordinator: string;
  let master: string;
  beforeAll(async () => {
    server = await buildTestApp(app, {
      rateLimits: { 'report-run': small, export: small },
      rateLimitAllowance: 1,
    });
    await resetData(server);
    coordinator = await signIn(server, 'coordinator@demo.test');
    master = await signIn(server, 'master@demo.test');
  });
  beforeEach(async () => {
    const keys = await server.redis.keys(`${server.config.redisPrefix}limits:*`);
    if (keys.length) await server.redis.del(...keys);
  });
  afterAll(() => server.close());

  type Call = (cookie: string, address: string) => Promise<LightMyRequestResponse>;
  const headers = (cookie: string, address: string) => ({
    ...clientHeaders(cookie),
    'x-forwarded-for': address,
  });
  const calls: Array<[string, Call]> = [
    [
      'report-run: POST /promotions/:promotion_id/reports/run',
      (cookie, address) =>
        server.inject({
          method: 'POST',
          url: `/api/promotions/${DEMO}/reports/run`,
          headers: headers(cookie, address),
          payload: { fields: ['first_name'] },
        }),
    ],
    [
      'export: GET /export/stats',
      (cookie, address) =>
        server.inject({ url: '/api/export/stats', headers: headers(cookie, address) }),
    ],
  ];

  it.each(calls)(
    '%s answers 429 with Retry-After once the user has spent the limit; others go on',
    async (_name, call) => {
      expect((await call(coordinator, '203.0.113.1')).statusCode).toBe(200);
      expect((await call(coordinator, '203.0.113.2')).statusCode).toBe(200);
      const refused = await call(coordinator, '203.0.113.3');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
      expect((await call(master, '203.0.113.3')).statusCode).toBe(200);
    },
  );

  it.each(calls)('%s: the per-address limit applies across users', async (_name, call) => {
    expect((await call(coordinator, '198.51.100.1')).statusCode).toBe(200);
    expect((await call(coordinator, '198.51.100.1')).statusCode).toBe(200);
    expect((await call(master, '198.51.100.1')).statusCode).toBe(200);
    const refused = await call(master, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect((await call(master, '198.51.100.2')).statusCode).toBe(200);
  });
});
