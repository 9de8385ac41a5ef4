import type { FastifyInstance } from 'fastify';
import { clientHeaders, signIn } from '@wellness/platform/testing';
import { participantApp, userIdOf } from '../helpers';

const DEMO = 2;
type Method = 'GET' | 'POST';

describe('the participant evaluation (spec 3 s4 "Evaluation") and My Stats', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await participantApp();
  });
  afterAll(() => server.close());

  const as = async (email: string, method: Method, url: string, payload?: object) =>
    server.inject({
      method,
      url: `/api${url}`,
      headers: clientHeaders(await signIn(server, email)),
      ...(payload ? { payload } : {}),
    });

  /** A definition of the demo asking a checkbox and a dropdown, open from the programme's start + days. */
  async function definition(name: string, window: { days?: number; from?: string; to?: string }) {
    const { insertId: box } = await server.db.query(
      "INSERT INTO custom_prompts (promotion_id, type_of_prompt, data_type, short_label) VALUES (?, 'CHECKBOX', 'integer', 'I walked today')",
      [DEMO],
    );
    const { insertId: pick } = await server.db.query(
      "INSERT INTO custom_prompts (promotion_id, type_of_prompt, data_type, short_label, options) VALUES (?, 'DROPDOWN', 'string', 'Energy', 'Low\\nHigh')",
      [DEMO],
    );
    const questions = [box, pick].map((id, index) => ({
      name: `CustomPrompt_${id}`,
      type_of_prompt: index === 0 ? 'CHECKBOX' : 'DROPDOWN',
      data_type: index === 0 ? 'integer' : 'string',
      custom_prompt: true,
      custom_promptable_id: Number(id),
      flags: { is_visible_in_profile: false },
      is_active: true,
    }));
    const { insertId } = await server.db.query(
      `INSERT INTO evaluation_definitions (promotion_id, name, days_from_start, start_date, end_date, questions, visible_questions)
       VALUES (?, ?, ?, ?, ?, ?, NULL)`,
      [
        DEMO,
        name,
        window.days ?? null,
        window.from ?? null,
        window.to ?? null,
        JSON.stringify(questions),
      ],
    );
    return { id: Number(insertId), walked: questions[0].name, energy: questions[1].name };
  }
  const pending = async (email: string) =>
    (await as(email, 'GET', `/promotions/${DEMO}/evaluations/pending`)).json().data;
  const flagsOf = async (email: string) =>
    (
      await server.db.query(
        'SELECT stats_available, showing_evaluation_notification FROM users WHERE email = ?',
        [email],
      )
    )[0];

  it('asks the first active programme evaluation not yet completed, never the Initial Assessment', async () => {
    const later = await definition('Closing check', { days: 400 });
    const open = await definition('Week one check', { days: 0 });
    const pendingNow = await pending('participant@demo.test');
    expect(pendingNow).toMatchObject({ id: open.id, title: 'Week one check' });
    expect(pendingNow.questions.map((q: { label: string }) => q.label)).toEqual([
      'I walked today',
      'Energy',
    ]);
    expect(later.id).toBeGreaterThan(0);
  });

  it('stores the answers, sets stats_available, clears the evaluation notification; a second submit is 409', async () => {
    const email = 'participant2@demo.test';
    const open = await definition('Mid check', { days: 0 });
    await server.db.query(
      'UPDATE users SET showing_evaluation_notification = TRUE, stats_available = FALSE WHERE email = ?',
      [email],
    );
    const body = {
      evaluation_definition_id: open.id,
      answers: { [open.walked]: 1, [open.energy]: 'High' },
    };
    const saved = await as(email, 'POST', '/evaluations', body);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toEqual(body);
    const flags = await flagsOf(email);
    expect(Boolean(flags.stats_available)).toBe(true);
    expect(Boolean(flags.showing_evaluation_notification)).toBe(false);
    const again = await as(email, 'POST', '/evaluations', body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: ['You have already completed this evaluation.'] });
    const me = (await as(email, 'GET', '/users/me')).json().data;
    expect(me.stats_available).toBe(true);
    expect(me.completed_evaluation_definition_ids).toContain(open.id);
    const form = (
      await as(email, 'GET', `/promotions/${DEMO}/evaluation_definitions/${open.id}/form`)
    ).json().data;
    expect(form).toMatchObject({ id: open.id, completed: true, active: true });
  });

  it('decides two submissions at once by the database: one stored, the other 409', async () => {
    const email = 'coordinator@demo.test';
    const open = await definition('Race check', { days: 0 });
    const body = { evaluation_definition_id: open.id, answers: { [open.walked]: 0 } };
    const cookie = await signIn(server, email);
    const send = () =>
      server.inject({
        method: 'POST',
        url: '/api/evaluations',
        headers: clientHeaders(cookie),
        payload: body,
      });
    const statuses = (await Promise.all([send(), send()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const [{ count }] = await server.db.query(
      'SELECT COUNT(*) AS count FROM evaluations WHERE evaluation_definition_id = ?',
      [open.id],
    );
    expect(Number(count)).toBe(1);
  });

  it('checks each answer against its question and refuses an evaluation that is not open', async () => {
    const email = 'locationcoordinator@demo.test';
    const open = await definition('Checked', { days: 0 });
    const wrong = await as(email, 'POST', '/evaluations', {
      evaluation_definition_id: open.id,
      answers: { [open.energy]: 'Sky high' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ errors: ['Please choose one of the options for "Energy".'] });
    const closed = await definition('Closed', { from: '2020-01-01', to: '2020-01-31' });
    const late = await as(email, 'POST', '/evaluations', {
      evaluation_definition_id: closed.id,
      answers: {},
    });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({ errors: ['This evaluation is not open.'] });
  });

  it("answers Evaluation Definition could not be found for another promotion's definition", async () => {
    const { insertId } = await server.db.query(
      "INSERT INTO evaluation_definitions (promotion_id, name, days_from_start, questions) VALUES (1, 'Default only', 0, '[]')",
    );
    const email = 'regionalcoordinator@demo.test';
    for (const response of [
      await as(email, 'POST', '/evaluations', {
        evaluation_definition_id: Number(insertId),
        answers: {},
      }),
      await as(email, 'GET', `/promotions/${DEMO}/evaluation_definitions/${insertId}/form`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ errors: ['Evaluation Definition could not be found'] });
    }
  });

  it("gives My Stats of the caller's own progress, and No Stats Found. for anyone else's", async () => {
    const email = 'participant@demo.test';
    const id = await userIdOf(server, email);
    const response = await as(email, 'GET', `/users/${id}/stats`);
    expect(response.statusCode).toBe(200);
    const stats = response.json().data;
    expect(stats).toMatchObject({ total_points: expect.any(Number), goal: expect.any(Number) });
    expect(stats.feels.map((f: { label: string }) => f.label)).toEqual([
      'Great',
      'Really Good',
      'Good',
    ]);
    const other = await userIdOf(server, 'participant2@demo.test');
    const refused = await as(email, 'GET', `/users/${other}/stats`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ errors: ['No Stats Found.'] });
  });

  it('offers a questionnaire again when its later round ("0,N") is due and unanswered', async () => {
    const email = 'participant2@demo.test';
    const id = await userIdOf(server, email);
    const [def] = await server.db.query(
      'SELECT id, questions, days_from_start FROM user_survey_defs ORDER BY id LIMIT 1',
    );
    await server.db.query("UPDATE user_survey_defs SET days_from_start = '0,1' WHERE id = ?", [
      def.id,
    ]);
    await server.db.query('UPDATE users SET survey_available = FALSE WHERE id = ?', [id]);
    await server.db.query(
      "INSERT INTO user_surveys (promotion_id, user_id, user_survey_def_id, user_responses) VALUES (?, ?, ?, '{}')",
      [DEMO, id, def.id],
    );
    // The demo started days ago: day 1 is due and only the first round is answered.
    const due = (await as(email, 'GET', '/users/me')).json().data.survey_status;
    expect(due).toEqual({ survey_available: true, first_survey_done: true });
    const names = (JSON.parse(def.questions) as Array<{ name: string }>).map((q) => q.name);
    const saved = await as(email, 'POST', `/promotions/${DEMO}/user_survey`, {
      user_survey_def_id: Number(def.id),
      user_responses: Object.fromEntries(names.map((name) => [name, 4])),
      source: 'eop',
    });
    expect(saved.statusCode).toBe(201);
    const after = (await as(email, 'GET', '/users/me')).json().data.survey_status;
    expect(after.survey_available).toBe(false);
    await server.db.query('UPDATE user_survey_defs SET days_from_start = ? WHERE id = ?', [
      def.days_from_start,
      def.id,
    ]);
  });
});
