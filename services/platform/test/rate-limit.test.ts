import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { LIMIT_CLASSES, RequestLimits, loadConfig, ok, platform, responses } from '../src';
import type { Config, LimitClass } from '../src';
import { buildTestApp, clientHeaders, resetData, signIn, testConfig } from '../src/testing';

const TOO_MANY = { errors: ['Too many requests. Please wait a moment and try again.'] };

/** A service with one signed-in POST route per limit class, and an anonymous one. */
const probe: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  await fastify.register(platform, { config, service: 'probe' });
  await fastify.register(
    async (api) => {
      for (const limit of LIMIT_CLASSES) {
        api.post(
          `/probe/${limit}`,
          {
            config: { access: { allow: 'signed-in', scope: 'none' }, limit },
            schema: { body: Type.Object({}), response: responses(Type.String()) },
          },
          async () => ok(limit),
        );
      }
      api.post(
        '/probe/anonymous',
        {
          config: { access: { allow: 'anonymous', scope: 'none' }, limit: 'write' },
          schema: { body: Type.Object({}), response: responses(Type.String()) },
        },
        async () => ok('anonymous'),
      );
    },
    { prefix: '/api' },
  );
};

// Small limits for every class: 2 a minute per user, 3 per address.
const small = { user: 2, address: 3, windowSeconds: 60 };
const limits = {
  rateLimits: Object.fromEntries(LIMIT_CLASSES.map((name) => [name, small])),
  rateLimitAllowance: 1,
} as Partial<Config>;

