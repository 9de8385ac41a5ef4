import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '@wellness/schema';
import { clientHeaders, login } from '@wellness/platform/testing';
import { participantApp } from '../helpers';

describe('individual leaderboard: GET /api/promotions/:promotion_id/leaderboard', () => {
  let server: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    server = await participantApp();
    await server.db.query(
      "UPDATE users SET total_points = 30 WHERE email = 'participant2@demo.test'",
    );
    await server.db.query(
      "UPDATE users SET total_points = 20 WHERE email IN ('participant@demo.test', 'coordinator@demo.test')",
    );
    cookie = await login(server, 'participant@demo.test', DEMO_PASSWORD);
  });
  afterAll(() => server.close());

  it("ranks participants by score, tied scores sharing a rank, with the caller's own rank", async () => {
    const response = await server.inject({
      url: '/api/promotions/2/leaderboard?page_size=50',
      headers: clientHeaders(cookie),
    });
    const { data, meta } = response.json();
    expect(
      data.slice(0, 3).map((row: { score: number; rank: number }) => [row.score, row.rank]),
    ).toEqual([
      [30, 1],
      [20, 2],
      [20, 2],
    ]);
    expect(data[3].rank).toBe(4);
    expect(meta).toMatchObject({ me: { rank: 2, score: 20 }, page_size: 50 });
    // Dashboard-only roles, posters and tutorial users are not on the board.
    expect(meta.total_records).toBe(5);
  });

  it('pages with page_size and keeps ranks across pages', async () => {
    const response = await server.inject({
      url: '/api/promotions/2/leaderboard?page_size=2&page=2',
      headers: clientHeaders(cookie),
    });
    expect(response.json().data.map((row: { rank: number }) => row.rank)).toEqual([2, 4]);
  });

  it("gives no rows of another promotion's board", async () => {
    const response = await server.inject({
      url: '/api/promotions/1/leaderboard',
      headers: clientHeaders(cookie),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().data).toBeUndefined();
  });
});
