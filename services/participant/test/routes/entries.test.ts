import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '@wellness/schema';
import { clientHeaders, listenToEvents, login, resetData } from '@wellness/platform/testing';
import { participantApp, today } from '../helpers';

describe('logging activities: /api/entries', () => {
  let server: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    server = await participantApp();
  });
  afterAll(() => server.close());
  // Each test starts from the seeded data: nothing logged yet.
  beforeEach(async () => {
    await resetData(server);
    cookie = await login(server, 'participant@demo.test', DEMO_PASSWORD);
  });

  const activityId = async (where: string) => {
    const [row] = await server.db.query(
      `SELECT id, point_value, multiplier FROM activities WHERE promotion_id = 2 AND ${where} LIMIT 1`,
    );
    return { id: Number(row.id), points: Math.round(row.point_value * Number(row.multiplier)) };
  };
  const log = (day: string, activity_id: number, feels_value = 1, who = cookie) =>
    server.inject({
      method: 'POST',
      url: `/api/entries/${day}/entry_activities`,
      headers: clientHeaders(who),
      payload: { activity_id, feels_value },
    });

  it('lists one entry per day of the week that has begun', async () => {
    const response = await server.inject({
      url: '/api/entries?wk=1',
      headers: clientHeaders(cookie),
    });
    const entries = response.json().data;
    expect(entries.length).toBe(5); // the demo promotion started four days ago
    expect(entries[entries.length - 1]).toMatchObject({
      recorded_on: today(),
      available: true,
      is_recorded: false,
      id: null,
    });
  });

  it('refuses week 0 and weeks beyond the programme', async () => {
    const week0 = await server.inject({ url: '/api/entries?wk=0', headers: clientHeaders(cookie) });
    expect([week0.statusCode, week0.json()]).toEqual([
      400,
      { errors: ['querystring.wk must be >= 1'] },
    ]);
    const week9 = await server.inject({ url: '/api/entries?wk=9', headers: clientHeaders(cookie) });
    expect([week9.statusCode, week9.json()]).toEqual([
      404,
      { errors: ['Week could not be found'] },
    ]);
  });

  it('logs an activity with a feels value, and the total rises in the same transaction', async () => {
    const walk = await activityId('week_available = 1 AND is_one_time = 0 AND question IS NULL');
    const response = await log(today(), walk.id, 1);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.entry_activities).toEqual([
      expect.objectContaining({ activity_id: walk.id, feels_value: 1, point_value: walk.points }),
    ]);
    expect(response.json().meta.total_points).toBe(walk.points);
    const me = await server.inject({ url: '/api/users/me', headers: clientHeaders(cookie) });
    expect(me.json().data.total_points).toBe(walk.points);
  });

  it("answers a second log of the same activity that day with 'Entry has already been taken'", async () => {
    const walk = await activityId('week_available = 1 AND is_one_time = 0 AND question IS NULL');
    expect((await log(today(), walk.id, 1)).statusCode).toBe(201);
    const response = await log(today(), walk.id, 0);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: ['Entry has already been taken'] });
  });

  it('publishes LeaderboardChanged to the promotion channel after the commit', async () => {
    const events = await listenToEvents(server);
    const activity = await activityId('week_available = 1 AND is_one_time = 0 AND sequence = 2');
    await log(today(), activity.id, -1);
    const received = await events.stop();
    const [{ websocket_channel }] = await server.db.query(
      'SELECT websocket_channel FROM promotions WHERE id = 2',
    );
    const event = received.find((e) => e.type === 'LeaderboardChanged');
    expect(event).toMatchObject({
      type: 'LeaderboardChanged',
      promotion_id: 2,
      audience: { kind: 'promotion', id: websocket_channel },
    });
    expect((event?.payload as { score: number }).score).toBeGreaterThan(0);
  });

  it('unlogs an activity and takes its points back', async () => {
    const walk = await activityId('week_available = 1 AND is_one_time = 0 AND question IS NULL');
    expect((await log(today(), walk.id)).statusCode).toBe(201);
    const before = (
      await server.inject({ url: '/api/users/me', headers: clientHeaders(cookie) })
    ).json().data.total_points;
    const response = await server.inject({
      method: 'DELETE',
      url: `/api/entries/${today()}/entry_activities/${walk.id}`,
      headers: clientHeaders(cookie),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().meta.total_points).toBe(before - walk.points);
  });

  it('logs a one-time activity only once in the whole programme', async () => {
    const oneTime = await activityId('is_one_time = 1 AND week_available = 1');
    expect((await log(today(), oneTime.id)).statusCode).toBe(201);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const again = await log(yesterday, oneTime.id);
    expect(again.json()).toEqual({ errors: ['This one-time activity has already been logged.'] });
  });

  it("refuses activities of later weeks, future days and other promotions' activities", async () => {
    const later = await activityId('week_available = 3');
    expect((await log(today(), later.id)).json()).toEqual({
      errors: ['This activity is not available yet.'],
    });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const walk = await activityId('week_available = 1');
    expect((await log(tomorrow, walk.id)).json()).toEqual({
      errors: ['This day is not available for logging.'],
    });
    const unknown = await log(today(), 999_999);
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { errors: ['Activity could not be found'] },
    ]);
    const unreal = await log('2026-02-30', walk.id);
    expect([unreal.statusCode, unreal.json()]).toEqual([
      422,
      { errors: ['recorded_on must be a real date (YYYY-MM-DD).'] },
    ]);
  });

  it("stops at the promotion's max_activities_day", async () => {
    await server.db.query('UPDATE promotions SET max_activities_day = 1 WHERE id = 2');
    const [first, second] = await server.db.query(
      'SELECT id FROM activities WHERE promotion_id = 2 AND week_available = 1 AND is_one_time = 0 LIMIT 2',
    );
    expect((await log(today(), Number(first.id))).statusCode).toBe(201);
    const refused = await log(today(), Number(second.id));
    expect(refused.json()).toEqual({
      errors: ['You have reached the maximum number of activities for this day.'],
    });
  });

  it('refuses a total sent by the client', async () => {
    const walk = await activityId('week_available = 1');
    const response = await server.inject({
      method: 'POST',
      url: `/api/entries/${today()}/entry_activities`,
      headers: clientHeaders(cookie),
      payload: { activity_id: walk.id, feels_value: 1, point_value: 1000 },
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { errors: ["body must not have property 'point_value'"] },
    ]);
  });
});
