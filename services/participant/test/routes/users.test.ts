import type { FastifyInstance } from 'fastify';
import { clientHeaders, listenToEvents, signIn } from '@wellness/platform/testing';
import { demoActivity, participantApp, today, userIdOf } from '../helpers';

describe('the user: flags and the goal', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await participantApp();
  });
  afterAll(() => server.close());

  const setFlag = (cookie: string, flag: string, value: unknown) =>
    server.inject({
      method: 'PUT',
      url: `/api/users/me/flags/${flag}`,
      headers: clientHeaders(cookie),
      payload: { value },
    });
  const me = async (cookie: string) =>
    (await server.inject({ url: '/api/users/me', headers: clientHeaders(cookie) })).json().data;
  const log = (cookie: string, activity_id: number) =>
    server.inject({
      method: 'POST',
      url: `/api/entries/${today()}/entry_activities`,
      headers: clientHeaders(cookie),
      payload: { activity_id, feels_value: 1 },
    });

  it("GET /api/users/me carries the user's e-mail subscription (spec 3 User.subscription)", async () => {
    const cookie = await signIn(server, 'participant2@demo.test');
    await server.db.query(
      "UPDATE users SET email_daily = 0 WHERE email = 'participant2@demo.test'",
    );
    expect((await me(cookie)).subscription).toEqual({
      email_friend_requests: true,
      email_wall_posts: true,
      email_team: true,
      email_daily: false,
      email_unsubscribe_all: false,
    });
    await server.db.query(
      "UPDATE users SET email_daily = 1 WHERE email = 'participant2@demo.test'",
    );
  });

  describe('PUT /api/users/me/flags/{flag}', () => {
    it.each([
      'show_goal_hit',
      'has_seen_add_activities_tutorial',
      'has_seen_logging_tutorial',
      'has_seen_read_quiz_tutorial',
      'show_high_contrast',
      // Spec 1 s4 first-visit walkthrough (README "Home flags").
      'has_been_home',
      'started_home_walkthrough',
      // Spec 2 s2: the first-time friends popup shows until it is set.
      'has_seen_friends',
      // Spec 2 s4 walkthrough: the gallery walkthrough's completion flag.
      'has_seen_gallery_walkthrough',
    ])('sets %s and answers the user', async (flag) => {
      const cookie = await signIn(server, 'participant@demo.test');
      const response = await setFlag(cookie, flag, true);
      expect(response.statusCode).toBe(200);
      expect(response.json().data[flag]).toBe(true);
      expect((await me(cookie))[flag]).toBe(true);
      expect((await setFlag(cookie, flag, false)).json().data[flag]).toBe(false);
    });

    it("tells the user's other tabs with userUpdated", async () => {
      const cookie = await signIn(server, 'participant@demo.test');
      const events = await listenToEvents(server);
      await setFlag(cookie, 'has_seen_logging_tutorial', true);
      const [event] = await events.stop();
      expect(event).toMatchObject({
        type: 'userUpdated',
        promotion_id: 2,
        audience: { kind: 'user', id: await userIdOf(server, 'participant@demo.test') },
        payload: { has_seen_logging_tutorial: true, email: 'participant@demo.test' },
      });
    });

    it("answers 404 'Flag could not be found' for any other flag", async () => {
      const cookie = await signIn(server, 'participant@demo.test');
      for (const flag of ['goal_hit', 'total_points', 'role']) {
        const response = await setFlag(cookie, flag, true);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ errors: ['Flag could not be found'] });
      }
      expect((await me(cookie)).goal_hit).toBe(false);
    });

    it('refuses a value that is not a boolean, and anonymous callers', async () => {
      const cookie = await signIn(server, 'participant@demo.test');
      expect((await setFlag(cookie, 'show_goal_hit', 'yes')).statusCode).toBe(400);
      expect((await setFlag(cookie, 'Show-Goal', true)).statusCode).toBe(400);
      const anonymous = await server.inject({
        method: 'PUT',
        url: '/api/users/me/flags/show_goal_hit',
        headers: clientHeaders(),
        payload: { value: true },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('the goal', () => {
    afterAll(() => server.db.query('UPDATE promotions SET default_goal = 1000 WHERE id = 2'));

    it('sets goal_hit and show_goal_hit once, when a log first reaches default_goal', async () => {
      await server.db.query('UPDATE promotions SET default_goal = 15 WHERE id = 2');
      const cookie = await signIn(server, 'participant2@demo.test');
      const walk = await demoActivity(server, "name = 'Take a 20-minute walk'");
      const stretch = await demoActivity(server, "name = 'Stretch for 10 minutes'");
      await log(cookie, walk.id);
      expect(await me(cookie)).toMatchObject({
        total_points: 10,
        goal_hit: false,
        show_goal_hit: false,
      });
      await log(cookie, stretch.id);
      expect(await me(cookie)).toMatchObject({
        total_points: 15,
        goal_hit: true,
        show_goal_hit: true,
      });

      // The client shows the popup, then clears show_goal_hit: it stays cleared.
      await setFlag(cookie, 'show_goal_hit', false);
      await server.inject({
        method: 'DELETE',
        url: `/api/entries/${today()}/entry_activities/${stretch.id}`,
        headers: clientHeaders(cookie),
      });
      await log(cookie, stretch.id);
      expect(await me(cookie)).toMatchObject({
        total_points: 15,
        goal_hit: true,
        show_goal_hit: false,
      });
    });

    it("uses the user's own goal from the settings' Edit Goal tab instead of default_goal", async () => {
      const email = 'regionalcoordinator@demo.test';
      const cookie = await signIn(server, email);
      const before = (await me(cookie)).total_points as number;
      // The promotion's goal stays out of reach; the user's own is 15 points away.
      await server.db.query(
        'UPDATE users SET goal = ?, goal_hit = 0, show_goal_hit = 0 WHERE email = ?',
        [before + 15, email],
      );
      const walk = await demoActivity(server, "name = 'Take a 20-minute walk'");
      const stretch = await demoActivity(server, "name = 'Stretch for 10 minutes'");
      await log(cookie, walk.id);
      expect(await me(cookie)).toMatchObject({ total_points: before + 10, goal_hit: false });
      await log(cookie, stretch.id);
      expect(await me(cookie)).toMatchObject({
        total_points: before + 15,
        goal_hit: true,
        show_goal_hit: true,
      });
    });

    it('is reached by a trivia answer too', async () => {
      await server.db.query('UPDATE promotions SET default_goal = 5 WHERE id = 2');
      const cookie = await signIn(server, 'coordinator@demo.test');
      const stairs = await demoActivity(server, "name = 'Take the stairs'");
      await server.inject({
        method: 'POST',
        url: '/api/check_answer',
        headers: clientHeaders(cookie),
        payload: { activity_id: stairs.id, answer_idx: stairs.correctIdx },
      });
      expect(await me(cookie)).toMatchObject({
        total_points: 5,
        goal_hit: true,
        show_goal_hit: true,
      });
    });
  });
});
