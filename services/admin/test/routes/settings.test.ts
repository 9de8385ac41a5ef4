import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_HOST,
  buildTestApp,
  clientHeaders,
  resetData,
  signIn,
} from '@wellness/platform/testing';
import { ROLES } from '@wellness/schema';
import { app } from '../../src/app';
import { otherPromotionUser, seededIds } from './dashboard-helpers';

describe('settings', () => {
  let server: FastifyInstance;
  let ids: Awaited<ReturnType<typeof seededIds>>;
  let other: Awaited<ReturnType<typeof otherPromotionUser>>;

  beforeAll(async () => {
    server = await buildTestApp(app);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await resetData(server);
    ids = await seededIds(server);
    other = await otherPromotionUser(server);
  });

  const as = async (
    email: string,
    method: 'GET' | 'PUT',
    url: string,
    payload?: object,
    host?: string,
  ) =>
    server.inject({
      method,
      url,
      headers: clientHeaders(await signIn(server, email, host), host),
      ...(payload ? { payload } : {}),
    });

  const locationId = async (promotionId: number, name: string) =>
    Number(
      (
        await server.db.query('SELECT id FROM locations WHERE promotion_id = ? AND name = ?', [
          promotionId,
          name,
        ])
      )[0].id,
    );

  const userRow = async (id: number) =>
    (
      await server.db.query(
        'SELECT first_name, last_name, email, location_id, role, is_wall_expert FROM users WHERE id = ?',
        [id],
      )
    )[0];

  const personal = (overrides: object = {}) => ({
    first_name: 'Pat',
    last_name: 'Participant',
    email: 'participant@demo.test',
    location_id: null,
    ...overrides,
  });

  describe('GET /api/users/:id/settings', () => {
    it("shows a coordinator the participant's settings with the promotion's locations", async () => {
      const pat = ids.userId('participant@demo.test');
      const response = await as('coordinator@demo.test', 'GET', `/api/users/${pat}/settings`);
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({
        id: pat,
        first_name: 'Pat',
        last_name: 'Participant',
        email: 'participant@demo.test',
        role: 'User',
        locked: false,
      });
      expect(data.locations.map((l: { name: string }) => l.name)).toEqual([
        'North Region',
        'South Region',
        'Austin Office',
        'Boston Office',
        'Chicago Office',
      ]);
    });

    it('lets a participant open their own settings and nobody else’s', async () => {
      const pat = ids.userId('participant@demo.test');
      const sam = ids.userId('participant2@demo.test');
      expect(
        (await as('participant@demo.test', 'GET', `/api/users/${pat}/settings`)).statusCode,
      ).toBe(200);
      const refused = await as('participant@demo.test', 'GET', `/api/users/${sam}/settings`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ errors: ['User could not be found'] });
    });

    it("refuses another promotion's user to a coordinator (404) but not to a master", async () => {
      const url = `/api/users/${other.userId}/settings`;
      expect((await as('coordinator@demo.test', 'GET', url)).statusCode).toBe(404);
      expect((await as('supercoordinator@demo.test', 'GET', url)).statusCode).toBe(404);
      const master = await as('master@wellness.test', 'GET', url, undefined, DEFAULT_HOST);
      expect(master.statusCode).toBe(200);
      expect(master.json().data.email).toBe('outsider@other.test');
    });

    it('refuses a coordinator the settings of a peer or a higher role', async () => {
      for (const email of ['supercoordinator@demo.test', 'master@demo.test', 'poster@demo.test']) {
        const response = await as(
          'coordinator@demo.test',
          'GET',
          `/api/users/${ids.userId(email)}/settings`,
        );
        expect({ email, status: response.statusCode }).toEqual({ email, status: 404 });
      }
      const lower = await as(
        'coordinator@demo.test',
        'GET',
        `/api/users/${ids.userId('locationcoordinator@demo.test')}/settings`,
      );
      expect(lower.statusCode).toBe(200);
    });

    it('refuses a lower-ranked coordinator editing a higher role', async () => {
      const response = await as(
        'locationcoordinator@demo.test',
        'PUT',
        `/api/users/${ids.userId('coordinator@demo.test')}/settings`,
        personal({ email: 'coordinator@demo.test', first_name: 'Hacked' }),
      );
      expect(response.statusCode).toBe(404);
      expect((await userRow(ids.userId('coordinator@demo.test'))).first_name).toBe('Cora');
    });

    it('lets a super coordinator open a user of a promotion assigned to them', async () => {
      await server.db.query(
        `INSERT INTO users (promotion_id, email, password_hash, role, first_name, last_name)
         VALUES (?, 'lena@launchpad.test', 'x', 'User', 'Lena', 'Launch')`,
        [ids.launchpadId],
      );
      const [{ id: lena }] = await server.db.query(
        "SELECT id FROM users WHERE email = 'lena@launchpad.test'",
      );
      const response = await as('supercoordinator@demo.test', 'GET', `/api/users/${lena}/settings`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ first_name: 'Lena', locations: [] });
      expect(
        (await as('coordinator@demo.test', 'GET', `/api/users/${lena}/settings`)).statusCode,
      ).toBe(404);
    });

    it('answers 401 without a session', async () => {
      const response = await server.inject({
        method: 'GET',
        url: `/api/users/${ids.userId('participant@demo.test')}/settings`,
        headers: clientHeaders(),
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('PUT /api/users/:id/settings', () => {
    it('saves trimmed names, the lower-cased e-mail and a location of the promotion', async () => {
      const pat = ids.userId('participant@demo.test');
      const austin = await locationId(ids.demoId, 'Austin Office');
      const response = await as(
        'coordinator@demo.test',
        'PUT',
        `/api/users/${pat}/settings`,
        personal({
          first_name: '  Patricia ',
          last_name: ' Parker',
          email: ' Pat.Parker@Demo.test ',
          location_id: austin,
        }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        first_name: 'Patricia',
        last_name: 'Parker',
        email: 'pat.parker@demo.test',
        location_id: austin,
      });
      expect(await userRow(pat)).toMatchObject({
        first_name: 'Patricia',
        last_name: 'Parker',
        email: 'pat.parker@demo.test',
        location_id: austin,
      });
    });

    it('lets a participant save their own settings, keeping their own e-mail', async () => {
      const pat = ids.userId('participant@demo.test');
      const response = await as(
        'participant@demo.test',
        'PUT',
        `/api/users/${pat}/settings`,
        personal({ last_name: 'Newname' }),
      );
      expect(response.statusCode).toBe(200);
      expect((await userRow(pat)).last_name).toBe('Newname');
    });

    it('refuses an e-mail another user of the promotion has', async () => {
      const pat = ids.userId('participant@demo.test');
      const response = await as(
        'participant@demo.test',
        'PUT',
        `/api/users/${pat}/settings`,
        personal({ email: 'PARTICIPANT2@demo.test' }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: ['Email has already been taken.'] });
      expect((await userRow(pat)).email).toBe('participant@demo.test');
    });

    it('allows an e-mail that is taken only in another promotion', async () => {
      const pat = ids.userId('participant@demo.test');
      const response = await as(
        'participant@demo.test',
        'PUT',
        `/api/users/${pat}/settings`,
        personal({ email: 'outsider@other.test' }),
      );
      expect(response.statusCode).toBe(200);
    });

    it('refuses a location of another promotion', async () => {
      const pat = ids.userId('participant@demo.test');
      await server.db.query(
        "INSERT INTO locations (promotion_id, name, level) VALUES (?, 'Elsewhere', 1)",
        [other.promotionId],
      );
      const foreign = await locationId(other.promotionId, 'Elsewhere');
      const response = await as(
        'coordinator@demo.test',
        'PUT',
        `/api/users/${pat}/settings`,
        personal({ location_id: foreign }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        errors: ['Location could not be found in this promotion.'],
      });
    });

    it('gives a participant a location down to its last level, a coordinator a top-level one', async () => {
      const pat = ids.userId('participant@demo.test');
      const coordinator = ids.userId('coordinator@demo.test');
      const [north, boston, chicago] = [
        await locationId(ids.demoId, 'North Region'),
        await locationId(ids.demoId, 'Boston Office'),
        await locationId(ids.demoId, 'Chicago Office'),
      ];
      const save = (userId: number, location_id: number) =>
        as('coordinator@demo.test', 'PUT', `/api/users/${userId}/settings`, {
          ...personal({ location_id }),
          email: userId === pat ? 'participant@demo.test' : 'coordinator@demo.test',
        });
      const cases: Array<[number, number, number, string | null]> = [
        [pat, north, 422, 'Choose a location down to its last level.'],
        [pat, chicago, 200, null],
        [coordinator, boston, 422, 'Masters and coordinators are given a top-level location.'],
        [coordinator, north, 200, null],
      ];
      for (const [userId, location, status, message] of cases) {
        const response = await save(userId, location);
        expect({ userId, location, status: response.statusCode }).toEqual({
          userId,
          location,
          status,
        });
        if (message) expect(response.json()).toEqual({ errors: [message] });
        else expect((await userRow(userId)).location_id).toBe(location);
      }
      // A location given before the rule is kept when other settings are saved.
      await server.db.query('UPDATE users SET location_id = ? WHERE id = ?', [north, pat]);
      const kept = await save(pat, north);
      expect(kept.statusCode).toBe(200);
    });

    it('refuses blank names, long names and a malformed e-mail', async () => {
      const url = `/api/users/${ids.userId('participant@demo.test')}/settings`;
      const cases: Array<[object, string]> = [
        [{ first_name: '   ' }, 'First name is required.'],
        [{ last_name: '' }, 'Last name is required.'],
        [{ last_name: 'x'.repeat(101) }, 'Names are limited to 100 characters.'],
        [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
      ];
      for (const [overrides, message] of cases) {
        const response = await as('participant@demo.test', 'PUT', url, personal(overrides));
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ errors: [message] });
      }
      const extra = await as('participant@demo.test', 'PUT', url, personal({ role: 'Master' }));
      expect(extra.statusCode).toBe(400);
    });

    it("refuses another promotion's user to a coordinator", async () => {
      const response = await as(
        'coordinator@demo.test',
        'PUT',
        `/api/users/${other.userId}/settings`,
        personal({ email: 'outsider@other.test' }),
      );
      expect(response.statusCode).toBe(404);
      expect((await userRow(other.userId)).first_name).toBe('Olive');
    });
  });

  describe('GET /api/users/validate', () => {
    const validate = (email: string, value: string, userId?: number) =>
      as(
        email,
        'GET',
        `/api/users/validate?field=email&value=${encodeURIComponent(value)}${userId ? `&user_id=${userId}` : ''}`,
      );

    it("answers whether the e-mail is taken in the user's promotion", async () => {
      const taken = await validate('participant@demo.test', 'Participant2@demo.test');
      expect(taken.statusCode).toBe(200);
      expect(taken.json().data).toEqual({
        field: 'email',
        value: 'Participant2@demo.test',
        taken: true,
      });
      expect(
        (await validate('participant@demo.test', 'participant@demo.test')).json().data.taken,
      ).toBe(false);
      expect(
        (await validate('participant@demo.test', 'outsider@other.test')).json().data.taken,
      ).toBe(false);
    });

    it('checks for another user only when the caller may edit them', async () => {
      const pat = ids.userId('participant@demo.test');
      const asCoordinator = await validate('coordinator@demo.test', 'participant@demo.test', pat);
      expect(asCoordinator.json().data.taken).toBe(false);
      expect((await validate('participant2@demo.test', 'x@demo.test', pat)).statusCode).toBe(404);
      expect(
        (await validate('coordinator@demo.test', 'x@demo.test', other.userId)).statusCode,
      ).toBe(404);
    });
  });

  describe('PUT /api/users/:id/role', () => {
    it("lets a master change a user's role and wall-expert flag and ends their sessions", async () => {
      const pat = ids.userId('participant@demo.test');
      const patSession = await signIn(server, 'participant@demo.test');
      const response = await as('master@demo.test', 'PUT', `/api/users/${pat}/role`, {
        role: 'Coordinator',
        is_wall_expert: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ id: pat, role: 'Coordinator', is_wall_expert: true });
      expect(await userRow(pat)).toMatchObject({ role: 'Coordinator', is_wall_expert: 1 });
      const after = await server.inject({
        method: 'GET',
        url: `/api/users/${pat}/settings`,
        headers: clientHeaders(patSession),
      });
      expect(after.statusCode).toBe(401);
    });

    it('refuses everyone but a master', async () => {
      const pat = ids.userId('participant@demo.test');
      for (const email of ['coordinator@demo.test', 'supercoordinator@demo.test']) {
        const response = await as(email, 'PUT', `/api/users/${pat}/role`, {
          role: 'Master',
          is_wall_expert: false,
        });
        expect(response.statusCode).toBe(403);
      }
      expect((await userRow(pat)).role).toBe('User');
    });

    it('keeps a master from demoting themself, and refuses an unknown role', async () => {
      const master = ids.userId('master@demo.test');
      const demote = await as('master@demo.test', 'PUT', `/api/users/${master}/role`, {
        role: 'User',
        is_wall_expert: false,
      });
      expect(demote.statusCode).toBe(403);
      expect(demote.json()).toEqual({ errors: ['You cannot change your own role.'] });
      const flagOnly = await as('master@demo.test', 'PUT', `/api/users/${master}/role`, {
        role: 'Master',
        is_wall_expert: true,
      });
      expect(flagOnly.statusCode).toBe(200);
      const unknown = await as('master@demo.test', 'PUT', `/api/users/${master}/role`, {
        role: 'Admin',
        is_wall_expert: false,
      });
      expect(unknown.statusCode).toBe(400);
    });

    it('accepts each of the nine roles', async () => {
      const pat = ids.userId('participant@demo.test');
      for (const role of ROLES) {
        const response = await as('master@demo.test', 'PUT', `/api/users/${pat}/role`, {
          role,
          is_wall_expert: false,
        });
        expect({ role, status: response.statusCode }).toEqual({ role, status: 200 });
        expect((await userRow(pat)).role).toBe(role);
      }
    });

    it('answers 404 for an unknown user', async () => {
      const response = await as('master@demo.test', 'PUT', '/api/users/999999/role', {
        role: 'User',
        is_wall_expert: false,
      });
      expect(response.statusCode).toBe(404);
    });
  });
});
