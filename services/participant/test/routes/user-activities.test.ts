import type { FastifyInstance } from 'fastify';
import { clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { demoActivity, participantApp, today, userIdOf } from '../helpers';

describe('bookmarks and activity state: /api/users/{user_id}/user_activities', () => {
  let server: FastifyInstance;
  let cookie: string;
  let userId: number;
  beforeAll(async () => {
    server = await participantApp();
  });
  afterAll(() => server.close());
  // Each test starts from the seeded data: no bookmarks, nothing logged.
  beforeEach(async () => {
    await resetData(server);
    cookie = await signIn(server, 'participant@demo.test');
    userId = await userIdOf(server, 'participant@demo.test');
  });

  const list = (query: string, id = userId) =>
    server.inject({
      url: `/api/users/${id}/user_activities?page_size=0&${query}`,
      headers: clientHeaders(cookie),
    });
  const bookmark = (activity_id: number, is_active: boolean) =>
    server.inject({
      method: 'POST',
      url: `/api/users/${userId}/user_activities`,
      headers: clientHeaders(cookie),
      payload: { activity_id, is_active },
    });
  const countWhere = async (where: string) =>
    Number(
      (
        await server.db.query(
          `SELECT COUNT(*) AS n FROM activities WHERE promotion_id = 2 AND ${where}`,
        )
      )[0].n,
    );

  it('lists one row per activity available by the week, nothing stored yet', async () => {
    const response = await list('wk=1');
    expect(response.statusCode).toBe(200);
    const rows = response.json().data;
    expect(rows).toHaveLength(await countWhere('week_available <= 1'));
    expect(response.json().meta.total_records).toBe(rows.length);
    expect(rows[0]).toEqual({
      id: null,
      activity_id: expect.any(Number),
      is_active: false,
      is_logged: false,
      is_one_time: expect.any(Boolean),
      date_answered: null,
      point_value: 0,
      answered_correctly: false,
    });
    expect((await list('wk=3')).json().data).toHaveLength(await countWhere('week_available <= 3'));
  });

  it('lists every activity for wk=all or no week', async () => {
    const all = await countWhere('1 = 1');
    expect((await list('wk=all')).json().data).toHaveLength(all);
    expect((await list('')).json().data).toHaveLength(all);
  });

  it.each(['0', '-1', 'abc', '1.5', ''])(
    "refuses wk=%s with 'wk must be a week greater than 0 or all'",
    async (wk) => {
      const response = await list(`wk=${wk}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: ['wk must be a week greater than 0 or all'] });
    },
  );

  it("answers 404 for someone else's user activities", async () => {
    const other = await userIdOf(server, 'participant2@demo.test');
    expect((await list('wk=1', other)).statusCode).toBe(404);
    const post = await server.inject({
      method: 'POST',
      url: `/api/users/${other}/user_activities`,
      headers: clientHeaders(cookie),
      payload: { activity_id: 1, is_active: true },
    });
    expect(post.statusCode).toBe(404);
  });

  it('bookmarks an activity into the drawer and lists it with active_only', async () => {
    const walk = await demoActivity(server, 'week_available = 1 AND is_one_time = 0');
    const response = await bookmark(walk.id, true);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      id: expect.any(Number),
      activity_id: walk.id,
      is_active: true,
      is_logged: false,
    });
    const drawer = (await list('wk=1&active_only=true')).json().data;
    expect(drawer.map((row: { activity_id: number }) => row.activity_id)).toEqual([walk.id]);
  });

  it('un-bookmarks with POST (upsert) and with PUT by id', async () => {
    const walk = await demoActivity(server, 'week_available = 1 AND is_one_time = 0');
    expect((await bookmark(walk.id, true)).statusCode).toBe(201);
    const removed = await bookmark(walk.id, false);
    expect(removed.json().data.is_active).toBe(false);
    expect((await list('wk=1&active_only=true')).json().data).toEqual([]);
    const id = removed.json().data.id;
    expect((await bookmark(walk.id, true)).json().data.id).toBe(id);
    const put = await server.inject({
      method: 'PUT',
      url: `/api/users/${userId}/user_activities/${id}`,
      headers: clientHeaders(cookie),
      payload: { is_active: false },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ id, activity_id: walk.id, is_active: false });
    expect((await list('wk=1&active_only=true')).json().data).toEqual([]);
  });

  it("answers 404 for an unknown activity or another user's row", async () => {
    expect((await bookmark(999_999, true)).statusCode).toBe(404);
    const otherCookie = await signIn(server, 'participant2@demo.test');
    const otherId = await userIdOf(server, 'participant2@demo.test');
    const walk = await demoActivity(server, 'week_available = 1');
    const theirs = await server.inject({
      method: 'POST',
      url: `/api/users/${otherId}/user_activities`,
      headers: clientHeaders(otherCookie),
      payload: { activity_id: walk.id, is_active: true },
    });
    const put = await server.inject({
      method: 'PUT',
      url: `/api/users/${userId}/user_activities/${theirs.json().data.id}`,
      headers: clientHeaders(cookie),
      payload: { is_active: false },
    });
    expect(put.statusCode).toBe(404);
  });

  it('marks a logged one-time activity is_logged, so it leaves the one-time tab', async () => {
    const oneTime = await demoActivity(server, 'is_one_time = 1 AND week_available = 1');
    await server.inject({
      method: 'POST',
      url: `/api/entries/${today()}/entry_activities`,
      headers: clientHeaders(cookie),
      payload: { activity_id: oneTime.id, feels_value: 0 },
    });
    const rows = (await list('wk=1')).json().data;
    expect(
      rows.find((row: { activity_id: number }) => row.activity_id === oneTime.id),
    ).toMatchObject({ is_one_time: true, is_logged: true });
  });

  it('refuses a body with unknown fields', async () => {
    const response = await server.inject({
      method: 'POST',
      url: `/api/users/${userId}/user_activities`,
      headers: clientHeaders(cookie),
      payload: { activity_id: 1, is_active: true, point_value: 50 },
    });
    expect(response.statusCode).toBe(400);
  });
});
