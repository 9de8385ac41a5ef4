import type { FastifyInstance } from 'fastify';
import { clientHeaders, listenToEvents, resetData, signIn } from '@wellness/platform/testing';
import { daysAgo, demoActivity, participantApp, today, userIdOf } from '../helpers';

interface Entry {
  recorded_on: string;
  locked: boolean;
  available: boolean;
}

/** The demo programme moved to have started 18 days ago: the backlog date is today - 7. */
describe('locked and available entries; backlog', () => {
  let server: FastifyInstance;
  let cookie: string;
  let userId: number;
  beforeAll(async () => {
    server = await participantApp();
  });
  afterAll(() => server.close());
  // Each test starts from the seeded data, nothing logged, with the programme moved.
  beforeEach(async () => {
    await resetData(server);
    await server.db.query(
      'UPDATE promotions SET starts_on = CURDATE() - INTERVAL 18 DAY, ends_on = CURDATE() + INTERVAL 51 DAY, program_length = 70 WHERE id = 2',
    );
    cookie = await signIn(server, 'participant@demo.test');
    userId = await userIdOf(server, 'participant@demo.test');
  });

  const week = async (wk: number): Promise<Entry[]> =>
    (await server.inject({ url: `/api/entries?wk=${wk}`, headers: clientHeaders(cookie) })).json()
      .data;
  const entriesOf = async (...weeks: number[]) => (await Promise.all(weeks.map(week))).flat();
  const log = (day: string, activity_id: number) =>
    server.inject({
      method: 'POST',
      url: `/api/entries/${day}/entry_activities`,
      headers: clientHeaders(cookie),
      payload: { activity_id, feels_value: 0 },
    });
  const unlog = (day: string, activityId: number) =>
    server.inject({
      method: 'DELETE',
      url: `/api/entries/${day}/entry_activities/${activityId}`,
      headers: clientHeaders(cookie),
    });

  it('locks the days before the backlog date; the last eight days are available', async () => {
    const entries = await entriesOf(1, 2, 3);
    expect(entries).toHaveLength(19);
    for (const entry of entries) {
      const inBacklog = entry.recorded_on >= daysAgo(7);
      expect(entry).toMatchObject({ locked: !inBacklog, available: inBacklog });
    }
  });

  it("refuses to log before the backlog date: 'This day is too far in the past to log.'", async () => {
    const walk = await demoActivity(server, "name = 'Take a 20-minute walk'");
    expect((await log(daysAgo(8), walk.id)).json()).toEqual({
      errors: ['This day is too far in the past to log.'],
    });
    expect((await log(daysAgo(7), walk.id)).statusCode).toBe(201);
  });

  it('refuses to unlog from a day that has become locked', async () => {
    const walk = await demoActivity(server, "name = 'Take a 20-minute walk'");
    await server.db.query(
      'INSERT INTO entries (promotion_id, user_id, recorded_on, total_points) VALUES (2, ?, CURDATE() - INTERVAL 9 DAY, 10)',
      [userId],
    );
    await server.db.query(
      'INSERT INTO entry_activities (entry_id, activity_id, feels_value, point_value) SELECT id, ?, 1, 10 FROM entries WHERE user_id = ? AND recorded_on = CURDATE() - INTERVAL 9 DAY',
      [walk.id, userId],
    );
    expect((await unlog(daysAgo(9), walk.id)).json()).toEqual({
      errors: ['This day is too far in the past to log.'],
    });
  });

  it('locks an entry stored as locked: no log, unlog or notes', async () => {
    const walk = await demoActivity(server, "name = 'Take a 20-minute walk'");
    expect((await log(daysAgo(1), walk.id)).statusCode).toBe(201);
    await server.db.query(
      'UPDATE entries SET locked = 1 WHERE user_id = ? AND recorded_on = CURDATE() - INTERVAL 1 DAY',
      [userId],
    );
    const entry = (await entriesOf(3)).find((e) => e.recorded_on === daysAgo(1));
    expect(entry).toMatchObject({ locked: true, available: false });
    const stretch = await demoActivity(server, "name = 'Stretch for 10 minutes'");
    expect((await log(daysAgo(1), stretch.id)).json()).toEqual({
      errors: ['This entry is locked.'],
    });
    expect((await unlog(daysAgo(1), walk.id)).json()).toEqual({
      errors: ['This entry is locked.'],
    });
  });

  it('locks every entry once logging has ended (logging_ends_on, else ends_on)', async () => {
    const walk = await demoActivity(server, "name = 'Take a 20-minute walk'");
    expect((await log(today(), walk.id)).statusCode).toBe(201);
    await server.db.query(
      'UPDATE promotions SET logging_ends_on = CURDATE() - INTERVAL 1 DAY WHERE id = 2',
    );
    const entries = await entriesOf(3);
    expect(entries.every((e) => e.locked && !e.available)).toBe(true);
    const ended = { errors: ['Logging has ended for this program.'] };
    expect((await unlog(today(), walk.id)).json()).toEqual(ended);
    const stretch = await demoActivity(server, "name = 'Stretch for 10 minutes'");
    expect((await log(today(), stretch.id)).json()).toEqual(ended);
  });

  it("publishes entryUpdated and userUpdated to the user's room after a log", async () => {
    const stretch = await demoActivity(server, "name = 'Stretch for 10 minutes'");
    const events = await listenToEvents(server);
    const response = await log(today(), stretch.id);
    const received = await events.stop();
    const toUser = received.filter((e) => e.audience.kind === 'user');
    expect(toUser.map((e) => e.type).sort()).toEqual(['entryUpdated', 'userUpdated']);
    expect(toUser.every((e) => e.audience.id === userId)).toBe(true);
    expect(toUser.find((e) => e.type === 'entryUpdated')?.payload).toEqual(response.json().data);
    expect(toUser.find((e) => e.type === 'userUpdated')?.payload).toMatchObject({
      id: userId,
      total_points: response.json().meta.total_points,
    });
  });
});
