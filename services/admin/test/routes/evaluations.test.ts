import type { FastifyInstance } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { otherPromotionUser, seededIds } from './dashboard-helpers';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

describe('evaluation definitions and custom prompts (spec 3 "Evaluations")', () => {
  let server: FastifyInstance;
  let ids: Awaited<ReturnType<typeof seededIds>>;
  let other: { promotionId: number; userId: number };

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    ids = await seededIds(server);
    other = await otherPromotionUser(server);
  });
  afterAll(() => server.close());

  const as = async (email: string | null, method: Method, url: string, payload?: unknown) =>
    server.inject({
      method,
      url,
      headers: clientHeaders(email ? await signIn(server, email) : undefined),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const coordinator = (method: Method, url: string, payload?: unknown) =>
    as('coordinator@demo.test', method, url, payload);
  const prompts = () => `/api/promotions/${ids.demoId}/custom_prompts`;
  const definitions = () => `/api/promotions/${ids.demoId}/evaluation_definitions`;
  const newPrompt = async (body: Record<string, unknown>) => {
    const response = await coordinator('POST', prompts(), body);
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; data_type: string; options: string[] };
  };

  describe('custom prompts', () => {
    it('forces the data type by the type of prompt (spec 3 s4)', async () => {
      const area = await newPrompt({
        type_of_prompt: 'TEXTAREA',
        data_type: 'integer',
        short_label: 'Anything else?',
      });
      expect(area.data_type).toBe('text');
      const box = await newPrompt({
        type_of_prompt: 'TEXTBOX',
        data_type: 'integer',
        short_label: 'Name a habit',
      });
      expect(box.data_type).toBe('string');
      const header = await newPrompt({ type_of_prompt: 'HEADER', short_label: 'About you' });
      expect(header.data_type).toBe('string');
      const numeric = await newPrompt({ type_of_prompt: 'CHECKBOX', short_label: 'I walk' });
      expect(numeric.data_type).toBe('integer');
      const alpha = await newPrompt({
        type_of_prompt: 'CHECKBOX',
        data_type: 'string',
        short_label: 'I cycle',
      });
      expect(alpha.data_type).toBe('string');
      const dropdown = await newPrompt({
        type_of_prompt: 'DROPDOWN',
        data_type: 'integer',
        short_label: 'Mood',
        options: 'Good\n\n Fine \nGood\nLow',
      });
      expect(dropdown).toMatchObject({ data_type: 'string', options: ['Good', 'Fine', 'Low'] });
    });

    it('needs an option for a dropdown and keeps options for dropdowns only', async () => {
      const empty = await coordinator('POST', prompts(), {
        type_of_prompt: 'DROPDOWN',
        short_label: 'Pick',
        options: ' \n ',
      });
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toEqual({ errors: ['A dropdown needs at least one option.'] });
      const box = await newPrompt({ type_of_prompt: 'TEXTBOX', short_label: 'x', options: 'a\nb' });
      expect(box.options).toEqual([]);
    });

    it('keeps a profile-only prompt out of evaluations and marks it', async () => {
      const prompt = await newPrompt({
        type_of_prompt: 'TEXTBOX',
        short_label: 'Favourite sport',
        custom_prompt_evaluation: false,
      });
      expect(prompt).toMatchObject({ custom_prompt_evaluation: false, profile_only: true });
    });

    it('edits and deletes a prompt, then answers CustomPrompt could not be found', async () => {
      const prompt = await newPrompt({ type_of_prompt: 'CHECKBOX', short_label: 'Old' });
      const edited = await coordinator('PUT', `${prompts()}/${prompt.id}`, {
        type_of_prompt: 'CHECKBOX',
        data_type: 'string',
        short_label: 'New',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data).toMatchObject({ short_label: 'New', data_type: 'string' });
      expect((await coordinator('DELETE', `${prompts()}/${prompt.id}`)).statusCode).toBe(200);
      const [row] = await server.db.query('SELECT is_deleted FROM custom_prompts WHERE id = ?', [
        prompt.id,
      ]);
      expect(Boolean(row.is_deleted)).toBe(true);
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { type_of_prompt: 'CHECKBOX', short_label: 'Again' }],
        ['DELETE', undefined],
      ] as const) {
        const gone = await coordinator(method, `${prompts()}/${prompt.id}`, body);
        expect(gone.statusCode).toBe(404);
        expect(gone.json()).toEqual({ errors: ['CustomPrompt could not be found'] });
      }
      const list = (await coordinator('GET', prompts())).json().data as Array<{ id: number }>;
      expect(list.map((p) => p.id)).not.toContain(prompt.id);
    });

    it("is for staff of a promotion they manage: another promotion's prompt is not found", async () => {
      expect((await as(null, 'GET', prompts())).statusCode).toBe(401);
      expect((await as('participant@demo.test', 'GET', prompts())).statusCode).toBe(403);
      const { insertId } = await server.db.query(
        "INSERT INTO custom_prompts (promotion_id, type_of_prompt, data_type, short_label) VALUES (?, 'TEXTBOX', 'string', 'Theirs')",
        [other.promotionId],
      );
      const theirs = await coordinator('GET', `${prompts()}/${insertId}`);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual({ errors: ['CustomPrompt could not be found'] });
      expect(
        (await coordinator('GET', `/api/promotions/${other.promotionId}/custom_prompts`))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('evaluation definitions', () => {
    it('lists the seeded Initial Assessment shown as Registration with days_from_start 0', async () => {
      const response = await coordinator('GET', definitions());
      expect(response.statusCode).toBe(200);
      const [initial] = response.json().data;
      expect(initial).toMatchObject({
        name: 'Initial Assessment',
        title: 'Registration',
        days_from_start: 0,
        start_date: null,
        end_date: null,
      });
    });

    it('creates a definition asking custom prompts by id, in order, with visible_questions', async () => {
      const mood = await newPrompt({
        type_of_prompt: 'DROPDOWN',
        short_label: 'Mood',
        options: 'Up\nDown',
      });
      const walk = await newPrompt({ type_of_prompt: 'CHECKBOX', short_label: 'Walks' });
      const response = await coordinator('POST', definitions(), {
        name: 'Halfway check-in',
        message: ' How is it going? ',
        days_from_start: 21,
        start_date: '2026-01-01',
        end_date: '2026-02-01',
        questions: [
          { custom_promptable_id: walk.id },
          { custom_promptable_id: mood.id, is_active: false },
        ],
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({
        name: 'Halfway check-in',
        title: 'Halfway check-in',
        message: 'How is it going?',
        days_from_start: 21,
        start_date: null,
        end_date: null,
        visible_questions: `CustomPrompt_${walk.id}`,
        questions: [
          {
            name: `CustomPrompt_${walk.id}`,
            type_of_prompt: 'CHECKBOX',
            data_type: 'integer',
            custom_prompt: true,
            custom_promptable_id: walk.id,
            is_active: true,
          },
          { name: `CustomPrompt_${mood.id}`, type_of_prompt: 'DROPDOWN', is_active: false },
        ],
      });
    });

    it('keeps dates and nulls days_from_start when no days are given', async () => {
      const response = await coordinator('POST', definitions(), {
        name: 'Spring survey',
        days_from_start: null,
        start_date: '2026-03-01',
        end_date: '2026-03-31',
        questions: [],
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({
        days_from_start: null,
        start_date: '2026-03-01',
        end_date: '2026-03-31',
      });
    });

    it('always gives the Initial Assessment days_from_start 0 and no dates', async () => {
      const created = await coordinator('POST', definitions(), {
        name: 'Initial Assessment',
        days_from_start: 9,
        start_date: '2026-03-01',
        end_date: '2026-03-31',
        questions: [],
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({
        title: 'Registration',
        days_from_start: 0,
        start_date: null,
        end_date: null,
      });
    });

    it('refuses a definition with neither days nor both dates, or dates reversed', async () => {
      const none = await coordinator('POST', definitions(), {
        name: 'Undated',
        start_date: '2026-03-01',
        questions: [],
      });
      expect(none.statusCode).toBe(422);
      expect(none.json()).toEqual({
        errors: ['Give either days from start or a start and end date.'],
      });
      const reversed = await coordinator('POST', definitions(), {
        name: 'Backwards',
        start_date: '2026-03-31',
        end_date: '2026-03-01',
        questions: [],
      });
      expect(reversed.json()).toEqual({
        errors: ['The end date must not be before the start date.'],
      });
    });

    it("refuses another promotion's or a deleted prompt, and a question asked twice", async () => {
      const theirs = await server.db.query(
        "INSERT INTO custom_prompts (promotion_id, type_of_prompt, data_type, short_label) VALUES (?, 'TEXTBOX', 'string', 'Not yours')",
        [other.promotionId],
      );
      const foreign = await coordinator('POST', definitions(), {
        name: 'Borrowed',
        days_from_start: 1,
        questions: [{ custom_promptable_id: Number(theirs.insertId) }],
      });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json()).toEqual({ errors: ['CustomPrompt could not be found'] });
      const prompt = await newPrompt({ type_of_prompt: 'TEXTBOX', short_label: 'Twice' });
      const twice = await coordinator('POST', definitions(), {
        name: 'Twice',
        days_from_start: 1,
        questions: [{ custom_promptable_id: prompt.id }, { custom_promptable_id: prompt.id }],
      });
      expect(twice.json()).toEqual({ errors: ['A question is asked only once.'] });
    });

    it('edits a definition: switching to dates nulls days_from_start', async () => {
      const created = (
        await coordinator('POST', definitions(), {
          name: 'Week 3',
          days_from_start: 14,
          questions: [],
        })
      ).json().data;
      const edited = await coordinator('PUT', `${definitions()}/${created.id}`, {
        name: 'Week 3 check',
        days_from_start: null,
        start_date: '2026-04-01',
        end_date: '2026-04-07',
        questions: [],
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data).toMatchObject({
        name: 'Week 3 check',
        days_from_start: null,
        start_date: '2026-04-01',
        end_date: '2026-04-07',
      });
      const shown = await coordinator('GET', `${definitions()}/${created.id}`);
      expect(shown.json().data.name).toBe('Week 3 check');
    });

    it("answers Evaluation Definition could not be found for another promotion's definition", async () => {
      const { insertId } = await server.db.query(
        "INSERT INTO evaluation_definitions (promotion_id, name, days_from_start, questions) VALUES (?, 'Theirs', 1, '[]')",
        [other.promotionId],
      );
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { name: 'Mine now', days_from_start: 1, questions: [] }],
      ] as const) {
        const response = await coordinator(method, `${definitions()}/${insertId}`, body);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ errors: ['Evaluation Definition could not be found'] });
      }
      const [row] = await server.db.query('SELECT name FROM evaluation_definitions WHERE id = ?', [
        insertId,
      ]);
      expect(row.name).toBe('Theirs');
      expect((await as('participant@demo.test', 'GET', definitions())).statusCode).toBe(403);
    });
  });

  describe('keywords (spec 3 s3 "Keyword: listed for a promotion or a user")', () => {
    it("lists a promotion's keywords for its staff", async () => {
      const response = await coordinator('GET', `/api/promotions/${ids.demoId}/keywords`);
      expect(response.statusCode).toBe(200);
      const words = response.json().data as Array<{ keyword: string; value: string }>;
      expect(words.map((w) => w.keyword)).toEqual(
        expect.arrayContaining(['program_name', 'promotion_name', 'starts_on', 'ends_on']),
      );
    });

    it("lists a user's keywords to the user and their promotion's staff, else Keywords could not be found", async () => {
      const participant = ids.userId('participant@demo.test');
      const own = await as('participant@demo.test', 'GET', `/api/users/${participant}/keywords`);
      expect(own.statusCode).toBe(200);
      expect(own.json().data).toEqual(
        expect.arrayContaining([
          { keyword: 'email', value: 'participant@demo.test' },
          expect.objectContaining({ keyword: 'program_name' }),
        ]),
      );
      expect((await coordinator('GET', `/api/users/${participant}/keywords`)).statusCode).toBe(200);
      const someoneElse = await as(
        'participant2@demo.test',
        'GET',
        `/api/users/${participant}/keywords`,
      );
      expect(someoneElse.statusCode).toBe(404);
      expect(someoneElse.json()).toEqual({ errors: ['Keywords could not be found'] });
      const outsider = await coordinator('GET', `/api/users/${other.userId}/keywords`);
      expect(outsider.json()).toEqual({ errors: ['Keywords could not be found'] });
      const missing = await coordinator('GET', '/api/users/99999999/keywords');
      expect(missing.json()).toEqual({ errors: ['Keywords could not be found'] });
    });
  });
});
