import type { FastifyInstance } from 'fastify';
import { clientHeaders, signIn } from '@wellness/platform/testing';
import { DEFAULT_SURVEY, DEMO_PILOT_PASSWORD } from '@wellness/schema';
import { participantApp, userIdOf } from '../helpers';

const DEMO = 2;
const future = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

describe('welcome and prestart (spec 3 s2, s4, s7)', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await participantApp();
  });
  afterAll(() => server.close());

  const current = async (cookie?: string) =>
    (await server.inject({ url: '/api/promotions/current', headers: clientHeaders(cookie) })).json()
      .data;
  const pilot = (password: string, promotion = DEMO, host?: string) =>
    server.inject({
      method: 'POST',
      url: `/api/promotions/${promotion}/authenticate`,
      headers: clientHeaders(undefined, host),
      payload: { password },
    });

  describe('the pilot password', () => {
    beforeAll(() =>
      server.db.query('UPDATE promotions SET launch_on = ? WHERE id = ?', [future(), DEMO]),
    );
    afterAll(() =>
      server.db.query('UPDATE promotions SET launch_on = starts_on WHERE id = ?', [DEMO]),
    );

    it('the promotion says it has not launched, without pilot access, and never shows the hash', async () => {
      const promotion = await current();
      expect(promotion.has_launched).toBe(false);
      expect(promotion.pilot_access).toBe(false);
      expect(promotion.launch_on).toBe(future());
      expect(promotion.registration_starts_on).toEqual(expect.any(String));
      expect(JSON.stringify(promotion)).not.toContain('argon2');
      expect(promotion).not.toHaveProperty('pilot_password_hash');
    });

    it("refuses a wrong one with 'Incorrect Pilot Password.' and sets no cookie", async () => {
      const response = await pilot('not the pilot password');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: ['Incorrect Pilot Password.'] });
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('refuses every password when the promotion has none', async () => {
      await server.db.query('UPDATE promotions SET pilot_password_hash = NULL WHERE id = 1');
      const response = await pilot(DEMO_PILOT_PASSWORD, 1, 'localhost:8080');
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(['Incorrect Pilot Password.']);
    });

    it("answers 404 for another promotion than the Host's", async () => {
      expect((await pilot(DEMO_PILOT_PASSWORD, 1)).statusCode).toBe(404);
    });

    it('accepts the right one with a one-day HttpOnly pilotPassword cookie the server recognises', async () => {
      const response = await pilot(DEMO_PILOT_PASSWORD);
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((c) => c.name === 'pilotPassword')!;
      expect(cookie).toBeDefined();
      expect(cookie.maxAge).toBe(86_400);
      expect(cookie.httpOnly).toBe(true);
      expect((await current(`pilotPassword=${cookie.value}`)).pilot_access).toBe(true);
      // A cookie typed by hand is not one.
      expect((await current('pilotPassword=anything')).pilot_access).toBe(false);
    });

    it('refuses an over-long password as bad input', async () => {
      expect((await pilot('x'.repeat(256))).statusCode).toBe(400);
    });
  });

  describe('the user as prestart sees it', () => {
    it('GET /users/me carries the tutorial flags and the survey state', async () => {
      const cookie = await signIn(server, 'participant@demo.test');
      const me = (
        await server.inject({ url: '/api/users/me', headers: clientHeaders(cookie) })
      ).json().data;
      expect(me).toMatchObject({
        has_seen_tutorial: true,
        has_seen_team_tutorial: false,
        survey_status: { survey_available: false, first_survey_done: false },
      });
    });

    it('GET /promotions/current carries the device flags that decide the connect_device step', async () => {
      await server.db.query(
        `UPDATE promotions SET is_fitbit_enabled = 0, is_healthkit_enabled = 1,
           is_validic_enabled = 1, visible_validic_devices = 'Garmin' WHERE id = ?`,
        [DEMO],
      );
      expect(await current()).toMatchObject({
        is_fitbit_enabled: false,
        is_healthkit_enabled: true,
        is_validic_enabled: true,
        visible_validic_devices: 'Garmin',
        password_policy: expect.objectContaining({ min_length: expect.any(Number) }),
      });
    });
  });

  describe('the emotional survey', () => {
    let cookie: string;
    beforeAll(async () => {
      await server.db.query(
        "UPDATE users SET has_seen_tutorial = 0, survey_available = 1 WHERE email = 'participant2@demo.test'",
      );
      cookie = await signIn(server, 'participant2@demo.test');
    });
    const defs = async (promotion = DEMO) =>
      server.inject({
        url: `/api/promotions/${promotion}/user_survey_defs`,
        headers: clientHeaders(cookie),
      });
    const save = (payload: object, promotion = DEMO) =>
      server.inject({
        method: 'POST',
        url: `/api/promotions/${promotion}/user_survey`,
        headers: clientHeaders(cookie),
        payload,
      });
    const flag = (value: boolean) =>
      server.inject({
        method: 'PUT',
        url: '/api/users/me/flags/has_seen_tutorial',
        headers: clientHeaders(cookie),
        payload: { value },
      });
    const allAnswered = (value: number) =>
      Object.fromEntries(DEFAULT_SURVEY.questions.map((q) => [q.name, value]));

    it("lists the default questionnaire for a promotion without its own; not another promotion's", async () => {
      const response = await defs();
      expect(response.statusCode).toBe(200);
      const [def] = response.json().data;
      expect(def.questions).toEqual(DEFAULT_SURVEY.questions);
      expect(def.response_values).toHaveLength(5);
      expect((await defs(1)).statusCode).toBe(404);
    });

    it('does not save the tutorial as seen before the first survey', async () => {
      const response = await flag(true);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(['Please finish the survey first.']);
    });

    it('refuses answers outside 1-5, missing or unknown questions', async () => {
      const [def] = (await defs()).json().data;
      expect(
        (await save({ user_survey_def_id: def.id, user_responses: allAnswered(6) })).statusCode,
      ).toBe(400);
      expect(
        (await save({ user_survey_def_id: def.id, user_responses: allAnswered(0) })).statusCode,
      ).toBe(400);
      const missing = allAnswered(3);
      delete missing.calm;
      const refused = await save({ user_survey_def_id: def.id, user_responses: missing });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual(['Please answer every question.']);
      const unknown = { ...missing, mood: 3 };
      expect((await save({ user_survey_def_id: def.id, user_responses: unknown })).statusCode).toBe(
        422,
      );
      expect(
        (await save({ user_survey_def_id: 9999, user_responses: allAnswered(3) })).statusCode,
      ).toBe(404);
      expect(
        (await save({ user_survey_def_id: def.id, user_responses: allAnswered(3) }, 1)).statusCode,
      ).toBe(404);
    });

    it('saves the answers, clears the pending-survey flag, then lets the tutorial be saved as seen', async () => {
      const [def] = (await defs()).json().data;
      const response = await save({ user_survey_def_id: def.id, user_responses: allAnswered(4) });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.user_responses).toEqual(allAnswered(4));
      const [row] = await server.db.query('SELECT survey_available FROM users WHERE id = ?', [
        await userIdOf(server, 'participant2@demo.test'),
      ]);
      expect(Number(row.survey_available)).toBe(0);
      const mine = await server.inject({
        url: `/api/promotions/${DEMO}/user_survey`,
        headers: clientHeaders(cookie),
      });
      expect(mine.json().data).toHaveLength(1);
      const seen = await flag(true);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().data).toMatchObject({
        has_seen_tutorial: true,
        survey_status: { survey_available: false, first_survey_done: true },
      });
    });

    it('sets the team tutorial flag', async () => {
      const response = await server.inject({
        method: 'PUT',
        url: '/api/users/me/flags/has_seen_team_tutorial',
        headers: clientHeaders(cookie),
        payload: { value: true },
      });
      expect(response.json().data.has_seen_team_tutorial).toBe(true);
    });

    it('closing the team banner sets hide_team_banner (spec 2 s4), read back on /users/me', async () => {
      const me = () => server.inject({ url: '/api/users/me', headers: clientHeaders(cookie) });
      expect((await me()).json().data.hide_team_banner).toBe(false);
      const response = await server.inject({
        method: 'PUT',
        url: '/api/users/me/flags/hide_team_banner',
        headers: clientHeaders(cookie),
        payload: { value: true },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.hide_team_banner).toBe(true);
      expect((await me()).json().data.hide_team_banner).toBe(true);
    });

    it('is for signed-in callers only', async () => {
      const response = await server.inject({
        url: `/api/promotions/${DEMO}/user_survey_defs`,
        headers: clientHeaders(),
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
