import type { FastifyInstance } from 'fastify';
import { buildTestApp, resetData } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { MASTER, caller } from './styles-helpers';
import type { Method } from './styles-helpers';

const RESELLER = 'reseller@demo.test';
const LABELS = ['Always', 'Often', 'Sometimes', 'Rarely', 'Never'];

describe('questionnaire (spec 3 s2 /emotional_fitness_survey, UserSurveyDef, s9 answers 1-5)', () => {
  let server: FastifyInstance;
  let as: ReturnType<typeof caller>;
  const master = (method: Method, url: string, body?: unknown) => as(MASTER, method, url, body);
  const body = (questions: Array<{ name?: string; question: string }>) => ({
    name: 'Wellbeing check',
    questions,
    response_values: LABELS,
  });

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    as = caller(server);
  }, 120_000);
  beforeEach(async () => {
    await server.db.query('DELETE FROM user_surveys');
    await server.db.query('DELETE FROM user_survey_defs WHERE promotion_id <> 1');
  });
  afterAll(() => server.close());

  it("shows the default promotion's questionnaire until the promotion saves its own copy", async () => {
    const shown = (await master('GET', '/api/promotions/2/questionnaire')).json().data;
    expect(shown).toMatchObject({ promotion_id: 1, is_default: true, days_from_start: '0,56' });
    expect(shown.response_values).toHaveLength(5);
    const saved = await master(
      'PUT',
      '/api/promotions/2/questionnaire',
      body([...shown.questions.slice(0, 2), { question: '  I slept well.  ' }]),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      promotion_id: 2,
      is_default: false,
      name: 'Wellbeing check',
      days_from_start: '0,56',
      response_values: LABELS,
      questions: [
        ...shown.questions.slice(0, 2),
        { name: 'question_1', question: 'I slept well.' },
      ],
    });
    // The default stays as it was for every other promotion.
    const fallback = (await master('GET', '/api/promotions/1/questionnaire')).json().data;
    expect(fallback.questions).toEqual(shown.questions);
    // A second save edits the copy (one copy only).
    await master('PUT', '/api/promotions/2/questionnaire', body([{ question: 'One question' }]));
    const [count] = await server.db.query(
      'SELECT COUNT(*) AS n FROM user_survey_defs WHERE promotion_id = 2',
    );
    expect(Number(count.n)).toBe(1);
  });

  it('refuses blank text, clashing keys and anything but five answer labels', async () => {
    const cases: Array<[unknown, number, string?]> = [
      [body([{ question: '   ' }]), 422, 'Every question needs its text.'],
      [
        body([
          { name: 'calm', question: 'A' },
          { name: 'calm', question: 'B' },
        ]),
        422,
        'Each question needs its own key.',
      ],
      [{ ...body([{ question: 'A' }]), name: '  ' }, 422, 'The questionnaire needs a name.'],
      [
        { ...body([{ question: 'A' }]), response_values: ['a', 'b', ' ', 'd', 'e'] },
        422,
        'Every answer needs its label.',
      ],
      [{ ...body([{ question: 'A' }]), response_values: ['a', 'b', 'c', 'd'] }, 400],
      [body([]), 400],
      [{ ...body([{ question: 'A' }]), extra: true }, 400],
    ];
    for (const [payload, status, message] of cases) {
      const refused = await master('PUT', '/api/promotions/2/questionnaire', payload);
      expect(refused.statusCode).toBe(status);
      if (message) expect(refused.json()).toEqual({ errors: [message] });
    }
  });

  it('keeps answered questions and refuses a reset once participants answered', async () => {
    const own = (
      await master(
        'PUT',
        '/api/promotions/2/questionnaire',
        body([
          { name: 'calm', question: 'Calm?' },
          { name: 'rested', question: 'Rested?' },
        ]),
      )
    ).json().data;
    const [user] = await server.db.query(
      "SELECT id FROM users WHERE email = 'participant@demo.test'",
    );
    await server.db.query(
      'INSERT INTO user_surveys (promotion_id, user_id, user_survey_def_id, user_responses) VALUES (2, ?, ?, ?)',
      [user.id, own.id, JSON.stringify({ calm: 4, rested: 2 })],
    );
    const dropped = await master(
      'PUT',
      '/api/promotions/2/questionnaire',
      body([{ name: 'calm', question: 'Calm and relaxed?' }]),
    );
    expect(dropped.statusCode).toBe(422);
    expect(dropped.json()).toEqual({
      errors: ['Questions participants have answered cannot be removed.'],
    });
    const reworded = await master(
      'PUT',
      '/api/promotions/2/questionnaire',
      body([
        { name: 'calm', question: 'Calm and relaxed?' },
        { name: 'rested', question: 'Rested?' },
      ]),
    );
    expect(reworded.statusCode).toBe(200);
    const reset = await master('POST', '/api/promotions/2/questionnaire/reset', {});
    expect(reset.statusCode).toBe(422);
    expect(reset.json()).toEqual({
      errors: [
        "Participants have answered this promotion's questionnaire: it cannot be reset to the default.",
      ],
    });
  });

  it('resets an unanswered copy to the default; without a copy nothing changes', async () => {
    await master('PUT', '/api/promotions/2/questionnaire', body([{ question: 'A' }]));
    const reset = await master('POST', '/api/promotions/2/questionnaire/reset', {});
    expect(reset.json().data).toMatchObject({ promotion_id: 1, is_default: true });
    const again = await master('POST', '/api/promotions/2/questionnaire/reset', {});
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(reset.json().data);
    const [count] = await server.db.query(
      'SELECT COUNT(*) AS n FROM user_survey_defs WHERE promotion_id = 1',
    );
    expect(Number(count.n)).toBe(1);
  });

  it('is for masters (any promotion) and resellers (their own); others are refused', async () => {
    expect((await as(RESELLER, 'GET', '/api/promotions/2/questionnaire')).statusCode).toBe(200);
    const other = await as(
      RESELLER,
      'PUT',
      '/api/promotions/1/questionnaire',
      body([{ question: 'A' }]),
    );
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ errors: ['Promotion could not be found'] });
    for (const email of ['coordinator@demo.test', 'participant@demo.test']) {
      const refused = await as(email, 'GET', '/api/promotions/2/questionnaire');
      expect(refused.statusCode).toBe(403);
    }
    expect((await as(null, 'GET', '/api/promotions/2/questionnaire')).statusCode).toBe(401);
  });
});
