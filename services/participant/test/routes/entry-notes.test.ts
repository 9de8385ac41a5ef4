import type { FastifyInstance } from 'fastify';
import { clientHeaders, listenToEvents, resetData, signIn } from '@wellness/platform/testing';
import { daysAgo, participantApp, today, userIdOf } from '../helpers';

describe('entry notes: PUT /api/entries/{recorded_on}', () => {
  let server: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    server = await participantApp();
  });
  afterAll(() => server.close());
  // Each test starts from the seeded data: no entries yet.
  beforeEach(async () => {
    await resetData(server);
    cookie = await signIn(server, 'participant@demo.test');
  });

  const saveNotes = (day: string, notes: unknown) =>
    server.inject({
      method: 'PUT',
      url: `/api/entries/${day}`,
      headers: clientHeaders(cookie),
      payload: { notes },
    });

  it("saves a day's notes, creating its entry, and tells the user's other tabs", async () => {
    const events = await listenToEvents(server);
    const response = await saveNotes(today(), 'Felt great after the walk.');
    const received = await events.stop();
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: expect.any(Number),
      recorded_on: today(),
      notes: 'Felt great after the walk.',
      total_points: 0,
      is_recorded: false,
    });
    expect(received).toEqual([
      {
        type: 'entryUpdated',
        promotion_id: 2,
        audience: { kind: 'user', id: await userIdOf(server, 'participant@demo.test') },
        payload: expect.objectContaining({
          recorded_on: today(),
          notes: 'Felt great after the walk.',
        }),
      },
    ]);
    const week = await server.inject({ url: '/api/entries?wk=1', headers: clientHeaders(cookie) });
    expect(
      week.json().data.find((e: { recorded_on: string }) => e.recorded_on === today()).notes,
    ).toBe('Felt great after the walk.');
  });

  it('clears the notes with an empty text', async () => {
    expect((await saveNotes(today(), 'Felt great after the walk.')).json().data.notes).toBe(
      'Felt great after the walk.',
    );
    const response = await saveNotes(today(), '');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.notes).toBeNull();
  });

  it('refuses notes over 2000 characters and a body that is not text', async () => {
    expect((await saveNotes(today(), 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await saveNotes(today(), 42)).statusCode).toBe(400);
    expect((await saveNotes('2026-02-30', 'x')).json()).toEqual({
      errors: ['recorded_on must be a real date (YYYY-MM-DD).'],
    });
  });

  it('refuses the days logging refuses, with the same message', async () => {
    const refusal = async (day: string) => {
      const response = await saveNotes(day, 'Too late or too early');
      expect(response.statusCode).toBe(422);
      return response.json().errors[0];
    };
    expect(await refusal(daysAgo(-1))).toBe('This day is not available for logging.');
    expect(await refusal(daysAgo(5))).toBe('This day is not available for logging.');

    const userId = await userIdOf(server, 'participant@demo.test');
    expect((await saveNotes(today(), 'Written before the entry was locked')).statusCode).toBe(200);
    await server.db.query(
      'UPDATE entries SET locked = 1 WHERE user_id = ? AND recorded_on = CURDATE()',
      [userId],
    );
    expect(await refusal(today())).toBe('This entry is locked.');

    await server.db.query(
      'UPDATE promotions SET logging_ends_on = CURDATE() - INTERVAL 1 DAY WHERE id = 2',
    );
    expect(await refusal(daysAgo(1))).toBe('Logging has ended for this program.');
  });
});
