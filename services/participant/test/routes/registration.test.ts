import type { FastifyInstance } from 'fastify';
import { WELCOME_EMAIL_JOB } from '@wellness/platform';
import { DEFAULT_HOST, clientHeaders, resetData } from '@wellness/platform/testing';
import { participantApp } from '../helpers';
import { registrationCalls } from './registration/support';

const DEFAULT_HELP = 'Use 8 to 20 characters with at least 1 letter, 1 number and 1 symbol.';
const EMAIL_IN_USE = 'Email address is already in use. Would you like to log in?';

describe('registration: POST /api/users and the checks of the registration screen', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await participantApp();
  });
  afterAll(() => server.close());
  beforeEach(() => resetData(server));

  const calls = () => registrationCalls(server);
  const get = (url: string, host?: string) => calls().get(url, host);
  const demoId = () => calls().promotionId();
  const office = async () =>
    Number((await server.db.query("SELECT id FROM locations WHERE name = 'Boston Office'"))[0].id);
  const body = (overrides: Record<string, unknown> = {}) => calls().body(overrides);
  const register = (payload: object, host?: string) => calls().register(payload, host);
  const setDates = (starts: string | null, ends: string | null) =>
    server.db.query(
      "UPDATE promotions SET registration_starts_on = ?, registration_ends_on = ? WHERE subdomain = 'demo'",
      [starts, ends],
    );
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  describe('the registration window', () => {
    it('is open, frozen before it starts, closed after it ends (GET can_register)', async () => {
      const id = await demoId();
      const state = async () => (await get(`/promotions/${id}/can_register`)).json().data.state;
      expect(await state()).toBe('open');
      await setDates(day(2), day(20));
      expect(await state()).toBe('frozen');
      await setDates(day(-20), day(-1));
      expect(await state()).toBe('closed');
      const open = await get(`/promotions/${id}/can_register`);
      expect(open.json().data).toMatchObject({ eligibility_label: 'Token' });
    });

    it('refuses to register before the window opens and after it closes', async () => {
      await setDates(day(2), day(20));
      const early = await register(await body());
      expect(early.statusCode).toBe(403);
      expect(early.json()).toEqual({ errors: ['closed'] });
      await setDates(day(-20), day(-1));
      const late = await register(await body());
      expect(late.statusCode).toBe(403);
      expect(late.json()).toEqual({ errors: ['closed'] });
      expect(
        await server.db.query("SELECT id FROM users WHERE email = 'new.person@demo.test'"),
      ).toEqual([]);
      expect(
        (await server.db.query("SELECT user_id FROM eligibilities WHERE identifier = 'E1001'"))[0]
          .user_id,
      ).toBeNull();
    });

    it('answers another promotion than the Host as unknown', async () => {
      const response = await get(`/promotions/${await demoId()}/can_register`, DEFAULT_HOST);
      expect(response.statusCode).toBe(404);
    });
  });

  describe('a successful registration', () => {
    it('creates the user with argon2id, claims the eligibility row, signs in and queues one welcome e-mail', async () => {
      const response = await register(await body({ email: ' New.Person@Demo.test ' }));
      expect(response.statusCode).toBe(200);
      const user = response.json().data;
      expect(user).toMatchObject({
        email: 'new.person@demo.test',
        role: 'User',
        location_id: await office(),
        opted_in_individual_leaderboard: false,
        profile: {
          first_name: 'Nia',
          last_name: 'Newcomer',
          image: { url: '/api/profile_images/avatars/avatar-1.svg' },
        },
      });
      const [row] = await server.db.query('SELECT password_hash FROM users WHERE id = ?', [
        user.id,
      ]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      const [eligibility] = await server.db.query(
        "SELECT user_id FROM eligibilities WHERE identifier = 'E1001'",
      );
      expect(Number(eligibility.user_id)).toBe(user.id);

      // Signed in like login: the cookie opens /users/me.
      const cookie = response.cookies.find((c) => c.name === 'sid' || c.httpOnly);
      expect(cookie).toBeDefined();
      const me = await server.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: clientHeaders(`${cookie!.name}=${cookie!.value}`),
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.id).toBe(user.id);

      const jobs = (await server.emailQueue.getJobs(['waiting', 'delayed', 'prioritized'])).filter(
        (job) => job.name === WELCOME_EMAIL_JOB,
      );
      expect(jobs.map((job) => [job.id, job.data])).toEqual([
        [
          `welcome-email-${user.id}`,
          { user_id: user.id, promotion_id: await demoId(), email: 'new.person@demo.test' },
        ],
      ]);
    });

    it('registers without an identifier where the promotion has no eligibility', async () => {
      await server.db.query(
        "UPDATE promotions SET is_eligibility_displayed = 0 WHERE subdomain = 'demo'",
      );
      const { eligibility_identifier: _identifier, ...rest } = await body();
      expect((await register(rest)).statusCode).toBe(200);
    });
  });

  describe('eligibility', () => {
    it('refuses an identifier used twice, with the label of the content', async () => {
      expect((await register(await body())).statusCode).toBe(200);
      const again = await register(await body({ email: 'someone.else@demo.test' }));
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({ errors: ['Token is already in use.'] });
      const check = await get(`/promotions/${await demoId()}/users/check_eligibility/E1001`);
      expect(check.statusCode).toBe(422);
      expect(check.json()).toEqual({ errors: ['Token is already in use.'] });
    });

    it('lets exactly one of two simultaneous registrations with one identifier through', async () => {
      const [a, b] = await Promise.all([
        register(await body({ email: 'first@demo.test' })),
        register(await body({ email: 'second@demo.test' })),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
      const loser = a.statusCode === 422 ? a : b;
      expect(loser.json()).toEqual({ errors: ['Token is already in use.'] });
      const registered = await server.db.query(
        "SELECT id FROM users WHERE email IN ('first@demo.test', 'second@demo.test')",
      );
      expect(registered).toHaveLength(1);
    });

    it("answers a missing identifier '{label} is required.' and an unknown one 'Invalid {label}.'", async () => {
      const missing = await register(await body({ eligibility_identifier: '  ' }));
      expect(missing.json()).toEqual({ errors: ['Token is required.'] });
      expect(missing.statusCode).toBe(422);
      const unknown = await register(await body({ eligibility_identifier: 'NOPE' }));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ errors: ['Invalid Token.'] });
      const check = await get(`/promotions/${await demoId()}/users/check_eligibility/NOPE`);
      expect(check.statusCode).toBe(404);
      expect(check.json()).toEqual({ errors: ['Invalid Token.'] });
    });

    it('checks a free identifier and names the label the promotion gives it', async () => {
      const id = await demoId();
      const check = await get(`/promotions/${id}/users/check_eligibility/E1002`);
      expect(check.statusCode).toBe(200);
      expect(check.json().data).toMatchObject({
        identifier: 'E1002',
        first_name: 'Ben',
        last_name: 'Eligible',
        email: 'e1002@demo.test',
      });
      await server.db.query(
        `INSERT INTO contents (category, promotion_id, \`key\`, \`group\`, title, custom_fields)
         VALUES ('eligibility', ?, 'eligibility', 'Eligibility', 'Check', '{"identifier_label":"Employee ID"}')`,
        [id],
      );
      const unknown = await get(`/promotions/${id}/users/check_eligibility/NOPE`);
      expect(unknown.json()).toEqual({ errors: ['Invalid Employee ID.'] });
      const missing = await register(await body({ eligibility_identifier: '' }));
      expect(missing.json()).toEqual({ errors: ['Employee ID is required.'] });
    });
  });

  describe('the form rules', () => {
    it("refuses a password that breaks the organization's rule with its help message", async () => {
      const response = await register(await body({ password: 'short' }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toBe(DEFAULT_HELP);
      await server.db.query(
        "UPDATE organizations SET password_help_message = 'At least 8, with a symbol please.'",
      );
      const custom = await register(await body({ password: 'nosymbols123' }));
      expect(custom.json().errors[0]).toBe('At least 8, with a symbol please.');
    });

    it('refuses an e-mail in use, whatever its case, and a malformed one', async () => {
      const taken = await register(await body({ email: 'Participant@Demo.test' }));
      expect(taken.statusCode).toBe(422);
      expect(taken.json()).toEqual({ errors: [EMAIL_IN_USE] });
      const malformed = await register(await body({ email: 'not an address' }));
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json()).toEqual({ errors: ['Please enter a valid email address.'] });
    });

    it('validates an e-mail by field and value (GET /promotions/{id}/users/validate)', async () => {
      const id = await demoId();
      const free = await get(`/promotions/${id}/users/validate?field=email&value=free%40demo.test`);
      expect(free.statusCode).toBe(200);
      expect(free.json().data).toEqual({ valid: true });
      const taken = await get(
        `/promotions/${id}/users/validate?field=email&value=PARTICIPANT%40demo.test`,
      );
      expect(taken.statusCode).toBe(422);
      expect(taken.json()).toEqual({ errors: [EMAIL_IN_USE] });
      const malformed = await get(`/promotions/${id}/users/validate?field=email&value=nope`);
      expect(malformed.json()).toEqual({ errors: ['Please enter a valid email address.'] });
      // In another promotion the same address is free.
      const [launchpad] = await server.db.query(
        "SELECT id FROM promotions WHERE subdomain = 'launchpad'",
      );
      const elsewhere = await get(
        `/promotions/${launchpad.id}/users/validate?field=email&value=participant%40demo.test`,
        'launchpad.localhost:8080',
      );
      expect(elsewhere.statusCode).toBe(200);
    });

    it("needs one of the promotion's profile images and one of its locations", async () => {
      const foreign = await register(
        await body({
          profile: {
            first_name: 'A',
            last_name: 'B',
            image: { id: await calls().firstImage('launchpad') },
          },
        }),
      );
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json()).toEqual({ errors: ['Please choose one of the profile images.'] });
      const noImage = await register(await body({ profile: { first_name: 'A', last_name: 'B' } }));
      expect(noImage.statusCode).toBe(400);
      const noLocation = await register(await body({ location_id: null }));
      expect(noLocation.json()).toEqual({ errors: ['Please choose a location.'] });
      const badLocation = await register(await body({ location_id: 999_999 }));
      expect(badLocation.json()).toEqual({ errors: ['Please choose a location.'] });
      // A region with offices below it: the participant picks down to the office.
      const [region] = await server.db.query(
        "SELECT id FROM locations WHERE name = 'North Region'",
      );
      const notDeepest = await register(await body({ location_id: Number(region.id) }));
      expect(notDeepest.statusCode).toBe(422);
      expect(notDeepest.json()).toEqual({ errors: ['Choose a location down to its last level.'] });
      expect(
        await server.db.query("SELECT id FROM users WHERE email = 'new.person@demo.test'"),
      ).toEqual([]);
    });
  });

  describe('what the screen reads before signing in', () => {
    it("lists the promotion's profile images and serves the avatars as SVG", async () => {
      const images = (await get(`/promotions/${await demoId()}/profile_images`)).json().data;
      expect(images).toHaveLength(8);
      const avatar = await get(images[0].url.replace(/^\/api/, ''));
      expect(avatar.statusCode).toBe(200);
      expect(avatar.headers['content-type']).toBe('image/svg+xml');
      expect(avatar.body).toContain('<svg');
      expect((await get('/profile_images/avatars/avatar-99.svg')).statusCode).toBe(404);
      expect((await get('/profile_images/avatars/..%2Fsecret.svg')).statusCode).toBe(400);
    });

    it('lists the locations as parents and children for the pickers', async () => {
      const locations = (await get(`/promotions/${await demoId()}/registration_locations`)).json()
        .data as Array<{ name: string; parent_id: number | null }>;
      const parents = locations.filter((l) => l.parent_id === null).map((l) => l.name);
      expect(parents).toEqual(['North Region', 'South Region']);
      expect(locations).toHaveLength(5);
      expect(
        (await get(`/promotions/${await demoId()}/registration_locations`, DEFAULT_HOST))
          .statusCode,
      ).toBe(404);
    });
  });
});