describe('request limits per class, per user and per address, shared across replicas', () => {
  // Two replicas of the service, each with its own Redis connection, on one prefix.
  let replicas: FastifyInstance[];
  let cookies: Record<'pat' | 'sam' | 'cora', string>;
  beforeAll(async () => {
    replicas = [await buildTestApp(probe, limits), await buildTestApp(probe, limits)];
    await resetData(replicas[0]);
    cookies = {
      pat: await signIn(replicas[0], 'participant@demo.test'),
      sam: await signIn(replicas[0], 'participant2@demo.test'),
      cora: await signIn(replicas[0], 'coordinator@demo.test'),
    };
  });
  beforeEach(async () => {
    const keys = await replicas[0].redis.keys(`${replicas[0].config.redisPrefix}limits:*`);
    if (keys.length) await replicas[0].redis.del(...keys);
  });
  afterAll(() => Promise.all(replicas.map((server) => server.close())));

  /** A call through replica `n % 2` from `address`, as the edge forwards it. */
  const call = (
    n: number,
    limit: LimitClass | 'anonymous',
    cookie?: string,
    address = '203.0.113.1',
  ) =>
    replicas[n % 2].inject({
      method: 'POST',
      url: `/api/probe/${limit}`,
      headers: { ...clientHeaders(cookie), 'x-forwarded-for': address },
      payload: {},
    });

  it.each(LIMIT_CLASSES)(
    '%s: answers 429 with Retry-After once the user has spent the limit, on either replica and from any address',
    async (limit) => {
      expect((await call(0, limit, cookies.pat, '203.0.113.10')).statusCode).toBe(200);
      expect((await call(1, limit, cookies.pat, '203.0.113.11')).statusCode).toBe(200);
      const refused = await call(2, limit, cookies.pat, '203.0.113.12');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another user, even from the same address, is not affected.
      expect((await call(3, limit, cookies.sam, '203.0.113.12')).statusCode).toBe(200);
    },
  );

  it.each(LIMIT_CLASSES)(
    '%s: the per-address limit applies across users calling from one address',
    async (limit) => {
      expect((await call(0, limit, cookies.pat)).statusCode).toBe(200);
      expect((await call(1, limit, cookies.sam)).statusCode).toBe(200);
      expect((await call(0, limit, cookies.sam)).statusCode).toBe(200);
      const refused = await call(1, limit, cookies.cora);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The same user from another address still has their own points.
      expect((await call(0, limit, cookies.cora, '198.51.100.7')).statusCode).toBe(200);
    },
  );

  it('keeps each class apart: spending write leaves upload untouched', async () => {
    for (let n = 0; n < 2; n++) await call(n, 'write', cookies.pat);
    expect((await call(2, 'write', cookies.pat)).statusCode).toBe(429);
    expect((await call(3, 'upload', cookies.pat)).statusCode).toBe(200);
  });

  it('limits anonymous callers of a limited route by their address', async () => {
    const statuses = [];
    for (let n = 0; n < 4; n++) statuses.push((await call(n, 'anonymous')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts only callers the route admits: an anonymous caller of a signed-in route gets 401', async () => {
    const statuses = [];
    for (let n = 0; n < 4; n++) statuses.push((await call(n, 'write')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);
    expect((await call(0, 'write', cookies.pat)).statusCode).toBe(200);
  });
});

describe('RATE_LIMIT_ALLOWANCE', () => {
  it('lets a caller make allowance × the limit', async () => {
    const server = await buildTestApp(probe, { ...limits, rateLimitAllowance: 2 });
    try {
      const address = `192.0.2.${randomBytes(1)[0]}`;
      const keys = await server.redis.keys(`${server.config.redisPrefix}limits:*`);
      if (keys.length) await server.redis.del(...keys);
      const statuses = [];
      for (let n = 0; n < 7; n++) {
        const response = await server.inject({
          method: 'POST',
          url: '/api/probe/anonymous',
          headers: { ...clientHeaders(), 'x-forwarded-for': address },
          payload: {},
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    } finally {
      await server.close();
    }
  });

  it('reads the limits and the allowance from the environment', () => {
    const config = testConfig();
    const fromEnv = { ...process.env, RATE_LIMIT_ALLOWANCE: '50', RATE_LIMIT_REPORT_RUN_USER: '7' };
    const loaded = loadConfig(0, fromEnv, { mysqlUrl: config.mysqlUrl });
    expect(loaded.rateLimitAllowance).toBe(50);
    expect(loaded.rateLimits['report-run']).toEqual({ user: 7, address: 150, windowSeconds: 600 });
    expect(loaded.rateLimits.write).toEqual({ user: 120, address: 600, windowSeconds: 60 });
  });
});

describe('login attempt counters', () => {
  const config = testConfig({
    loginRateLimitAccount: 2,
    loginRateLimitIp: 3,
    loginRateLimitWindowSeconds: 60,
    rateLimitAllowance: 1,
  });
  // Two connections stand for two replicas of a service.
  const connections = [new Redis(config.redisUrl), new Redis(config.redisUrl)];
  const [one, two] = connections.map((redis) => new RequestLimits(redis, config));
  afterAll(() => Promise.all(connections.map((redis) => redis.quit())));

  const fresh = () => randomBytes(6).toString('hex');

  it('counts across replicas, then refuses with the seconds until the window ends', async () => {
    const account = fresh();
    expect((await one.takeLoginAttempt(account, fresh())).allowed).toBe(true);
    expect((await two.takeLoginAttempt(account, fresh())).allowed).toBe(true);
    const refused = await one.takeLoginAttempt(account, fresh());
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(55);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it('frees the attempt that is given back', async () => {
    const account = fresh();
    const address = fresh();
    for (let n = 0; n < 2; n++) {
      const attempt = await one.takeLoginAttempt(account, address);
      if (attempt.allowed) await attempt.giveBack();
    }
    expect((await two.takeLoginAttempt(account, address)).allowed).toBe(true);
    expect((await two.takeLoginAttempt(account, address)).allowed).toBe(true);
    expect((await two.takeLoginAttempt(account, address)).allowed).toBe(false);
  });

  it('keeps no attempt that one of its limits refused', async () => {
    const address = fresh();
    for (let n = 0; n < 3; n++) {
      expect((await one.takeLoginAttempt(fresh(), address)).allowed).toBe(true);
    }
    const account = fresh();
    expect((await one.takeLoginAttempt(account, address)).allowed).toBe(false);
    // The refused attempt left the account's count at zero: two more from elsewhere.
    expect((await two.takeLoginAttempt(account, fresh())).allowed).toBe(true);
    expect((await two.takeLoginAttempt(account, fresh())).allowed).toBe(true);
    expect((await two.takeLoginAttempt(account, fresh())).allowed).toBe(false);
  });
});
