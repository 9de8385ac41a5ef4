import type { FastifyInstance } from 'fastify';
import { rebuildBoards } from '@wellness/platform';
import { clientHeaders, signIn } from '@wellness/platform/testing';
import { participantApp } from '../helpers';

/** Documented in services/platform/README.md ("Lists"): a page holds at most 100 rows, "all" at most 10,000. */
const MAX_PAGE_SIZE = 100;
const MAX_ALL_ROWS = 10_000;

describe('leaderboard page sizes: GET /api/promotions/:promotion_id/leaderboard', () => {
  let server: FastifyInstance;
  let cookie: string;
  const leaderboard = (query: string) =>
    server.inject({
      url: `/api/promotions/2/leaderboard?${query}`,
      headers: clientHeaders(cookie),
    });

  beforeAll(async () => {
    server = await participantApp();
    cookie = await signIn(server, 'participant@demo.test');
  });
  afterAll(() => server.close());

  it('refuses a page_size above the maximum with 400 {errors}', async () => {
    const response = await leaderboard(`page_size=${MAX_PAGE_SIZE + 1}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [expect.stringContaining('page_size')] });
    expect((await leaderboard(`page_size=${MAX_PAGE_SIZE}`)).statusCode).toBe(200);
  });

  it('answers page_size=0 (spec 1 s7: the whole board) with at most the documented maximum', async () => {
    const opted = MAX_ALL_ROWS + 5;
    const rows = Array.from({ length: opted }, (_, i) => [
      2,
      `runner${i}@limits.test`,
      'x',
      'User',
      'Runner',
      String(i),
      1,
      i,
    ]);
    await server.db.query(
      `INSERT INTO users (promotion_id, email, password_hash, role, first_name, last_name,
         opted_in_individual_leaderboard, total_points) VALUES ?`,
      [rows],
    );
    // Rows written straight to MySQL (not through a service) reach the boards by a rebuild.
    await rebuildBoards(server.db, server.redis, server.config.redisPrefix, 2);
    const response = await leaderboard('page_size=0');
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(data).toHaveLength(MAX_ALL_ROWS);
    // The count still covers everyone on the board, so the client can tell the list was cut.
    expect(meta.total_records).toBeGreaterThan(opted);
    expect(data[0]).toMatchObject({ score: opted - 1, rank: 1 });
  });
});
