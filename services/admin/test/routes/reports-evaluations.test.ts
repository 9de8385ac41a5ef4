import type { FastifyInstance } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';

const DEMO = 2;
type Row = Array<string | number | null>;

describe('reports with evaluation answers (spec 3 s7 run body evaluation_definition_id)', () => {
  let server: FastifyInstance;
  let coordinator: string;
  let definitionId: number;
  let names: { walked: string; energy: string };

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    coordinator = await signIn(server, 'coordinator@demo.test');
    const prompt = async (type: string, label: string, options: string | null = null) =>
      Number(
        (
          await server.db.query(
            "INSERT INTO custom_prompts (promotion_id, type_of_prompt, data_type, short_label, options) VALUES (?, ?, 'string', ?, ?)",
            [DEMO, type, label, options],
          )
        ).insertId,
      );
    const heading = await prompt('HEADER', 'About today');
    const walked = await prompt('CHECKBOX', 'I walked today');
    const energy = await prompt('DROPDOWN', 'Energy', 'Low\nHigh');
    const questions = [heading, walked, energy].map((id, index) => ({
      name: `CustomPrompt_${id}`,
      type_of_prompt: ['HEADER', 'CHECKBOX', 'DROPDOWN'][index],
      data_type: 'string',
      custom_prompt: true,
      custom_promptable_id: id,
      flags: { is_visible_in_profile: false },
      is_active: true,
    }));
    names = { walked: `CustomPrompt_${walked}`, energy: `CustomPrompt_${energy}` };
    definitionId = Number(
      (
        await server.db.query(
          "INSERT INTO evaluation_definitions (promotion_id, name, days_from_start, questions) VALUES (?, 'Check-in', 0, ?)",
          [DEMO, JSON.stringify(questions)],
        )
      ).insertId,
    );
    const answer = async (email: string, answers: Record<string, string>) =>
      server.db.query(
        `INSERT INTO evaluations (promotion_id, user_id, evaluation_definition_id, answers)
         SELECT promotion_id, id, ?, ? FROM users WHERE email = ?`,
        [definitionId, JSON.stringify(answers), email],
      );
    await answer('participant@demo.test', { [names.walked]: 'Y', [names.energy]: 'High' });
    await answer('participant2@demo.test', { [names.energy]: 'Low' });
  });
  afterAll(() => server.close());

  const run = (body: Record<string, unknown>) =>
    server.inject({
      method: 'POST',
      url: `/api/promotions/${DEMO}/reports/run`,
      headers: clientHeaders(coordinator),
      payload: body,
    });

  it("keeps the participants who completed the definition and adds its answers as columns titled by the prompts' labels", async () => {
    const response = await run({ fields: ['email'], evaluation_definition_id: definitionId });
    expect(response.statusCode).toBe(200);
    const { fields, rows } = response.json().data as {
      fields: Array<{ display_name: string }>;
      rows: Row[];
    };
    expect(fields.map((f) => f.display_name)).toEqual(['Email', 'I walked today', 'Energy']);
    expect(rows.sort()).toEqual([
      ['participant2@demo.test', null, 'Low'],
      ['participant@demo.test', 'Y', 'High'],
    ]);
  });

  it('filters on report fields together with the evaluation', async () => {
    const response = await run({
      fields: ['email'],
      filters: [{ field: 'email', sign: 'starts with', value: 'participant2' }],
      evaluation_definition_id: definitionId,
    });
    expect(response.json().data.rows).toEqual([['participant2@demo.test', null, 'Low']]);
  });

  it('without a definition shows every participant and no answers', async () => {
    const response = await run({ fields: ['email'], evaluation_definition_id: null });
    const { fields, rows } = response.json().data;
    expect(fields).toHaveLength(1);
    expect(rows.length).toBeGreaterThan(2);
  });

  it("answers Evaluation Definition could not be found for another promotion's definition", async () => {
    const other = Number(
      (
        await server.db.query(
          "INSERT INTO evaluation_definitions (promotion_id, name, days_from_start, questions) VALUES (1, 'Default', 0, '[]')",
        )
      ).insertId,
    );
    const response = await run({ fields: ['email'], evaluation_definition_id: other });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: ['Evaluation Definition could not be found'] });
  });
});
