import { hash } from 'argon2';
import type { FastifyInstance } from 'fastify';
import { clientHeaders } from '@wellness/platform/testing';
import { spawnOidcProvider } from '@wellness/oidc-provider/testing';
import type { SpawnedProvider } from '@wellness/oidc-provider/testing';
import { participantApp } from '../helpers';
import {
  CLIENT,
  DEMO_ORIGIN,
  atProvider,
  callback,
  enableSso,
  sessionCookieOf,
  startSso,
} from '../sso-helpers';

// The local provider's demo accounts (services/oidc-provider src/accounts.ts).
const SASHA = { email: 'sso.participant@acme.test', password: 'Wellness!2026' };
const OMAR = { email: 'sso.participant2@acme.test', password: 'Wellness!2026' };
const LOGOUT_PAGE = 'https://acme.example/signed-out';
const IMPERSONATION_KEY = 'acme-test-wskey';

describe('single sign-on: GET /api/sso/login and /api/sso/callback (OpenID Connect, real provider)', () => {
  let server: FastifyInstance;
  let provider: SpawnedProvider;
  let demoId: number;

  beforeAll(async () => {
    provider = await spawnOidcProvider([
      {
        ...CLIENT,
        redirect_uris: [`${DEMO_ORIGIN}/api/sso/callback`],
        impersonation_key: IMPERSONATION_KEY,
      },
    ]);
    server = await participantApp();
    demoId = Number(
      (await server.db.query("SELECT id FROM promotions WHERE subdomain = 'demo'"))[0].id,
    );
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  beforeEach(async () => {
    await server.db.query('DELETE FROM users WHERE sso_identifier IS NOT NULL');
    await server.db.query('DELETE FROM sso_extras');
    await enableSso(server, provider.issuer, LOGOUT_PAGE);
  });

  const me = (cookie: string) =>
    server.inject({ method: 'GET', url: '/api/users/me', headers: clientHeaders(cookie) });

  /** The whole browser round trip: product → provider's form → product's callback. */
  async function signIn(credentials: { email: string; password: string }) {
    const start = await startSso(server);
    expect(start.response.statusCode).toBe(302);
    const back = await atProvider(start.location, credentials);
    return callback(server, back, start.cookie);
  }

  it('sends the browser to the organization provider with PKCE (S256), state and nonce', async () => {
    const { response, location, cookie } = await startSso(server);
    expect(response.statusCode).toBe(302);
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT.client_id);
    expect(url.searchParams.get('redirect_uri')).toBe(`${DEMO_ORIGIN}/api/sso/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(cookie).toBe(`wellness_sso=${url.searchParams.get('state')}`);
    const stateCookie = response.cookies.find((c) => c.name === 'wellness_sso')!;
    expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/sso' });
  });

  it('creates a new participant from the claims, with the SSO extras mapped into udfs, and signs them in', async () => {
    await server.db.query(
      `INSERT INTO sso_extras (promotion_id, name, data_type, path) VALUES
        (?, 'department', 'string', 'User:udfs'), (?, 'employee_id', 'string', 'User:udfs'),
        (?, 'cost_centre', 'integer', 'User:udfs')`,
      [demoId, demoId, demoId],
    );
    const response = await signIn(SASHA);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const cookie = sessionCookieOf(response)!;
    expect(cookie).toBeTruthy();
    const [user] = await server.db.query(
      'SELECT * FROM users WHERE promotion_id = ? AND sso_identifier = ?',
      [demoId, 'wid-0001'],
    );
    expect(user).toMatchObject({
      email: 'sso.participant@acme.test',
      first_name: 'Sasha',
      last_name: 'Single',
      role: 'User',
    });
    // cost_centre is not in the token: nothing is written for it.
    expect(JSON.parse(user.udfs)).toEqual({ department: 'Engineering', employee_id: 'E-1001' });
    const session = await me(cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json().data).toMatchObject({ id: Number(user.id), email: SASHA.email });
  });

  it('matches an existing user by sso_identifier in the promotion (their udfs kept and updated)', async () => {
    const { insertId } = await server.db.query(
      `INSERT INTO users (promotion_id, email, password_hash, first_name, last_name, sso_identifier, udfs)
       VALUES (?, 'omar.renamed@acme.test', 'x', 'Omar', 'Before', 'wid-0002', '{"badge_no":"7","department":"Old"}')`,
      [demoId],
    );
    await server.db.query(
      "INSERT INTO sso_extras (promotion_id, name, data_type, path) VALUES (?, 'department', 'string', 'User:udfs')",
      [demoId],
    );
    const response = await signIn(OMAR);
    expect(response.headers.location).toBe('/');
    const session = await me(sessionCookieOf(response)!);
    expect(session.json().data).toMatchObject({
      id: Number(insertId),
      email: 'omar.renamed@acme.test',
    });
    const [user] = await server.db.query('SELECT udfs FROM users WHERE id = ?', [insertId]);
    expect(JSON.parse(user.udfs)).toEqual({ badge_no: '7', department: 'Finance' });
    const [{ count }] = await server.db.query(
      "SELECT COUNT(*) AS count FROM users WHERE sso_identifier = 'wid-0002'",
    );
    expect(Number(count)).toBe(1);
  });

  it("does not match another promotion's user with the same identifier: a new account is made here", async () => {
    const { insertId: otherId } = await server.db.query(
      `INSERT INTO users (promotion_id, email, password_hash, first_name, last_name, sso_identifier)
       VALUES (1, 'elsewhere@acme.test', 'x', 'Other', 'Promotion', 'wid-0001')`,
    );
    const response = await signIn(SASHA);
    const session = await me(sessionCookieOf(response)!);
    expect(session.statusCode).toBe(200);
    expect(session.json().data.id).not.toBe(Number(otherId));
    expect(session.json().data.email).toBe(SASHA.email);
    const rows = await server.db.query(
      "SELECT promotion_id FROM users WHERE sso_identifier = 'wid-0001' ORDER BY promotion_id",
    );
    expect(rows.map((row: { promotion_id: number }) => Number(row.promotion_id))).toEqual([
      1,
      demoId,
    ]);
  });

  it('refuses a wrong state: another browser, a forged value or a replay gets the welcome page, no session', async () => {
    const start = await startSso(server);
    const back = await atProvider(start.location, SASHA);
    // Another browser (no state cookie) brings the provider's answer.
    const stranger = await callback(server, back, '');
    expect(stranger.statusCode).toBe(302);
    expect(stranger.headers.location).toBe('/welcome?sso_error=state');
    expect(sessionCookieOf(stranger)).toBeNull();
    // The state was spent by that attempt: the right browser must start again too.
    const replay = await callback(server, back, start.cookie);
    expect(replay.headers.location).toBe('/welcome?sso_error=state');
    expect(sessionCookieOf(replay)).toBeNull();
    // A forged state matching its own cookie is unknown to the server.
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state');
    const forgedAnswer = await callback(server, forged, 'wellness_sso=forged-state');
    expect(forgedAnswer.headers.location).toBe('/welcome?sso_error=state');
    const [{ count }] = await server.db.query(
      'SELECT COUNT(*) AS count FROM users WHERE sso_identifier IS NOT NULL',
    );
    expect(Number(count)).toBe(0);
  });

  it('an unreachable provider gives the welcome page with a reason, never a 500', async () => {
    await enableSso(server, 'http://127.0.0.1:9/', LOGOUT_PAGE);
    const { response } = await startSso(server);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/welcome?sso_error=provider');
  });

  it('a promotion without SSO sends /api/sso/login to its own login form', async () => {
    await server.db.query('UPDATE organizations SET is_sso_enabled = 0');
    const { response } = await startSso(server);
    expect(response.headers.location).toBe('/welcome?login=true');
  });

  it("logs an SSO user out with the organization's sso_redirect; others get none", async () => {
    const cookie = sessionCookieOf(await signIn(SASHA))!;
    const logout = await server.inject({
      method: 'DELETE',
      url: '/api/authenticate',
      headers: clientHeaders(cookie),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ data: null, meta: { sso_redirect: LOGOUT_PAGE } });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('an SSO account has no password: forgot-password and the login form refuse it', async () => {
    await signIn(SASHA);
    const [account] = await server.db.query(
      'SELECT id FROM users WHERE promotion_id = ? AND email = ?',
      [demoId, SASHA.email],
    );
    // Even a password hash set behind the product's back does not open it.
    await server.db.query('UPDATE users SET password_hash = ? WHERE id = ?', [
      await hash(SASHA.password),
      account.id,
    ]);
    const forgot = await server.inject({
      method: 'POST',
      url: '/api/users/forgot',
      headers: clientHeaders(),
      payload: { email: SASHA.email },
    });
    expect(forgot.statusCode).toBe(422);
    expect(forgot.json()).toEqual({
      errors: ['This account signs in with single sign-on: use the sign-in button.'],
    });
    const login = await server.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: clientHeaders(),
      payload: { email: SASHA.email, password: SASHA.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      errors: ['This account signs in with single sign-on: use the sign-in button.'],
    });
  });

  it("links the promotion's account holding the token's verified e-mail", async () => {
    const { insertId } = await server.db.query(
      `INSERT INTO users (promotion_id, email, password_hash, first_name, last_name)
       VALUES (?, 'sso.participant@acme.test', 'x', 'Sasha', 'Registered')`,
      [demoId],
    );
    const session = await me(sessionCookieOf(await signIn(SASHA))!);
    expect(session.json().data.id).toBe(Number(insertId));
    const [user] = await server.db.query('SELECT sso_identifier FROM users WHERE id = ?', [
      insertId,
    ]);
    expect(user.sso_identifier).toBe('wid-0001');
  });

  it("opens the user's session from a provider's impersonation ticket, without the login form", async () => {
    const { insertId } = await server.db.query(
      `INSERT INTO users (promotion_id, email, password_hash, first_name, last_name, sso_identifier)
       VALUES (?, 'sso.participant@acme.test', 'x', 'Sasha', 'Single', 'wid-0001')`,
      [demoId],
    );
    // What services/admin's impersonation calls (its README "Impersonation").
    const answer = await fetch(`${provider.issuer}/impersonate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key: IMPERSONATION_KEY,
        url: `${DEMO_ORIGIN}/api/sso/login`,
        identifier: 'wid-0001',
      }),
    });
    expect(answer.status).toBe(200);
    const link = new URL(await answer.text());
    const start = await startSso(server, link.search);
    expect(new URL(start.location).searchParams.get('prompt')).toBe('login');
    const back = await atProvider(start.location);
    const response = await callback(server, back, start.cookie);
    const session = await me(sessionCookieOf(response)!);
    expect(session.json().data.id).toBe(Number(insertId));
    // The ticket worked once.
    const again = await startSso(server, link.search);
    await expect(atProvider(again.location)).rejects.toThrow(/stopped at \/interaction/);
  });
});
