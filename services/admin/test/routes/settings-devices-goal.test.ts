import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_HOST,
  buildTestApp,
  clientHeaders,
  resetData,
  signIn,
} from '@wellness/platform/testing';
import { app } from '../../src/app';
import { otherPromotionUser, seededIds } from './dashboard-helpers';

describe('settings: Devices and Edit Goal tabs', () => {
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
    email: string | null,
    method: 'GET' | 'PUT',
    url: string,
    payload?: unknown,
    host?: string,
  ) =>
    server.inject({
      method,
      url,
      headers: clientHeaders(email ? await signIn(server, email, host) : undefined, host),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  const setDevices = (promotionId: number, flags: Record<string, unknown>) =>
    server.db.query(
      `UPDATE promotions SET is_fitbit_enabled = ?, is_healthkit_enabled = ?, is_validic_enabled = ?,
              visible_validic_devices = ? WHERE id = ?`,
      [
        flags.fitbit ?? false,
        flags.healthkit ?? false,
        flags.validic ?? false,
        flags.validicDevices ?? null,
        promotionId,
      ],
    );

  describe('GET and PUT /users/{id}/devices', () => {
    it("lists the demo's visible devices, none connected; connect and disconnect are stored", async () => {
      const id = ids.userId('participant@demo.test');
      const url = `/api/users/${id}/devices`;
      const read = await as('participant@demo.test', 'GET', url);
      expect(read.statusCode).toBe(200);
      expect(read.json().data.devices).toEqual([
        { key: 'fitbit', name: 'Fitbit', connected: false, connected_at: null },
        { key: 'garmin', name: 'Garmin', connected: false, connected_at: null },
        { key: 'withings', name: 'Withings', connected: false, connected_at: null },
      ]);

      const connect = await as('participant@demo.test', 'PUT', `${url}/garmin`, {
        connected: true,
      });
      expect(connect.statusCode).toBe(200);
      expect(connect.json().data).toMatchObject({ key: 'garmin', connected: true });
      expect(Date.parse(connect.json().data.connected_at)).not.toBeNaN();
      // Connecting again changes nothing.
      const again = await as('participant@demo.test', 'PUT', `${url}/garmin`, { connected: true });
      expect(again.json().data.connected_at).toBe(connect.json().data.connected_at);

      const [{ n }] = await server.db.query(
        "SELECT COUNT(*) AS n FROM user_devices WHERE user_id = ? AND device = 'garmin'",
        [id],
      );
      expect(Number(n)).toBe(1);
      const listed = (await as('participant@demo.test', 'GET', url)).json().data.devices;
      expect(listed.map((d: { connected: boolean }) => d.connected)).toEqual([false, true, false]);

      const disconnect = await as('participant@demo.test', 'PUT', `${url}/garmin`, {
        connected: false,
      });
      expect(disconnect.json().data).toEqual({
        key: 'garmin',
        name: 'Garmin',
        connected: false,
        connected_at: null,
      });
      // Another user's state is their own.
      const peer = ids.userId('participant2@demo.test');
      await as('participant2@demo.test', 'PUT', `/api/users/${peer}/devices/fitbit`, {
        connected: true,
      });
      const mine = (await as('participant@demo.test', 'GET', url)).json().data.devices;
      expect(mine.every((d: { connected: boolean }) => !d.connected)).toBe(true);
    });

    it("follows the promotion's flags: only enabled devices, Validic names once each", async () => {
      await setDevices(ids.demoId, {
        healthkit: true,
        validic: true,
        validicDevices: ' Omron , ,Omron,Polar Flow',
      });
      const id = ids.userId('participant@demo.test');
      const read = await as('participant@demo.test', 'GET', `/api/users/${id}/devices`);
      expect(read.json().data.devices.map((d: { key: string; name: string }) => d)).toEqual([
        { key: 'apple_health', name: 'Apple Health', connected: false, connected_at: null },
        { key: 'omron', name: 'Omron', connected: false, connected_at: null },
        { key: 'polar_flow', name: 'Polar Flow', connected: false, connected_at: null },
      ]);
      // Fitbit is no longer enabled: it cannot be connected.
      const fitbit = await as('participant@demo.test', 'PUT', `/api/users/${id}/devices/fitbit`, {
        connected: true,
      });
      expect(fitbit.statusCode).toBe(404);
      expect(fitbit.json()).toEqual({ errors: ['Device could not be found'] });

      await setDevices(ids.demoId, { validic: false, validicDevices: 'Omron' });
      const none = await as('participant@demo.test', 'GET', `/api/users/${id}/devices`);
      expect(none.json().data.devices).toEqual([]);
    });

    it('follows the settings rule: staff who may edit the user, others 404, anonymous 401', async () => {
      const id = ids.userId('participant@demo.test');
      const url = `/api/users/${id}/devices/fitbit`;
      expect((await as('coordinator@demo.test', 'PUT', url, { connected: true })).statusCode).toBe(
        200,
      );
      const peer = await as('participant2@demo.test', 'PUT', url, { connected: false });
      expect(peer.statusCode).toBe(404);
      expect(peer.json()).toEqual({ errors: ['User could not be found'] });
      expect(
        (await as('participant2@demo.test', 'GET', `/api/users/${id}/devices`)).statusCode,
      ).toBe(404);
      const [{ n }] = await server.db.query(
        'SELECT COUNT(*) AS n FROM user_devices WHERE user_id = ?',
        [id],
      );
      expect(Number(n)).toBe(1);
      expect((await as(null, 'GET', `/api/users/${id}/devices`)).statusCode).toBe(401);
      const outsider = `/api/users/${other.userId}/devices`;
      expect((await as('coordinator@demo.test', 'GET', outsider)).statusCode).toBe(404);
      const master = await as('master@wellness.test', 'GET', outsider, undefined, DEFAULT_HOST);
      expect(master.statusCode).toBe(200);
      expect(master.json().data.devices).toEqual([]);
    });

    it.each([
      ['a device key with capitals', 'Fitbit', { connected: true }],
      ['a device key with a dot', 'fit.bit', { connected: true }],
      ['connected as text', 'fitbit', { connected: 'yes' }],
      ['an extra field', 'fitbit', { connected: true, token: 'x' }],
      ['no connected', 'fitbit', {}],
    ])('refuses %s with 400 and errors', async (_case, device, body) => {
      const id = ids.userId('participant@demo.test');
      const response = await as(
        'participant@demo.test',
        'PUT',
        `/api/users/${id}/devices/${encodeURIComponent(device)}`,
        body,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.length).toBeGreaterThan(0);
    });
  });

  describe('GET and PUT /users/{id}/goal', () => {
    it("offers the spec's default goals and the promotion's; the user's choice is stored", async () => {
      const id = ids.userId('participant@demo.test');
      const url = `/api/users/${id}/goal`;
      const read = await as('participant@demo.test', 'GET', url);
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toEqual({
        goal: null,
        default_goal: 1000,
        options: [500, 750, 1000],
      });

      const saved = await as('participant@demo.test', 'PUT', url, { goal: 750 });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.goal).toBe(750);
      const [row] = await server.db.query('SELECT goal FROM users WHERE id = ?', [id]);
      expect(Number(row.goal)).toBe(750);

      const reset = await as('participant@demo.test', 'PUT', url, { goal: null });
      expect(reset.json().data).toEqual({
        goal: null,
        default_goal: 1000,
        options: [500, 750, 1000],
      });
    });

    it("offers the promotion's goalPointOptions content instead, with its default goal", async () => {
      await server.db.query(
        `INSERT INTO contents (category, promotion_id, \`key\`, \`group\`, sequence, title, hidden)
         VALUES ('goalPointOptions', ?, 'g1', 'goals', 1, '1,500 points', 0),
                ('goalPointOptions', ?, 'g2', 'goals', 2, '2000', 0),
                ('goalPointOptions', ?, 'g3', 'goals', 3, '9999', 1),
                ('goalPointOptions', ?, 'g4', 'goals', 4, 'Pick one', 0)`,
        [ids.demoId, ids.demoId, ids.demoId, ids.demoId],
      );
      const id = ids.userId('participant@demo.test');
      const url = `/api/users/${id}/goal`;
      const read = await as('participant@demo.test', 'GET', url);
      expect(read.json().data.options).toEqual([1000, 1500, 2000]);
      expect((await as('participant@demo.test', 'PUT', url, { goal: 1500 })).statusCode).toBe(200);
      for (const goal of [750, 9999]) {
        const refused = await as('participant@demo.test', 'PUT', url, { goal });
        expect({ goal, status: refused.statusCode }).toEqual({ goal, status: 422 });
        expect(refused.json()).toEqual({ errors: ['Please choose one of the offered goals.'] });
      }
      const [row] = await server.db.query('SELECT goal FROM users WHERE id = ?', [id]);
      expect(Number(row.goal)).toBe(1500);
    });

    it('follows the settings rule: staff who may edit the user, others 404, anonymous 401', async () => {
      const id = ids.userId('participant@demo.test');
      const url = `/api/users/${id}/goal`;
      expect((await as('coordinator@demo.test', 'PUT', url, { goal: 500 })).statusCode).toBe(200);
      const peer = await as('participant2@demo.test', 'PUT', url, { goal: 750 });
      expect(peer.statusCode).toBe(404);
      expect(peer.json()).toEqual({ errors: ['User could not be found'] });
      expect((await as(null, 'GET', url)).statusCode).toBe(401);
      expect(
        (await as('coordinator@demo.test', 'GET', `/api/users/${other.userId}/goal`)).statusCode,
      ).toBe(404);
      const [row] = await server.db.query('SELECT goal FROM users WHERE id = ?', [id]);
      expect(Number(row.goal)).toBe(500);
    });

    it.each([
      ['a goal of 0', { goal: 0 }],
      ['a negative goal', { goal: -500 }],
      ['a fractional goal', { goal: 750.5 }],
      ['a goal beyond the limit', { goal: 10_000_000 }],
      ['a goal as text', { goal: '750' }],
      ['an extra field', { goal: 750, default_goal: 1 }],
      ['no goal', {}],
    ])('refuses %s with 400 and errors', async (_case, body) => {
      const id = ids.userId('participant@demo.test');
      const response = await as('participant@demo.test', 'PUT', `/api/users/${id}/goal`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.length).toBeGreaterThan(0);
    });
  });
});
