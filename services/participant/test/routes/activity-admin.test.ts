import type { FastifyInstance } from 'fastify';
import { clientHeaders, signIn } from '@wellness/platform/testing';
import { activityAdminApp, firstError, today } from '../helpers';
import type { activityAdmin } from '../helpers';

describe('activity administration: POST/PUT /api/promotions/{id}/activities', () => {
  let server: FastifyInstance;
  let staff: string;
  let send: ReturnType<typeof activityAdmin>['send'];
  let create: ReturnType<typeof activityAdmin>['create'];
  let update: ReturnType<typeof activityAdmin>['update'];
  beforeAll(async () => {
    ({ server, staff, send, create, update } = await activityAdminApp());
  });
  afterAll(() => server.close());

  const inCategory = async (key: string) =>
    Number(
      (
        await server.db.query(
          'SELECT COUNT(*) AS n FROM activities a JOIN activity_categories c ON c.id = a.category_id WHERE c.promotion_id = 2 AND c.key = ?',
          [key],
        )
      )[0].n,
    );

  it('refuses participants and other non-staff roles with 403', async () => {
    for (const email of [
      'participant@demo.test',
      'locationcoordinator@demo.test',
      'regionalcoordinator@demo.test',
      'poster@demo.test',
      'tutorial@demo.test',
    ]) {
      const cookie = await signIn(server, email);
      expect((await send('POST', '', { name: 'Nope', category: 'move' }, cookie)).statusCode).toBe(
        403,
      );
      expect((await send('PUT', '/1', { name: 'Nope' }, cookie)).statusCode).toBe(403);
      expect((await send('DELETE', '/1', undefined, cookie)).statusCode).toBe(403);
    }
  });

  it("answers 404 for another promotion's activities", async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/promotions/1/activities',
      headers: clientHeaders(staff),
      payload: { name: 'Elsewhere', category: 'move' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('creates an activity in week (activities in its category + 1), sequence 1, that a participant then logs', async () => {
    const before = await inCategory('nourish');
    const response = await create({
      name: 'Cook a new vegetable',
      category: 'nourish',
      point_value: 12,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Cook a new vegetable',
      category: 'nourish',
      week_available: before + 1,
      sequence: 1,
      multiplier: 1,
      is_one_time: false,
      point_value: 12,
      correct_answer: null,
    });
    await server.db.query('UPDATE activities SET week_available = 1 WHERE id = ?', [
      response.json().data.id,
    ]);
    const logged = await server.inject({
      method: 'POST',
      url: `/api/entries/${today()}/entry_activities`,
      headers: clientHeaders(await signIn(server, 'participant@demo.test')),
      payload: { activity_id: response.json().data.id, feels_value: 1 },
    });
    expect(logged.statusCode).toBe(201);
    expect(logged.json().meta.total_points).toBe(12);
  });

  it("never defaults a week past the programme's last one", async () => {
    await create({ name: 'Walk a new route', category: 'move' });
    await create({ name: 'Dance', category: 'move' });
    expect(await inCategory('move')).toBeGreaterThanOrEqual(8);
    expect((await create({ name: 'Swim', category: 'move' })).json().data.week_available).toBe(8);
  });

  it('keeps the week and sequence it is given', async () => {
    const response = await create({
      name: 'Plan meals',
      category: 'nourish',
      week_available: 2,
      sequence: 4,
    });
    expect(response.json().data).toMatchObject({ week_available: 2, sequence: 4 });
  });

  it('saves a one-time activity created with multiplier 1 (or none) with 1.5, only on create', async () => {
    const one = await create({
      name: 'Get a flu jab',
      category: 'move',
      is_one_time: true,
      multiplier: 1,
    });
    expect(one.json().data).toMatchObject({ is_one_time: true, multiplier: 1.5 });
    const none = await create({ name: 'Sign up for a run', category: 'move', is_one_time: true });
    expect(none.json().data.multiplier).toBe(1.5);
    const two = await create({
      name: 'Buy a bike',
      category: 'move',
      is_one_time: true,
      multiplier: 2,
    });
    expect(two.json().data.multiplier).toBe(2);
    const updated = await update(one.json().data.id, { multiplier: 1 });
    expect(updated.json().data.multiplier).toBe(1);
  });

  it('refuses an unknown category, a missing name and a multiplier not on the list', async () => {
    expect(await firstError(create({ name: 'Nowhere', category: 'sleepwalking' }))).toEqual([
      422,
      'Category could not be found',
    ]);
    expect(await firstError(create({ category: 'move' }))).toEqual([422, "Name can't be blank."]);
    expect(await firstError(create({ name: 'Odd', category: 'move', multiplier: 1.1 }))).toEqual([
      422,
      'The multiplier must be one of 1, 1.25, 1.5, 2 or 3.',
    ]);
    expect(
      (await create({ name: 'Quarter', category: 'move', multiplier: 1.25 })).json().data
        .multiplier,
    ).toBe(1.25);
  });

  it('validates trivia: two or more answers, one of them correct ignoring case', async () => {
    const quiz = { name: 'Learn a fact', category: 'mind', question: 'Which is a fruit?' };
    expect(
      await firstError(create({ ...quiz, answers: ['Tomato'], correct_answer: 'Tomato' })),
    ).toEqual([422, 'A quiz needs at least two answers.']);
    expect(
      await firstError(
        create({ ...quiz, answers: ['Tomato', 'Carrot'], correct_answer: 'Potato' }),
      ),
    ).toEqual([422, 'The correct answer must be one of the answers.']);
    const saved = await create({
      ...quiz,
      answers: ['Tomato', 'Carrot'],
      correct_answer: 'tomato',
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({
      question: 'Which is a fruit?',
      answers: ['Tomato', 'Carrot'],
      correct_answer: 'tomato',
    });
    const cleared = await update(saved.json().data.id, { question: null });
    expect(cleared.json().data).toMatchObject({
      question: null,
      answers: null,
      correct_answer: null,
    });
    expect(
      await firstError(
        update(saved.json().data.id, {
          question: 'Which is red?',
          answers: ['Kale', 'Leek'],
          correct_answer: 'Tomato',
        }),
      ),
    ).toEqual([422, 'The correct answer must be one of the answers.']);
  });

  it('updates the fields it is sent', async () => {
    const created = await create({ name: 'Stand up hourly', category: 'move' });
    const response = await update(created.json().data.id, {
      name: 'Stand up every hour',
      category: 'rest',
      point_value: 7,
      image_url: 'https://example.test/stand.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Stand up every hour',
      category: 'rest',
      point_value: 7,
      image: { url: 'https://example.test/stand.png' },
      week_available: created.json().data.week_available,
    });
    expect(await firstError(update(999_999, { name: 'Ghost' }))).toEqual([
      404,
      'Activity could not be found',
    ]);
  });

  it('lets every staff role of the promotion administer activities', async () => {
    for (const email of ['master@demo.test', 'reseller@demo.test', 'supercoordinator@demo.test']) {
      const cookie = await signIn(server, email);
      const created = await send('POST', '', { name: `By ${email}`, category: 'connect' }, cookie);
      expect(created.statusCode).toBe(201);
      expect(
        (await send('DELETE', `/${created.json().data.id}`, undefined, cookie)).statusCode,
      ).toBe(200);
    }
  });

  it('refuses fields of the wrong type and unknown fields with 400', async () => {
    expect((await create({ name: 'X', category: 'move', total_points: 5 })).statusCode).toBe(400);
    expect(
      (await create({ name: 'X', category: 'move', image_url: 'javascript:alert(1)' })).statusCode,
    ).toBe(400);
    expect((await create({ name: 'X', category: 'move', answers: 'A' })).statusCode).toBe(400);
  });
});
