import type { FastifyInstance } from 'fastify';
import { clientHeaders, signIn } from '@wellness/platform/testing';
import { participantApp } from '../helpers';

describe('activities: GET /api/promotions/{id}/activities, /categories, /multipliers', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await participantApp();
  });
  afterAll(() => server.close());

  const get = async (url: string, email = 'participant@demo.test') =>
    server.inject({ url, headers: clientHeaders(await signIn(server, email)) });

  it('lists every activity of the promotion with its category and trivia, never the correct answer for participants', async () => {
    const response = await get('/api/promotions/2/activities?page_size=0');
    expect(response.statusCode).toBe(200);
    const activities = response.json().data;
    expect(activities.length).toBe(response.json().meta.total_records);
    const stairs = activities.find((a: { name: string }) => a.name === 'Take the stairs');
    expect(stairs).toMatchObject({
      category: 'move',
      category_object: { key: 'move', display: 'Move' },
      answers: ['75', '150', '300'],
    });
    expect(stairs).not.toHaveProperty('correct_answer');
    expect(response.body).not.toContain('correct_answer');
  });

  it.each([
    'coordinator@demo.test',
    'master@demo.test',
    'reseller@demo.test',
    'supercoordinator@demo.test',
  ])('shows the correct answer to staff (%s)', async (email) => {
    const activities = (await get('/api/promotions/2/activities?page_size=0', email)).json().data;
    const stairs = activities.find((a: { name: string }) => a.name === 'Take the stairs');
    expect(stairs.correct_answer).toBe('150');
    expect(
      activities.find((a: { question: string | null }) => !a.question).correct_answer,
    ).toBeNull();
  });

  it('lists the categories in order', async () => {
    const response = await get('/api/promotions/2/activities/categories');
    expect(response.json().data.map((c: { key: string }) => c.key)).toEqual([
      'move',
      'nourish',
      'rest',
      'connect',
      'mind',
      'hydrate',
    ]);
    expect(response.json().data[0]).toEqual({
      id: expect.any(Number),
      key: 'move',
      display: 'Move',
      sequence: 1,
    });
  });

  it('lists the allowed multipliers', async () => {
    const response = await get('/api/promotions/2/activities/multipliers');
    expect(response.json().data).toEqual([1, 1.25, 1.5, 2, 3]);
  });

  it("answers 404 for another promotion's activities", async () => {
    for (const path of ['activities', 'activities/categories', 'activities/multipliers']) {
      expect((await get(`/api/promotions/1/${path}`)).statusCode).toBe(404);
    }
  });
});
