import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ok, platform, responses } from '../src';
import type { Config } from '../src';
import {
  RedisServer,
  TcpProxy,
  buildTestApp,
  clientHeaders,
  resetData,
  signIn,
  testConfig,
  waitFor,
} from '../src/testing';

/** A service whose one route reads MySQL and Redis for a signed-in participant. */
const probe: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  await fastify.register(platform, { config, service: 'probe' });
  fastify.get(
    '/api/probe/backends',
    {
      config: { access: { allow: 'signed-in', scope: 'none' } },
      schema: { response: responses(Type.Object({ users: Type.Number(), hits: Type.Number() })) },
    },
    async () => {
      const [row]: Array<{ users: number }> = await fastify.db.query(
        'SELECT COUNT(*) AS users FROM users',
      );
      const hits = await fastify.redis.incr(`${fastify.config.redisPrefix}probe-hits`);
      return ok({ users: Number(row.users), hits });
    },
  );
};

// Starting a redis-server and migrating through the proxy take a while on a busy machine.
jest.setTimeout(120_000);

const UNAVAILABLE = { errors: ['Service unavailable'] };
/** The bound: ready again within 10 s of the dependency returning. */
const RECOVERY_MS = 10_000;

describe('a service while MySQL or Redis is away', () => {
  let redis: RedisServer;
  let mysql: TcpProxy;
  let app: FastifyInstance;
  let cookie: string;

  const call = () =>
    app.inject({ method: 'GET', url: '/api/probe/backends', headers: clientHeaders(cookie) });
  const readiness = () => app.inject({ method: 'GET', url: '/readyz' });
  /** The time from the dependency's return until /readyz answers 200. */
  const secondsUntilReady = async () => {
    const since = Date.now();
    await waitFor('/readyz to answer 200', async () => (await readiness()).statusCode === 200, {
      timeoutMs: RECOVERY_MS,
      intervalMs: 100,
    });
    return Date.now() - since;
  };

  beforeAll(async () => {
    redis = await RedisServer.start();
    const real = new URL(testConfig().mysqlUrl);
    mysql = await TcpProxy.start({ host: real.hostname, port: Number(real.port || 3306) });
    const throughProxy = new URL(real);
    throughProxy.port = String(mysql.port);
    app = await buildTestApp(probe, { redisUrl: redis.url, mysqlUrl: throughProxy.toString() });
    await resetData(app);
    cookie = await signIn(app, 'participant@demo.test');
  });

  afterAll(async () => {
    await app?.close();
    await mysql?.cut();
    await redis?.stop();
  });

  it('answers 503 {errors} at once and /readyz says Redis is down, then recovers within 10 s', async () => {
    expect((await call()).statusCode).toBe(200);
    await redis.stop();

    const started = Date.now();
    const during = await call();
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual(UNAVAILABLE);
    expect(during.headers['retry-after']).toBe('1');
    expect(Date.now() - started).toBeLessThan(6_000);
    const notReady = await readiness();
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ errors: ['Not ready: mysql up, redis down'] });

    await redis.start();
    expect(await secondsUntilReady()).toBeLessThan(RECOVERY_MS);
    // The session lived in the Redis that was lost: a new sign-in, and the route works again.
    cookie = await signIn(app, 'participant@demo.test');
    const after = await call();
    expect(after.statusCode).toBe(200);
    expect(after.json().data.hits).toBe(1);
  });

  it('answers 503 {errors} at once and /readyz says MySQL is down, then recovers within 10 s', async () => {
    expect((await call()).statusCode).toBe(200);
    await mysql.cut();

    const started = Date.now();
    const during = await call();
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual(UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(6_000);
    const notReady = await readiness();
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ errors: ['Not ready: mysql down, redis up'] });

    await mysql.restore();
    expect(await secondsUntilReady()).toBeLessThan(RECOVERY_MS);
    expect((await call()).statusCode).toBe(200);
  });
});
