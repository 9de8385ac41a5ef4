import type { FastifyInstance } from 'fastify';
import { clientHeaders, listenToEvents, resetData, signIn } from '@wellness/platform/testing';
import { daysAgo, demoActivity, participantApp, today, userIdOf } from '../helpers';

describe('trivia: POST /api/check_answer', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await participantApp();
  });
  afterAll(() => server.close());
  // Each test starts from the seeded data: no answers, no points, the promotion as seeded.
  beforeEach(() => resetData(server));

  const answer = (cookie: string, payload: object) =>
    server.inject({
      method: 'POST',
      url: '/api/check_answer',
      headers: clientHeaders(cookie),
      payload,
    });
  const me = async (cookie: string) =>
    (await server.inject({ url: '/api/users/me', headers: clientHeaders(cookie) })).json().data;
  const quiz = (name: string) => demoActivity(server, `question IS NOT NULL AND name = '${name}'`);
  const storedAnswers = async (userId: number) =>
    Number(
      (
        await server.db.query(
          'SELECT COUNT(*) AS n FROM user_activities WHERE user_id = ? AND answered_correctly = 1',
          [userId],
        )
      )[0].n,
    );

  it('answers a wrong choice with 422 and stores nothing', async () => {
    const cookie = await signIn(server, 'participant@demo.test');
    const stairs = await quiz('Take the stairs');
    const response = await answer(cookie, {
      activity_id: stairs.id,
      answer_idx: (stairs.correctIdx + 1) % 3,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: ['That is not the right answer.'] });
    expect(await storedAnswers(await userIdOf(server, 'participant@demo.test'))).toBe(0);
    expect((await me(cookie)).total_points).toBe(0);
    const outOfRange = await answer(cookie, { activity_id: stairs.id, answer_idx: 7 });
    expect(outOfRange.json()).toEqual({ errors: ['That is not the right answer.'] });
  });

  it("awards trivia_points once on today's entry, the total and the leaderboard together", async () => {
    const cookie = await signIn(server, 'participant@demo.test');
    const stairs = await quiz('Take the stairs');
    const events = await listenToEvents(server);
    const response = await answer(cookie, {
      activity_id: stairs.id,
      answer_idx: stairs.correctIdx,
    });
    const received = await events.stop();
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(data).toMatchObject({
      correct: true,
      points_awarded: 5,
      recorded_on: today(),
      entry: { recorded_on: today(), trivia_points: 5, total_points: 5, is_recorded: false },
      user_activity: {
        activity_id: stairs.id,
        answered_correctly: true,
        date_answered: today(),
        point_value: 5,
      },
    });
    expect(meta).toEqual({ total_points: 5 });
    expect((await me(cookie)).total_points).toBe(5);
    const board = await server.inject({
      url: '/api/promotions/2/leaderboard',
      headers: clientHeaders(cookie),
    });
    expect(board.json().meta.me).toMatchObject({ rank: 1, score: 5 });

    const userId = await userIdOf(server, 'participant@demo.test');
    expect(received.map((e) => e.type).sort()).toEqual(
      ['LeaderboardChanged', 'TriviaAnswered', 'entryUpdated', 'userUpdated'].sort(),
    );
    expect(received.find((e) => e.type === 'TriviaAnswered')).toEqual({
      type: 'TriviaAnswered',
      promotion_id: 2,
      audience: { kind: 'user', id: userId },
      payload: { activity_id: stairs.id, recorded_on: today(), points: 5 },
    });
    expect(received.find((e) => e.type === 'userUpdated')?.payload).toMatchObject({
      total_points: 5,
    });
  });

  it("refuses a second answer with 406 'You have already answered this question.'", async () => {
    const cookie = await signIn(server, 'participant@demo.test');
    const stairs = await quiz('Take the stairs');
    expect(
      (await answer(cookie, { activity_id: stairs.id, answer_idx: stairs.correctIdx })).statusCode,
    ).toBe(200);
    for (const answer_idx of [stairs.correctIdx, (stairs.correctIdx + 1) % 3]) {
      const again = await answer(cookie, { activity_id: stairs.id, answer_idx });
      expect(again.statusCode).toBe(406);
      expect(again.json()).toEqual({ errors: ['You have already answered this question.'] });
    }
    expect((await me(cookie)).total_points).toBe(5);
  });

  it('compares answers case-insensitively', async () => {
    const cookie = await signIn(server, 'participant2@demo.test');
    const vitamins = await quiz('Eat five portions of fruit and vegetables');
    await server.db.query("UPDATE activities SET correct_answer = 'VITAMIN c' WHERE id = ?", [
      vitamins.id,
    ]);
    const response = await answer(cookie, { activity_id: vitamins.id, answer_idx: 1 });
    expect(response.statusCode).toBe(200);
  });

  it("puts a backlog day's quiz points on that day's entry", async () => {
    const cookie = await signIn(server, 'coordinator@demo.test');
    const sleep = await quiz('Sleep seven hours');
    const day = daysAgo(2);
    const response = await answer(cookie, {
      activity_id: sleep.id,
      answer_idx: sleep.correctIdx,
      recorded_on: day,
    });
    expect(response.json().data).toMatchObject({ recorded_on: day, entry: { recorded_on: day } });
    const week = await server.inject({ url: '/api/entries?wk=1', headers: clientHeaders(cookie) });
    const entries = week.json().data as Array<{ recorded_on: string; trivia_points: number }>;
    expect(entries.find((e) => e.recorded_on === day)).toMatchObject({
      trivia_points: 5,
      total_points: 5,
    });
    expect(entries.find((e) => e.recorded_on === today())).toMatchObject({ trivia_points: 0 });
  });

  it('adds entry_points only once an activity is logged, and quizzes do not count toward the daily maximum', async () => {
    await server.db.query(
      'UPDATE promotions SET entry_points = 3, max_activities_day = 1 WHERE id = 2',
    );
    const cookie = await signIn(server, 'locationcoordinator@demo.test');
    const water = await quiz('Drink eight glasses of water');
    const quizOnly = await answer(cookie, {
      activity_id: water.id,
      answer_idx: water.correctIdx,
    });
    expect(quizOnly.json().data.entry.total_points).toBe(5);
    const walk = await demoActivity(server, "name = 'Take a 20-minute walk'");
    const logged = await server.inject({
      method: 'POST',
      url: `/api/entries/${today()}/entry_activities`,
      headers: clientHeaders(cookie),
      payload: { activity_id: walk.id, feels_value: 1 },
    });
    expect(logged.statusCode).toBe(201);
    expect(logged.json().data).toMatchObject({
      trivia_points: 5,
      total_points: 5 + walk.points + 3,
    });
  });

  it("answers 406 for an activity without a quiz, 404 for another promotion's activity", async () => {
    const cookie = await signIn(server, 'regionalcoordinator@demo.test');
    const walk = await demoActivity(server, 'question IS NULL AND week_available = 1');
    const noQuiz = await answer(cookie, { activity_id: walk.id, answer_idx: 0 });
    expect(noQuiz.statusCode).toBe(406);
    expect(noQuiz.json()).toEqual({ errors: ['This activity has no quiz.'] });
    expect((await answer(cookie, { activity_id: 999_999, answer_idx: 0 })).statusCode).toBe(404);
  });

  it('answers 406 with the logging refusal when the day cannot be logged', async () => {
    const cookie = await signIn(server, 'regionalcoordinator@demo.test');
    const mind = await quiz('Meditate for 10 minutes');
    const refusal = async (recorded_on: string) => {
      const response = await answer(cookie, {
        activity_id: mind.id,
        answer_idx: mind.correctIdx,
        recorded_on,
      });
      expect(response.statusCode).toBe(406);
      return response.json().errors[0];
    };
    expect(await refusal(daysAgo(-1))).toBe('This day is not available for logging.');
    expect(await refusal(daysAgo(5))).toBe('This day is not available for logging.');

    await server.db.query(
      'UPDATE promotions SET starts_on = starts_on - INTERVAL 14 DAY, program_length = 70 WHERE id = 2',
    );
    expect(await refusal(daysAgo(9))).toBe('This day is too far in the past to log.');
    await server.db.query(
      'UPDATE promotions SET starts_on = starts_on + INTERVAL 14 DAY, program_length = 56 WHERE id = 2',
    );

    await server.db.query(
      'UPDATE promotions SET logging_ends_on = CURDATE() - INTERVAL 1 DAY WHERE id = 2',
    );
    expect(await refusal(today())).toBe('Logging has ended for this program.');
    await server.db.query('UPDATE promotions SET logging_ends_on = NULL WHERE id = 2');

    const userId = await userIdOf(server, 'regionalcoordinator@demo.test');
    await server.db.query(
      'INSERT INTO entries (promotion_id, user_id, recorded_on, locked) VALUES (2, ?, CURDATE(), 1)',
      [userId],
    );
    expect(await refusal(today())).toBe('This entry is locked.');
    expect(await storedAnswers(userId)).toBe(0);
  });

  it("answers 406 'This activity is not available yet.' for a quiz of a later week", async () => {
    const cookie = await signIn(server, 'participant2@demo.test');
    const water = await quiz('Drink eight glasses of water');
    await server.db.query('UPDATE activities SET week_available = 3 WHERE id = ?', [water.id]);
    const response = await answer(cookie, { activity_id: water.id, answer_idx: water.correctIdx });
    expect(response.statusCode).toBe(406);
    expect(response.json()).toEqual({ errors: ['This activity is not available yet.'] });
  });

  it('refuses a body without activity_id or with points', async () => {
    const cookie = await signIn(server, 'participant2@demo.test');
    expect((await answer(cookie, { answer_idx: 0 })).statusCode).toBe(400);
    const stairs = await quiz('Take the stairs');
    expect(
      (await answer(cookie, { activity_id: stairs.id, answer_idx: 0, points: 100 })).statusCode,
    ).toBe(400);
  });
});
