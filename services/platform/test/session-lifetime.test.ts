import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { loadConfig, ok, platform, responses } from '../src';
import type { Config } from '../src';
import { buildTestApp, clientHeaders, resetData, signIn } from '../src/testing';

const HOUR = 60 * 60;

/** A service with one signed-in route: what any HTTP call of a session goes through. */
const probe: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  await fastify.register(platform, { config, service: 'probe' });
  fastify.get(
    '/api/me',
    {
      config: { access: { allow: 'signed-in', scope: 'none' } },
      schema: { response: responses(Type.Integer()) },
    },
    async (request) => ok(request.user!.id),
  );
};

describe('sessions: an absolute lifetime besides the sliding one', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await buildTestApp(probe, {
      sessionTtl: 2 * HOUR,
      sessionAbsoluteTtl: 8 * HOUR,
      sessionTtlStayLoggedIn: 30 * 24 * HOUR,
      sessionAbsoluteTtlStayLoggedIn: 60 * 24 * HOUR,
    });
    await resetData(server);
  });
  afterAll(() => server.close());

  const key = (cookie: string) => `${server.config.redisPrefix}session:${cookie.split('=')[1]}`;
  /** Moves the session's start into the past, as if it had been opened that long ago. */
  async function openedAgo(cookie: string, seconds: number) {
    const record = JSON.parse((await server.redis.get(key(cookie)))!);
    record.created_at = new Date(Date.now() - seconds * 1000).toISOString();
    await server.redis.set(key(cookie), JSON.stringify(record), 'KEEPTTL');
  }
  const me = (cookie: string) => server.inject({ url: '/api/me', headers: clientHeaders(cookie) });

  it('ends a session used all along once it is older than its absolute lifetime: 401', async () => {
    const cookie = await signIn(server, 'participant@demo.test');
    expect((await me(cookie)).statusCode).toBe(200);
    // Used every few minutes for 7 h 59: the sliding expiry alone would never end it.
    await openedAgo(cookie, 8 * HOUR - 60);
    expect((await me(cookie)).statusCode).toBe(200);
    await openedAgo(cookie, 8 * HOUR + 1);
    const late = await me(cookie);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ errors: ['Log In Required'] });
    // Ended, not just refused: the record is gone.
    expect(await server.redis.exists(key(cookie))).toBe(0);
  });

  it('lets the sliding expiry run no later than the absolute end', async () => {
    const cookie = await signIn(server, 'participant@demo.test');
    await openedAgo(cookie, 8 * HOUR - 600);
    expect((await me(cookie)).statusCode).toBe(200);
    const ttl = await server.redis.ttl(key(cookie));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(600);
  });

  it('slides each kind of session by its own idle lifetime on every use', async () => {
    const cookie = await signIn(server, 'participant@demo.test');
    const id = await server.sessions.create({
      user_id: 1,
      promotion_id: 1,
      role: 'Master',
      stay_logged_in: true,
    });
    const staying = `wellness_session=${id}`;
    // Nearly idle too long: one use gives each its whole idle lifetime again.
    await server.redis.expire(key(cookie), 5);
    await server.redis.expire(key(staying), 5);
    expect((await me(cookie)).statusCode).toBe(200);
    const host = 'localhost:8080';
    expect(
      (await server.inject({ url: '/api/me', headers: clientHeaders(staying, host) })).statusCode,
    ).toBe(200);
    expect(await server.redis.ttl(key(cookie))).toBeGreaterThan(2 * HOUR - 60);
    expect(await server.redis.ttl(key(cookie))).toBeLessThanOrEqual(2 * HOUR);
    expect(await server.redis.ttl(key(staying))).toBeGreaterThan(30 * 24 * HOUR - 60);
  });

  it('gives a stay-logged-in session its own, longer absolute lifetime', async () => {
    const id = await server.sessions.create({
      user_id: 1,
      promotion_id: 1,
      role: 'Master',
      stay_logged_in: true,
    });
    const cookie = `wellness_session=${id}`;
    const host = 'localhost:8080';
    await openedAgo(cookie, 59 * 24 * HOUR);
    expect(
      (await server.inject({ url: '/api/me', headers: clientHeaders(cookie, host) })).statusCode,
    ).toBe(200);
    await openedAgo(cookie, 60 * 24 * HOUR + 1);
    expect(
      (await server.inject({ url: '/api/me', headers: clientHeaders(cookie, host) })).statusCode,
    ).toBe(401);
  });
});

describe('session lifetime configuration', () => {
  it('reads SESSION_ABSOLUTE_TTL_SECONDS and SESSION_ABSOLUTE_TTL_STAY_LOGGED_IN_SECONDS', () => {
    const config = loadConfig(0, {
      SESSION_ABSOLUTE_TTL_SECONDS: '36000',
      SESSION_ABSOLUTE_TTL_STAY_LOGGED_IN_SECONDS: '5184000',
    });
    expect(config.sessionAbsoluteTtl).toBe(36000);
    expect(config.sessionAbsoluteTtlStayLoggedIn).toBe(5184000);
  });

  it('refuses an absolute lifetime shorter than the sliding one, or not a number', () => {
    expect(() =>
      loadConfig(0, { SESSION_TTL_SECONDS: '7200', SESSION_ABSOLUTE_TTL_SECONDS: '3600' }),
    ).toThrow(
      'Invalid configuration: SESSION_ABSOLUTE_TTL_SECONDS must be at least SESSION_TTL_SECONDS',
    );
    expect(() => loadConfig(0, { SESSION_ABSOLUTE_TTL_STAY_LOGGED_IN_SECONDS: 'soon' })).toThrow(
      /^Invalid configuration: \/sessionAbsoluteTtlStayLoggedIn/,
    );
  });
});
