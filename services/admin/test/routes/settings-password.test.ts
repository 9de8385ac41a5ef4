import type { FastifyInstance } from 'fastify';
import { verify } from 'argon2';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';

const EMAIL = 'participant@demo.test';
const DEFAULT_HELP = 'Use 8 to 20 characters with at least 1 letter, 1 number and 1 symbol.';

describe('settings password change: PUT /api/users/{id}/settings', () => {
  let server: FastifyInstance;
  let userId: number;
  beforeAll(async () => {
    server = await buildTestApp(app);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await resetData(server);
    userId = Number((await server.db.query('SELECT id FROM users WHERE email = ?', [EMAIL]))[0].id);
  });

  const personal = { first_name: 'Pat', last_name: 'Participant', email: EMAIL, location_id: null };
  const save = (cookie: string, body: object, id = userId) =>
    server.inject({
      method: 'PUT',
      url: `/api/users/${id}/settings`,
      headers: clientHeaders(cookie),
      payload: { ...personal, ...body },
    });
  const storedHash = async () =>
    String(
      (await server.db.query('SELECT password_hash FROM users WHERE id = ?', [userId]))[0]
        .password_hash,
    );
  const me = (cookie: string) =>
    server.inject({ url: `/api/users/${userId}/settings`, headers: clientHeaders(cookie) });

  it('changes the password, keeps this session and ends the others', async () => {
    const here = await signIn(server, EMAIL);
    const elsewhere = await signIn(server, EMAIL);
    const response = await save(here, {
      password: 'Fresh!start42',
      password_confirmation: 'Fresh!start42',
    });
    expect(response.statusCode).toBe(200);
    expect(await verify(await storedHash(), 'Fresh!start42')).toBe(true);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
  });

  it('leaves the password alone when both fields are empty', async () => {
    const before = await storedHash();
    const cookie = await signIn(server, EMAIL);
    expect((await save(cookie, { password: '', password_confirmation: '' })).statusCode).toBe(200);
    expect(await storedHash()).toBe(before);
  });

  it.each([
    [{ password: '', password_confirmation: 'Fresh!start42' }, 'Password required.'],
    [{ password: 'weakpassword', password_confirmation: 'weakpassword' }, DEFAULT_HELP],
    [
      { password: 'Fresh!start42', password_confirmation: 'Fresh!start43' },
      'Passwords do not match.',
    ],
  ])('refuses %j with %j and saves nothing', async (body, message) => {
    const before = await storedHash();
    const cookie = await signIn(server, EMAIL);
    const response = await save(cookie, { ...body, first_name: 'Changed' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: [message] });
    expect(await storedHash()).toBe(before);
    const [row] = await server.db.query('SELECT first_name FROM users WHERE id = ?', [userId]);
    expect(row.first_name).toBe('Pat');
  });

  it("shows the organization's help message for its own rule", async () => {
    await server.db.query(
      `UPDATE organizations o JOIN promotions p ON p.organization_id = o.id
       SET o.password_min_symbols = 2, o.password_help_message = 'Two symbols, please.'
       WHERE p.subdomain = 'demo'`,
    );
    const cookie = await signIn(server, EMAIL);
    const refused = await save(cookie, {
      password: 'Fresh!start42',
      password_confirmation: 'Fresh!start42',
    });
    expect(refused.json()).toEqual({ errors: ['Two symbols, please.'] });
    const accepted = await save(cookie, {
      password: 'Fresh!!start42',
      password_confirmation: 'Fresh!!start42',
    });
    expect(accepted.statusCode).toBe(200);
  });

  it("refuses to change another user's password, even a master's change", async () => {
    const master = await signIn(server, 'master@demo.test');
    const response = await save(master, {
      password: 'Fresh!start42',
      password_confirmation: 'Fresh!start42',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: ['This password cannot be changed here.'] });
  });

  it('refuses a change on a single sign-on organization', async () => {
    await server.db.query(
      `UPDATE organizations o JOIN promotions p ON p.organization_id = o.id
       SET o.is_sso_enabled = 1 WHERE p.subdomain = 'demo'`,
    );
    const cookie = await signIn(server, EMAIL);
    const response = await save(cookie, {
      password: 'Fresh!start42',
      password_confirmation: 'Fresh!start42',
    });
    expect(response.statusCode).toBe(403);
  });
});
