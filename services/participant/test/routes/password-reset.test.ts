import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '@wellness/schema';
import { PASSWORD_RESET_JOB } from '@wellness/platform';
import type { PasswordResetJobData } from '@wellness/platform';
import { DEFAULT_HOST, clientHeaders, login, resetData } from '@wellness/platform/testing';
import { participantApp, userIdOf } from '../helpers';

const EMAIL = 'participant@demo.test';
const NEW_PASSWORD = 'Fresh!start42';
const DEFAULT_HELP = 'Use 8 to 20 characters with at least 1 letter, 1 number and 1 symbol.';

describe('forgotten password: POST /api/users/forgot, verify_password_reset, password_reset', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await participantApp();
  });
  afterAll(() => server.close());
  beforeEach(() => resetData(server));

  const call = (method: 'POST' | 'PUT', url: string, payload: object, host?: string) =>
    server.inject({ method, url: `/api${url}`, headers: clientHeaders(undefined, host), payload });
  const forgot = (email: string, host?: string) => call('POST', '/users/forgot', { email }, host);
  const verify = (thing: string, host?: string) =>
    call('POST', '/users/verify_password_reset', { thing }, host);
  const reset = (thing: string, password: string, host?: string) =>
    call('PUT', '/users/password_reset', { thing, password }, host);

  /** The link's token, as the queued e-mail job carries it to the worker. */
  async function tokenFor(email: string): Promise<string> {
    expect((await forgot(email)).statusCode).toBe(200);
    const jobs = await server.emailQueue.getJobs(['waiting', 'delayed', 'prioritized']);
    const job = jobs
      .filter((j) => j.name === PASSWORD_RESET_JOB && j.data.email === email.trim().toLowerCase())
      .sort((a, b) => b.data.password_reset_id - a.data.password_reset_id)[0];
    return (job!.data as PasswordResetJobData).token;
  }
  const passwordHashOf = async (email: string) =>
    String(
      (await server.db.query('SELECT password_hash FROM users WHERE email = ?', [email]))[0]
        .password_hash,
    );

  describe('forgot', () => {
    it('refuses a malformed address with the spec message naming the typed address', async () => {
      const response = await forgot('not an address');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        errors: ['Must be a valid email address. Ex: not an address'],
      });
    });

    it('answers an unknown address with exactly the spec message and queues nothing', async () => {
      const response = await forgot('nobody@demo.test');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: ['No account was found with that email.'] });
      expect(response.cookies).toHaveLength(0);
      expect(await server.emailQueue.getJobCounts('waiting')).toEqual({ waiting: 0 });
    });

    it('looks the address up in the Host promotion only', async () => {
      const response = await forgot('coordinator@demo.test', DEFAULT_HOST);
      expect(response.json()).toEqual({ errors: ['No account was found with that email.'] });
    });

    it('stores only the SHA-256 of a 32-byte token that lives one hour', async () => {
      const token = await tokenFor('Participant@Demo.test ');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const rows = await server.db.query(
        'SELECT token_hash, TIMESTAMPDIFF(SECOND, created_at, expires_at) AS lifetime, used_at FROM password_resets',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).not.toContain(token);
      expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(Number(rows[0].lifetime)).toBe(3600);
      expect(rows[0].used_at).toBeNull();
    });
  });

  describe('verify', () => {
    it('allows a fresh token and names its account', async () => {
      const token = await tokenFor(EMAIL);
      expect((await verify(token)).json()).toEqual({
        data: { allow: true, email: EMAIL },
        meta: {},
      });
    });

    it.each([
      ['unknown', async () => 'A'.repeat(43)],
      ['tampered', async () => `${(await tokenFor(EMAIL)).slice(0, -1)}x`],
      [
        'expired',
        async () => {
          const token = await tokenFor(EMAIL);
          await server.db.query(
            'UPDATE password_resets SET expires_at = NOW(3) - INTERVAL 1 SECOND',
          );
          return token;
        },
      ],
      [
        'used',
        async () => {
          const token = await tokenFor(EMAIL);
          expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
          return token;
        },
      ],
    ])('refuses a %s token', async (_kind, tokenOf) => {
      const token = await tokenOf();
      const response = await verify(token);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ allow: false, email: null });
    });

    it('refuses a token of another promotion', async () => {
      const token = await tokenFor(EMAIL);
      expect((await verify(token, DEFAULT_HOST)).json().data).toEqual({
        allow: false,
        email: null,
      });
    });
  });

  describe('reset', () => {
    it('sets the new password, spends the token, ends every session and clears a lockout', async () => {
      const session = await login(server, EMAIL, DEMO_PASSWORD);
      await server.db.query(
        'UPDATE users SET failed_login_count = 5, locked_at = NOW(3) WHERE email = ?',
        [EMAIL],
      );
      const token = await tokenFor(EMAIL);
      const response = await reset(token, NEW_PASSWORD);
      expect(response.statusCode).toBe(200);

      const me = await server.inject({ url: '/api/users/me', headers: clientHeaders(session) });
      expect(me.statusCode).toBe(401);
      await login(server, EMAIL, NEW_PASSWORD);
      const [row] = await server.db.query(
        'SELECT failed_login_count, locked_at FROM users WHERE email = ?',
        [EMAIL],
      );
      expect(row).toMatchObject({ failed_login_count: 0, locked_at: null });

      const again = await reset(token, 'Another!pass9');
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({ errors: ['Could not reset password!'] });
    });

    it('answers an empty password with "Password required." and keeps the token', async () => {
      const token = await tokenFor(EMAIL);
      expect((await reset(token, '')).json()).toEqual({ errors: ['Password required.'] });
      expect((await verify(token)).json().data.allow).toBe(true);
    });

    it('refuses a password that breaks the default rule with its help message', async () => {
      const token = await tokenFor(EMAIL);
      const before = await passwordHashOf(EMAIL);
      for (const weak of ['short1!', 'nonumbers!!', 'NoSymbol123', 'x'.repeat(21) + '1!']) {
        const response = await reset(token, weak);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ errors: [DEFAULT_HELP] });
      }
      expect(await passwordHashOf(EMAIL)).toBe(before);
      expect((await verify(token)).json().data.allow).toBe(true);
    });

    it("applies the organization's own rule and help message, and ignores an invalid pattern", async () => {
      await server.db.query(
        `UPDATE organizations o JOIN promotions p ON p.organization_id = o.id SET
         o.password_min_length = 10, o.password_regular_expression_string = '^[A-Z]',
         o.password_help_message = 'Start with a capital and use at least 10 characters.'
         WHERE p.subdomain = 'demo'`,
      );
      const token = await tokenFor(EMAIL);
      expect((await reset(token, 'fresh!start42')).json()).toEqual({
        errors: ['Start with a capital and use at least 10 characters.'],
      });
      expect((await reset(token, 'Fresh!st42')).statusCode).toBe(200);

      await server.db.query(
        "UPDATE organizations SET password_regular_expression_string = '([a-z', password_help_message = NULL",
      );
      const second = await tokenFor(EMAIL);
      expect((await reset(second, 'fresh!start42')).statusCode).toBe(200);
    });

    it.each([
      ['unknown', async () => 'A'.repeat(43)],
      [
        'expired',
        async () => {
          const token = await tokenFor(EMAIL);
          await server.db.query(
            'UPDATE password_resets SET expires_at = NOW(3) - INTERVAL 1 SECOND',
          );
          return token;
        },
      ],
      ['tampered', async () => `x${(await tokenFor(EMAIL)).slice(1)}`],
    ])('refuses a %s token and changes nothing', async (_kind, tokenOf) => {
      const token = await tokenOf();
      const before = await passwordHashOf(EMAIL);
      const response = await reset(token, NEW_PASSWORD);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: ['Could not reset password!'] });
      expect(await passwordHashOf(EMAIL)).toBe(before);
    });

    it('lets exactly one of two concurrent resets with the same token succeed', async () => {
      const token = await tokenFor(EMAIL);
      const [first, second] = await Promise.all([
        reset(token, 'First!racer1'),
        reset(token, 'Second!racer2'),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 422]);
      const winner = first.statusCode === 200 ? 'First!racer1' : 'Second!racer2';
      await login(server, EMAIL, winner);
      const [{ n }] = await server.db.query(
        'SELECT COUNT(*) AS n FROM password_resets WHERE used_at IS NOT NULL',
      );
      expect(Number(n)).toBe(1);
    });

    it('spends the other open tokens of the user too', async () => {
      const older = await tokenFor(EMAIL);
      const newer = await tokenFor(EMAIL);
      expect((await reset(newer, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await verify(older)).json().data.allow).toBe(false);
      expect(await userIdOf(server, EMAIL)).toBeGreaterThan(0);
    });
  });

  it('publishes the password rule with the promotion the welcome page loads', async () => {
    const response = await server.inject({
      url: '/api/promotions/current',
      headers: clientHeaders(),
    });
    expect(response.json().data.password_policy).toEqual({
      min_length: 8,
      max_length: 20,
      min_letters: 1,
      min_numbers: 1,
      min_symbols: 1,
      regular_expression_string: null,
      help_message: DEFAULT_HELP,
    });
  });
});
