import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_HOST,
  buildTestApp,
  clientHeaders,
  resetData,
  signIn,
} from '@wellness/platform/testing';
import { app } from '../../src/app';

const LOCKED_EMAIL = 'participant@demo.test';

describe("master's unlock: POST /api/users/:id/unlock", () => {
  let server: FastifyInstance;
  let lockedId: number;
  beforeAll(async () => {
    server = await buildTestApp(app);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await resetData(server);
    // The state five wrong passwords leave (services/participant, lockout).
    await server.db.query(
      'UPDATE users SET locked_at = NOW(3), failed_login_count = 5 WHERE email = ?',
      [LOCKED_EMAIL],
    );
    const [row] = await server.db.query('SELECT id FROM users WHERE email = ?', [LOCKED_EMAIL]);
    lockedId = Number(row.id);
  });

  const unlock = (id: number, cookie?: string, host?: string, payload: object = {}) =>
    server.inject({
      method: 'POST',
      url: `/api/users/${id}/unlock`,
      headers: clientHeaders(cookie, host),
      payload,
    });
  const account = async () => {
    const [row] = await server.db.query(
      'SELECT failed_login_count, locked_at FROM users WHERE id = ?',
      [lockedId],
    );
    return { failures: Number(row.failed_login_count), locked: row.locked_at !== null };
  };
  const sessionId = (cookie: string) => cookie.split('=')[1];

  it('clears the lock and the failure count and answers {id, locked: false}', async () => {
    const master = await signIn(server, 'master@wellness.test', DEFAULT_HOST);
    const response = await unlock(lockedId, master, DEFAULT_HOST);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: lockedId, locked: false }, meta: {} });
    expect(await account()).toEqual({ failures: 0, locked: false });
  });

  it('ends every session of the unlocked user, and only theirs', async () => {
    const sessions = [await signIn(server, LOCKED_EMAIL), await signIn(server, LOCKED_EMAIL)];
    const master = await signIn(server, 'master@demo.test');
    expect((await unlock(lockedId, master)).statusCode).toBe(200);
    for (const cookie of sessions) expect(await server.sessions.read(sessionId(cookie))).toBeNull();
    expect(await server.sessions.read(sessionId(master))).not.toBeNull();
  });

  it('answers 200 for an account that is not locked, and 404 for an unknown user', async () => {
    const master = await signIn(server, 'master@demo.test');
    expect((await unlock(lockedId, master)).statusCode).toBe(200);
    expect((await unlock(lockedId, master)).statusCode).toBe(200);
    const unknown = await unlock(999_999, master);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: ['User could not be found'] });
  });

  it('refuses every role but Master with 403, and anonymous callers with 401', async () => {
    for (const email of [
      'participant2@demo.test',
      'coordinator@demo.test',
      'supercoordinator@demo.test',
      'reseller@demo.test',
    ]) {
      const response = await unlock(lockedId, await signIn(server, email));
      expect(response.statusCode).toBe(403);
      expect(response.json().data).toBeUndefined();
    }
    const anonymous = await unlock(lockedId);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ errors: ['Log In Required'] });
    expect(await account()).toEqual({ failures: 5, locked: true });
  });

  it('refuses a request without the client header (CSRF) and a body with fields', async () => {
    const master = await signIn(server, 'master@demo.test');
    const forged = await server.inject({
      method: 'POST',
      url: `/api/users/${lockedId}/unlock`,
      headers: { host: 'demo.localhost:8080', cookie: master },
      payload: {},
    });
    expect(forged.statusCode).toBe(403);
    const extra = await unlock(lockedId, master, undefined, { locked: false });
    expect(extra.statusCode).toBe(400);
    expect(await account()).toEqual({ failures: 5, locked: true });
  });
});
