import type { FastifyInstance } from 'fastify';
import { clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { participantApp } from '../helpers';

interface Listed {
  id: number;
  name: string;
  earned_on: string | null;
  hide_until_earned: boolean;
}

describe("the participant's badge list (go.u.badges) and the badge pictures", () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await participantApp();
    await resetData(server);
  });
  afterAll(() => server.close());

  const listFor = async (email: string) =>
    server.inject({
      method: 'GET',
      url: '/api/users/me/badges',
      headers: clientHeaders(await signIn(server, email)),
    });

  it('lists every badge of the promotion, unearned, and leaves out those hidden until earned', async () => {
    const response = await listFor('participant@demo.test');
    expect(response.statusCode).toBe(200);
    const badges: Listed[] = response.json().data;
    expect(badges).toHaveLength(14);
    expect(badges.every((badge) => badge.earned_on === null)).toBe(true);
    expect(badges.some((badge) => badge.hide_until_earned)).toBe(false);
    expect(response.json().meta).toEqual({
      total_records: 14,
      badge_locked_image: '/api/badges/images/locked.svg',
    });
  });

  it('shows a hidden badge once earned, with when; only to the one who earned it', async () => {
    const [champion] = await server.db.query(
      "SELECT id FROM badges WHERE name = 'Program Champion'",
    );
    const [user] = await server.db.query(
      "SELECT id FROM users WHERE email = 'participant2@demo.test'",
    );
    await server.db.query('INSERT INTO user_badges (user_id, badge_id) VALUES (?, ?)', [
      user.id,
      champion.id,
    ]);
    const mine: Listed[] = (await listFor('participant2@demo.test')).json().data;
    expect(mine.find((badge) => badge.name === 'Program Champion')).toMatchObject({
      hide_until_earned: true,
      earned_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const theirs: Listed[] = (await listFor('participant@demo.test')).json().data;
    expect(theirs.map((badge) => badge.name)).not.toContain('Program Champion');
  });

  it("shows the promotion's locked picture when it has one", async () => {
    await server.db.query(
      "UPDATE promotions SET badge_locked_image = '/uploads/lock.png' WHERE subdomain = 'demo'",
    );
    const response = await listFor('participant@demo.test');
    expect(response.json().meta.badge_locked_image).toBe('/uploads/lock.png');
  });

  it('needs a session', async () => {
    const response = await server.inject({
      method: 'GET',
      url: '/api/users/me/badges',
      headers: clientHeaders(),
    });
    expect(response.statusCode).toBe(401);
  });

  it("serves the product's badge pictures as SVG, and nothing else", async () => {
    const get = (name: string) =>
      server.inject({ method: 'GET', url: `/api/badges/images/${name}`, headers: clientHeaders() });
    const image = await get('days_logged.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toContain('aria-label="Days logged"');
    expect((await get('steps.svg')).statusCode).toBe(404);
    expect((await get('..%2Fsecret.svg')).statusCode).toBe(400);
  });
});
