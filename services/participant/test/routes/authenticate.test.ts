import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD, User } from '@wellness/schema';
import { DEFAULT_HOST, buildTestApp, clientHeaders, login } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { participantApp } from '../helpers';

describe('sessions: POST/DELETE /api/authenticate and GET /api/users/me', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await participantApp();
  });
  afterAll(() => server.close());

  const authenticate = (payload: object, host?: string) =>
    server.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: clientHeaders(undefined, host),
      payload,
    });

  it('logs in with email and password and sets an opaque HttpOnly SameSite=Lax cookie', async () => {
    const response = await authenticate({
      email: 'participant@demo.test',
      password: DEMO_PASSWORD,
      stay_logged_in: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      email: 'participant@demo.test',
      role: 'User',
      profile: { full_name: 'Pat Participant' },
    });
    const cookie = response.cookies.find((c) => c.name === 'wellness_session')!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.maxAge).toBeUndefined();
    expect(response.body).not.toContain('password_hash');
  });

  it('keeps a stay_logged_in session for 30 days', async () => {
    const stay = await authenticate({
      email: 'participant@demo.test',
      password: DEMO_PASSWORD,
      stay_logged_in: true,
    });
    expect(stay.cookies[0].maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('marks the cookie Secure and sends HSTS outside localhost', async () => {
    // The same service and data, deployed under a real domain: `demo` stays the subdomain.
    const deployed = await buildTestApp(app, { baseDomain: 'wellness.example' });
    try {
      const response = await deployed.inject({
        method: 'POST',
        url: '/api/authenticate',
        headers: clientHeaders(undefined, 'demo.wellness.example'),
        payload: { email: 'participant@demo.test', password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.email).toBe('participant@demo.test');
      const cookie = response.cookies.find((c) => c.name === 'wellness_session')!;
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await deployed.close();
    }
    const local = await authenticate({ email: 'participant@demo.test', password: DEMO_PASSWORD });
    expect(local.cookies[0].secure).toBeFalsy();
    expect(local.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses a login or logout without the client header (CSRF)', async () => {
    const cookie = await login(server, 'participant@demo.test', DEMO_PASSWORD);
    const { 'x-requested-with': _header, ...crossSite } = clientHeaders(cookie);
    const forged = [
      {
        method: 'POST' as const,
        payload: { email: 'participant@demo.test', password: DEMO_PASSWORD },
      },
      { method: 'DELETE' as const },
    ];
    for (const request of forged) {
      const response = await server.inject({
        ...request,
        url: '/api/authenticate',
        headers: crossSite,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errors: ['Missing X-Requested-With header.'] });
      expect(response.cookies).toHaveLength(0);
    }
    const me = await server.inject({ url: '/api/users/me', headers: clientHeaders(cookie) });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a wrong password or an unknown e-mail with the same first error', async () => {
    for (const payload of [
      { email: 'participant@demo.test', password: 'wrong' },
      { email: 'nobody@demo.test', password: DEMO_PASSWORD },
    ]) {
      const response = await authenticate(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errors: ['Invalid email or password.'] });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('only logs users in on their own promotion host', async () => {
    const response = await authenticate(
      { email: 'participant@demo.test', password: DEMO_PASSWORD },
      DEFAULT_HOST,
    );
    expect(response.statusCode).toBe(401);
    const master = await authenticate(
      { email: 'master@wellness.test', password: DEMO_PASSWORD },
      DEFAULT_HOST,
    );
    expect(master.statusCode).toBe(200);
  });

  it('answers GET /api/users/me with the signed-in user, and 401 Log In Required without one', async () => {
    const anonymous = await server.inject({ url: '/api/users/me', headers: clientHeaders() });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ errors: ['Log In Required'] });
    const cookie = await login(server, 'participant2@demo.test', DEMO_PASSWORD);
    const me = await server.inject({ url: '/api/users/me', headers: clientHeaders(cookie) });
    expect(me.json().data).toMatchObject({
      email: 'participant2@demo.test',
      total_points: 0,
      default_goal: 1000,
    });
  });

  it('does not accept a session on another promotion host', async () => {
    const cookie = await login(server, 'participant@demo.test', DEMO_PASSWORD);
    const elsewhere = await server.inject({
      url: '/api/users/me',
      headers: clientHeaders(cookie, DEFAULT_HOST),
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('logs out: the session stops working', async () => {
    const cookie = await login(server, 'participant@demo.test', DEMO_PASSWORD);
    const logout = await server.inject({
      method: 'DELETE',
      url: '/api/authenticate',
      headers: clientHeaders(cookie),
    });
    expect(logout.statusCode).toBe(200);
    const me = await server.inject({ url: '/api/users/me', headers: clientHeaders(cookie) });
    expect(me.statusCode).toBe(401);
  });

  it('hashes passwords with argon2id', async () => {
    const [{ password_hash }] = await server.db.query(
      "SELECT password_hash FROM users WHERE email = 'participant@demo.test'",
    );
    expect(password_hash).toMatch(/^\$argon2id\$/);
  });

  it('never loads password_hash with a user unless asked for, and login still works', async () => {
    const users = server.db.getRepository(User);
    const user = await users.findOneByOrFail({ email: 'participant@demo.test' });
    expect(user.email).toBe('participant@demo.test');
    expect(user.password_hash).toBeUndefined();
    expect(await users.find({ where: { email: 'participant@demo.test' } })).toEqual([
      expect.not.objectContaining({ password_hash: expect.anything() }),
    ]);
    const response = await authenticate({
      email: 'participant@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
  });
});
