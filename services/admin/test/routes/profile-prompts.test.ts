import type { FastifyInstance } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';

/** services/admin README "Profile prompts" (spec 3 s5 "profile-only custom prompts"). */
describe('profile prompts: GET and PUT /api/users/{id}/profile_prompts', () => {
  let server: FastifyInstance;
  let patId: number;
  const prompt: Record<string, number> = {};

  const as = async (email: string, method: 'GET' | 'PUT', userId: number, payload?: object) =>
    server.inject({
      method,
      url: `/api/users/${userId}/profile_prompts`,
      headers: clientHeaders(await signIn(server, email)),
      ...(payload ? { payload } : {}),
    });

  const addPrompt = async (
    label: string,
    type: string,
    dataType: string,
    evaluation: boolean,
    options: string | null = null,
  ) => {
    const { insertId } = await server.db.query(
      `INSERT INTO custom_prompts (promotion_id, type_of_prompt, data_type, short_label, options,
         custom_prompt_evaluation) VALUES (2, ?, ?, ?, ?, ?)`,
      [type, dataType, label, options, evaluation],
    );
    prompt[label] = Number(insertId);
    return Number(insertId);
  };

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    [{ id: patId }] = await server.db.query(
      "SELECT id FROM users WHERE email = 'participant@demo.test'",
    );
    await server.db.query('UPDATE users SET udfs = \'{"department":"Sales"}\' WHERE id = ?', [
      patId,
    ]);
    await server.db.query('UPDATE custom_prompts SET is_deleted = 1 WHERE promotion_id = 2');
    await addPrompt('About me', 'HEADER', 'string', false);
    await addPrompt('Favourite sport', 'TEXTBOX', 'string', false);
    await addPrompt('Shirt size', 'DROPDOWN', 'string', false, 'S\nM\nL');
    await addPrompt('Cycles to work', 'CHECKBOX', 'string', false);
    await addPrompt('Asked in evaluations only', 'TEXTBOX', 'string', true);
    const flagged = await addPrompt('Also on the profile', 'CHECKBOX', 'integer', true);
    await server.db.query(
      `INSERT INTO evaluation_definitions (promotion_id, name, days_from_start, questions)
       VALUES (2, 'Profile flags', 3, ?)`,
      [
        JSON.stringify([
          {
            name: `CustomPrompt_${flagged}`,
            type_of_prompt: 'CHECKBOX',
            data_type: 'integer',
            custom_prompt: true,
            custom_promptable_id: flagged,
            flags: { is_visible_in_profile: true },
            is_active: true,
          },
        ]),
      ],
    );
    const deleted = await addPrompt('Deleted prompt', 'TEXTBOX', 'string', false);
    await server.db.query('UPDATE custom_prompts SET is_deleted = 1 WHERE id = ?', [deleted]);
  });
  afterAll(() => server.close());

  it('lists the profile-only prompts and those an evaluation shows in the profile, in order', async () => {
    const response = await as('participant@demo.test', 'GET', patId);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ label: 'About me', type_of_prompt: 'HEADER', answer: null }),
      expect.objectContaining({
        name: `CustomPrompt_${prompt['Favourite sport']}`,
        label: 'Favourite sport',
        data_type: 'string',
        answer: null,
      }),
      expect.objectContaining({ label: 'Shirt size', options: ['S', 'M', 'L'] }),
      expect.objectContaining({ label: 'Cycles to work', data_type: 'string' }),
      expect.objectContaining({ label: 'Also on the profile', data_type: 'integer' }),
    ]);
  });

  it('saves answers into the custom fields, keeping the others, and removes blank ones', async () => {
    const answers = {
      [`CustomPrompt_${prompt['Favourite sport']}`]: '  Rowing ',
      [`CustomPrompt_${prompt['Shirt size']}`]: 'M',
      [`CustomPrompt_${prompt['Cycles to work']}`]: 'Y',
      [`CustomPrompt_${prompt['Also on the profile']}`]: 1,
    };
    const saved = await as('participant@demo.test', 'PUT', patId, { answers });
    expect(saved.statusCode).toBe(200);
    expect(
      saved.json().data.map((row: { label: string; answer: unknown }) => [row.label, row.answer]),
    ).toEqual([
      ['About me', null],
      ['Favourite sport', 'Rowing'],
      ['Shirt size', 'M'],
      ['Cycles to work', 'Y'],
      ['Also on the profile', 1],
    ]);
    const cleared = await as('participant@demo.test', 'PUT', patId, {
      answers: {
        [`CustomPrompt_${prompt['Favourite sport']}`]: '   ',
        [`CustomPrompt_${prompt['Shirt size']}`]: null,
      },
    });
    expect(cleared.statusCode).toBe(200);
    const [{ udfs }] = await server.db.query('SELECT udfs FROM users WHERE id = ?', [patId]);
    expect(JSON.parse(udfs)).toEqual({
      department: 'Sales',
      [`CustomPrompt_${prompt['Cycles to work']}`]: 'Y',
      [`CustomPrompt_${prompt['Also on the profile']}`]: 1,
    });
  });

  it.each([
    ['Cycles to work', 1, 'The answer to "Cycles to work" must be Y or N.'],
    ['Also on the profile', 'yes', 'The answer to "Also on the profile" must be 0 or 1.'],
    ['Also on the profile', 2, 'The answer to "Also on the profile" must be 0 or 1.'],
    ['Shirt size', 'XL', 'Please choose one of the options for "Shirt size".'],
    ['Favourite sport', 'x'.repeat(256), 'The answer to "Favourite sport" is too long.'],
    ['Favourite sport', 7, 'The answer to "Favourite sport" must be text.'],
  ])('refuses %s = %p with 422 and saves nothing', async (label, value, message) => {
    const before = await server.db.query('SELECT udfs FROM users WHERE id = ?', [patId]);
    const response = await as('participant@demo.test', 'PUT', patId, {
      answers: {
        [`CustomPrompt_${prompt['Favourite sport']}`]: 'Judo',
        [`CustomPrompt_${prompt[label]}`]: value,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: [message] });
    expect(await server.db.query('SELECT udfs FROM users WHERE id = ?', [patId])).toEqual(before);
  });

  it('refuses a prompt that is not on the profile: a heading, an evaluation-only or a deleted one', async () => {
    for (const label of ['About me', 'Asked in evaluations only', 'Deleted prompt']) {
      const name = `CustomPrompt_${prompt[label]}`;
      const response = await as('participant@demo.test', 'PUT', patId, {
        answers: { [name]: 'x' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ errors: [`There is no question ${name}.`] });
    }
    const odd = await as('participant@demo.test', 'PUT', patId, { answers: { department: 'x' } });
    expect(odd.statusCode).toBe(422);
    expect(odd.json()).toEqual({ errors: ['There is no question department.'] });
  });

  it("keeps a user's answers to the settings rule: not another participant's", async () => {
    const [{ id: samId }] = await server.db.query(
      "SELECT id FROM users WHERE email = 'participant2@demo.test'",
    );
    const response = await as('participant@demo.test', 'GET', samId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: ['User could not be found'] });
    const coordinator = await as('coordinator@demo.test', 'PUT', samId, {
      answers: { [`CustomPrompt_${prompt['Shirt size']}`]: 'L' },
    });
    expect(coordinator.statusCode).toBe(200);
  });
});
