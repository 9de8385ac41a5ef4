import type { FastifyInstance } from 'fastify';
import { DEMO_ASSESSMENT_MESSAGE } from '@wellness/schema';
import { clientHeaders, resetData } from '@wellness/platform/testing';
import { participantApp } from '../../helpers';
import { registrationCalls } from './support';

const ACTIVE = 'On how many days a week are you active for 30 minutes or more?';
const FRUIT = 'How many servings of fruit and vegetables do you eat on a typical day?';
const SLEEP = 'I usually sleep seven hours or more a night.';
const HABIT = 'What is one healthy habit you would like to build?';
const DIFFICULT = 'Is there anything that makes being active difficult for you?';
const PROFILE_ONLY = 'Your favourite way to stay active';

interface Question {
  name: string;
  type_of_prompt: string;
  data_type: string;
  label: string;
  options: string[];
}

describe('the evaluation at registration (the Initial Assessment, shown as Registration)', () => {
  let server: FastifyInstance;
  let calls: ReturnType<typeof registrationCalls>;
  beforeAll(async () => {
    server = await participantApp();
    calls = registrationCalls(server);
  });
  afterAll(() => server.close());
  beforeEach(() => resetData(server));

  const assessment = async (subdomain = 'demo') => {
    const host = subdomain === 'demo' ? undefined : `${subdomain}.localhost:8080`;
    const id = await calls.promotionId(subdomain);
    return (await calls.get(`/promotions/${id}/registration_evaluation`, host)).json().data as {
      id: number;
      title: string;
      message: string | null;
      questions: Question[];
    } | null;
  };
  const nameOf = (questions: Question[], label: string) =>
    questions.find((question) => question.label === label)!.name;
  async function answered(answers: Record<string, unknown>, overrides = {}) {
    const { id } = (await assessment())!;
    return calls.body({ evaluation: { evaluation_definition_id: id, answers }, ...overrides });
  }
  const storedEvaluations = () =>
    server.db.query(
      'SELECT e.user_id, e.evaluation_definition_id, e.answers FROM evaluations e ORDER BY e.id',
    );

  it('reads the demo Initial Assessment before sign-in: its visible questions in order, labelled, typed', async () => {
    const evaluation = (await assessment())!;
    expect(evaluation).toMatchObject({ title: 'Registration', message: DEMO_ASSESSMENT_MESSAGE });
    expect(
      evaluation.questions.map(({ type_of_prompt, data_type, label }) => [
        type_of_prompt,
        data_type,
        label,
      ]),
    ).toEqual([
      ['HEADER', 'string', 'Your habits today'],
      ['DROPDOWN', 'string', ACTIVE],
      ['DROPDOWN', 'string', FRUIT],
      ['CHECKBOX', 'integer', SLEEP],
      ['TEXTBOX', 'string', HABIT],
      ['TEXTAREA', 'text', DIFFICULT],
    ]);
    expect(evaluation.questions[1]!.options).toEqual([
      'None',
      '1 to 2 days',
      '3 to 4 days',
      '5 or more days',
    ]);
    expect(evaluation.questions.every((q) => /^CustomPrompt_\d+$/.test(q.name))).toBe(true);
    // Spec 3 s5: the profile-only prompt is not asked.
    expect(evaluation.questions.map((q) => q.label)).not.toContain(PROFILE_ONLY);
    // Another promotion than the Host is unknown; a promotion without one has none.
    const other = await calls.get(
      `/promotions/${await calls.promotionId()}/registration_evaluation`,
      'launchpad.localhost:8080',
    );
    expect(other.statusCode).toBe(404);
    expect(await assessment('launchpad')).toBeNull();
  });

  it('stores the answers with the new user, whose completed (and active) definitions include it', async () => {
    const { id, questions } = (await assessment())!;
    const answers = {
      [nameOf(questions, ACTIVE)]: '3 to 4 days',
      [nameOf(questions, SLEEP)]: 1,
      [nameOf(questions, HABIT)]: '  Walk after lunch  ',
      [nameOf(questions, DIFFICULT)]: '   ',
    };
    const response = await calls.register(await answered(answers));
    expect(response.statusCode).toBe(200);
    const user = response.json().data;
    expect(user.completed_evaluation_definition_ids).toEqual([id]);
    expect(user.active_evaluation_definition_ids).toEqual([id]);
    const [row] = await storedEvaluations();
    expect(Number(row.user_id)).toBe(user.id);
    expect(Number(row.evaluation_definition_id)).toBe(id);
    // Trimmed; blank text is unanswered; unanswered questions are simply absent.
    expect(JSON.parse(row.answers)).toEqual({
      [nameOf(questions, ACTIVE)]: '3 to 4 days',
      [nameOf(questions, SLEEP)]: 1,
      [nameOf(questions, HABIT)]: 'Walk after lunch',
    });
    const cookie = response.cookies.find((c) => c.httpOnly)!;
    const me = await server.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: clientHeaders(`${cookie.name}=${cookie.value}`),
    });
    expect(me.json().data.completed_evaluation_definition_ids).toEqual([id]);
  });

  it('makes every answer optional: a registration that answers nothing completes the assessment', async () => {
    const { id } = (await assessment())!;
    const response = await calls.register(await calls.body());
    expect(response.statusCode).toBe(200);
    expect(response.json().data.completed_evaluation_definition_ids).toEqual([id]);
    const [row] = await storedEvaluations();
    expect(JSON.parse(row.answers)).toEqual({});
  });

  it('refuses answers the definition does not take, with nothing stored', async () => {
    const { id, questions } = (await assessment())!;
    const header = questions.find((q) => q.type_of_prompt === 'HEADER')!.name;
    const [profileOnly] = await server.db.query(
      'SELECT id FROM custom_prompts WHERE short_label = ?',
      [PROFILE_ONLY],
    );
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ CustomPrompt_999999: 'x' }, 'There is no question CustomPrompt_999999.'],
      [{ [header]: 'x' }, `There is no question ${header}.`],
      [
        { [`CustomPrompt_${profileOnly.id}`]: 'Running' },
        `There is no question CustomPrompt_${profileOnly.id}.`,
      ],
      [
        { [nameOf(questions, ACTIVE)]: 'Every day' },
        `Please choose one of the options for "${ACTIVE}".`,
      ],
      [{ [nameOf(questions, ACTIVE)]: 3 }, `The answer to "${ACTIVE}" must be text.`],
      [{ [nameOf(questions, SLEEP)]: 'Y' }, `The answer to "${SLEEP}" must be 0 or 1.`],
      [{ [nameOf(questions, SLEEP)]: 2 }, `The answer to "${SLEEP}" must be 0 or 1.`],
      [{ [nameOf(questions, HABIT)]: 42 }, `The answer to "${HABIT}" must be text.`],
      [{ [nameOf(questions, HABIT)]: 'a'.repeat(256) }, `The answer to "${HABIT}" is too long.`],
    ];
    for (const [answers, message] of refusals) {
      const response = await calls.register(await answered(answers));
      expect({ answers, status: response.statusCode, body: response.json() }).toEqual({
        answers,
        status: 422,
        body: { errors: [message] },
      });
    }
    const otherDefinition = await calls.register(
      await calls.body({ evaluation: { evaluation_definition_id: id + 1000, answers: {} } }),
    );
    expect(otherDefinition.statusCode).toBe(422);
    expect(otherDefinition.json()).toEqual({
      errors: ['This is not the evaluation the promotion asks.'],
    });
    const notText = await calls.register(
      await calls.body({ evaluation: { evaluation_definition_id: id, answers: { x: [1] } } }),
    );
    expect(notText.statusCode).toBe(400);
    expect(await calls.usersNamed('new.person@demo.test')).toEqual([]);
    expect(await storedEvaluations()).toEqual([]);
  });

  it('asks only active questions named in visible_questions, not deleted prompts; checkboxes of data type string take Y or N', async () => {
    const { id, questions } = (await assessment())!;
    const fruit = nameOf(questions, FRUIT);
    const sleep = nameOf(questions, SLEEP);
    const habit = nameOf(questions, HABIT);
    await server.db.query('UPDATE evaluation_definitions SET visible_questions = ? WHERE id = ?', [
      questions
        .map((q) => q.name)
        .filter((name) => name !== fruit)
        .join(','),
      id,
    ]);
    await server.db.query(
      "UPDATE custom_prompts SET is_deleted = 1 WHERE CONCAT('CustomPrompt_', id) = ?",
      [habit],
    );
    await server.db.query(
      "UPDATE custom_prompts SET data_type = 'string' WHERE CONCAT('CustomPrompt_', id) = ?",
      [sleep],
    );
    const [definition] = await server.db.query(
      'SELECT questions FROM evaluation_definitions WHERE id = ?',
      [id],
    );
    const stored = JSON.parse(definition.questions) as Array<{ name: string; is_active: boolean }>;
    const difficult = nameOf(questions, DIFFICULT);
    for (const question of stored) if (question.name === difficult) question.is_active = false;
    await server.db.query('UPDATE evaluation_definitions SET questions = ? WHERE id = ?', [
      JSON.stringify(stored),
      id,
    ]);

    const asked = (await assessment())!.questions;
    expect(asked.map((q) => q.label)).toEqual(['Your habits today', ACTIVE, SLEEP]);
    expect(asked[2]!.data_type).toBe('string');
    for (const name of [fruit, habit, difficult]) {
      const response = await calls.register(await answered({ [name]: 'x' }));
      expect(response.json()).toEqual({ errors: [`There is no question ${name}.`] });
    }
    expect((await calls.register(await answered({ [sleep]: 1 }))).json()).toEqual({
      errors: [`The answer to "${SLEEP}" must be Y or N.`],
    });
    const yes = await calls.register(await answered({ [sleep]: 'Y' }));
    expect(yes.statusCode).toBe(200);
    expect(JSON.parse((await storedEvaluations())[0].answers)).toEqual({ [sleep]: 'Y' });
  });

  it('stores no evaluation where the promotion defines none, and refuses one sent there', async () => {
    const host = 'launchpad.localhost:8080';
    const payload = {
      email: 'lena@launchpad.test',
      password: 'Fresh!start42',
      profile: {
        first_name: 'Lena',
        last_name: 'Launch',
        image: { id: await calls.firstImage('launchpad') },
      },
      opted_in_individual_leaderboard: true,
    };
    const sent = await calls.register(
      { ...payload, evaluation: { evaluation_definition_id: 1, answers: {} } },
      host,
    );
    expect(sent.statusCode).toBe(422);
    expect(sent.json()).toEqual({ errors: ['This is not the evaluation the promotion asks.'] });
    const response = await calls.register(payload, host);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.completed_evaluation_definition_ids).toEqual([]);
    expect(await storedEvaluations()).toEqual([]);
  });
});
