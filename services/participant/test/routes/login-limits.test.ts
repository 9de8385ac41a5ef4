import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '@wellness/schema';
import { buildTestApp, clientHeaders, resetData } from '@wellness/platform/testing';
import { app } from '../../src/app';

const TOO_MANY = { errors: ['Too many attempts. Please wait a few minutes and try again.'] };
const limits = {
  loginRateLimitAccount: 3,
  loginRateLimitIp: 5,
  loginRateLimitWindowSeconds: 60,
  rateLimitAllowance: 1,
};

describe('login rate limits, counted in Redis across replicas', () => {
  // Two replicas of the service on the same database and Redis prefix.
  let replicas: FastifyInstance[];
  beforeAll(async () => {
    replicas = [await buildTestApp(app, limits), await buildTestApp(app, limits)];
  });
  beforeEach(() => resetData(replicas[0]));
  afterAll(() => Promise.all(replicas.map((server) => server.close())));

  /** A login through replica `n % 2`, from `address` as the edge forwards it. */
  const attempt = (n: number, email: string, password: string, address = '203.0.113.1') =>
    replicas[n % 2].inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { ...clientHeaders(), 'x-forwarded-for': address },
      payload: { email, password },
    });

  it('allows 3 attempts per account in the window, from any address, then answers 429', async () => {
    for (let n = 0; n < 3; n++) {
      const response = await attempt(n, 'participant@demo.test', 'wrong', `203.0.113.${n + 10}`);
      expect(response.statusCode).toBe(401);
    }
    // Even the right password, on the other replica and from a new address.
    const limited = await attempt(3, 'Participant@Demo.test ', DEMO_PASSWORD, '198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.cookies).toHaveLength(0);
    // Another account is not affected.
    expect((await attempt(4, 'participant2@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('limits unknown e-mail addresses the same way', async () => {
    const statuses = [];
    for (let n = 0; n < 4; n++) {
      statuses.push((await attempt(n, 'nobody@demo.test', 'guess', `203.0.113.${n}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('allows 5 failed attempts per address, across accounts, then answers 429', async () => {
    const emails = [
      'a@demo.test',
      'b@demo.test',
      'participant@demo.test',
      'c@demo.test',
      'd@demo.test',
    ];
    for (const [n, email] of emails.entries()) {
      expect((await attempt(n, email, 'wrong')).statusCode).toBe(401);
    }
    const limited = await attempt(5, 'participant2@demo.test', DEMO_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(
      (await attempt(6, 'participant2@demo.test', DEMO_PASSWORD, '203.0.113.2')).statusCode,
    ).toBe(200);
  });

  it('counts the address the edge saw, not one the client put in X-Forwarded-For', async () => {
    const statuses = [];
    for (let n = 0; n < 6; n++) {
      // The client writes a new address each time; the edge appends the real one.
      const forwarded = `10.0.0.${n}, 203.0.113.1`;
      statuses.push((await attempt(n, `nobody${n}@demo.test`, 'wrong', forwarded)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('never limits successful logins: colleagues behind one office address all sign in', async () => {
    // Four logins each: past both the account limit (3) and the address limit (5).
    const people = ['participant@demo.test', 'participant2@demo.test'];
    for (let n = 0; n < 8; n++) {
      const response = await attempt(n, people[Math.floor(n / 4)], DEMO_PASSWORD);
      expect(response.statusCode).toBe(200);
    }
  });
});
