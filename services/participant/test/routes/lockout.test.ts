import type { FastifyInstance } from 'fastify';
import { unlockAccount } from '@wellness/platform';
import { clientHeaders, login, resetData } from '@wellness/platform/testing';
import { DEMO_PASSWORD } from '@wellness/schema';
import { participantApp } from '../helpers';

const INVALID = { errors: ['Invalid email or password.'] };
const LOCKED = { errors: ['Your account is locked. Please contact your program coordinator.'] };
const EMAIL = 'participant@demo.test';

describe('account lockout on POST /api/authenticate', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await participantApp();
  });
  afterAll(() => server.close());
  beforeEach(() => resetData(server));

  const authenticate = (email: string, password: string) =>
    server.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: clientHeaders(),
      payload: { email, password },
    });
  const account = async () => {
    const [row] = await server.db.query(
      'SELECT id, failed_login_count, locked_at FROM users WHERE email = ?',
      [EMAIL],
    );
    return {
      id: Number(row.id),
      failures: Number(row.failed_login_count),
      locked: !!row.locked_at,
    };
  };
  const me = (cookie: string) =>
    server.inject({ url: '/api/users/me', headers: clientHeaders(cookie) });

  it('locks the account at the fifth wrong password in a row, answering it as any failure', async () => {
    for (let n = 1; n <= 4; n++) {
      expect((await authenticate(EMAIL, `wrong ${n}`)).json()).toEqual(INVALID);
    }
    expect(await account()).toMatchObject({ failures: 4, locked: false });
    const fifth = await authenticate(EMAIL, 'wrong 5');
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toEqual(INVALID);
    expect(await account()).toMatchObject({ failures: 5, locked: true });
  });

  it('answers a wrong password on a locked account exactly as it answers an unknown e-mail', async () => {
    for (let n = 1; n <= 5; n++) await authenticate(EMAIL, 'wrong');
    expect(await account()).toMatchObject({ locked: true });
    const locked = await authenticate(EMAIL, 'another guess');
    const unknown = await authenticate('nobody@demo.test', 'another guess');
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual(INVALID);
    expect({ status: locked.statusCode, body: locked.json() }).toEqual({
      status: unknown.statusCode,
      body: unknown.json(),
    });
    // The guess is not counted further: the lock stays as it was.
    expect(await account()).toMatchObject({ failures: 5, locked: true });
  });

  it('ends every session of the user when the account locks', async () => {
    const sessions = [
      await login(server, EMAIL, DEMO_PASSWORD),
      await login(server, EMAIL, DEMO_PASSWORD),
    ];
    const bystander = await login(server, 'participant2@demo.test', DEMO_PASSWORD);
    for (let n = 1; n <= 5; n++) await authenticate(EMAIL, 'wrong');
    for (const cookie of sessions) expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(bystander)).statusCode).toBe(200);
  });

  it('tells the right password, and only it, that the account is locked', async () => {
    for (let n = 1; n <= 5; n++) await authenticate(EMAIL, 'wrong');
    const response = await authenticate(EMAIL, DEMO_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(LOCKED);
    expect(response.cookies).toHaveLength(0);
  });

  it('counts only consecutive failures: a successful login starts again from zero', async () => {
    for (let n = 1; n <= 4; n++) await authenticate(EMAIL, 'wrong');
    expect((await authenticate(EMAIL, DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await account()).toMatchObject({ failures: 0, locked: false });
    for (let n = 1; n <= 4; n++) await authenticate(EMAIL, 'wrong');
    expect(await account()).toMatchObject({ failures: 4, locked: false });
    expect((await authenticate(EMAIL, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('tells nothing new about an unknown e-mail, however many attempts', async () => {
    for (let n = 1; n <= 6; n++) {
      const response = await authenticate('nobody@demo.test', DEMO_PASSWORD);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
    }
  });

  it("never locks when the organization's enable_account_lockouts is off", async () => {
    await server.db.query(
      "UPDATE organizations o JOIN promotions p ON p.organization_id = o.id SET o.enable_account_lockouts = 0 WHERE p.subdomain = 'demo'",
    );
    for (let n = 1; n <= 6; n++) {
      expect((await authenticate(EMAIL, 'wrong')).json()).toEqual(INVALID);
    }
    expect(await account()).toMatchObject({ failures: 0, locked: false });
    expect((await authenticate(EMAIL, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("logs in again once a master's unlock has cleared the lock", async () => {
    for (let n = 1; n <= 5; n++) await authenticate(EMAIL, 'wrong');
    // What POST /api/users/:id/unlock in services/admin runs.
    expect(await unlockAccount(server, (await account()).id)).toBe(true);
    expect(await account()).toMatchObject({ failures: 0, locked: false });
    const response = await authenticate(EMAIL, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect((await me(`wellness_session=${response.cookies[0].value}`)).statusCode).toBe(200);
  });
});
