import type { FastifyInstance } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { seededIds } from './dashboard-helpers';

/** Documented in services/platform/README.md ("Lists"): a page holds at most 100 rows, "all" at most 10,000. */
const MAX_PAGE_SIZE = 100;
const MAX_ALL_ROWS = 10_000;

describe('dashboard lists: page sizes and searches', () => {
  let server: FastifyInstance;
  let demoId: number;
  const get = async (url: string) =>
    server.inject({ url, headers: clientHeaders(await signIn(server, 'coordinator@demo.test')) });

  beforeAll(async () => {
    server = await buildTestApp(app);
  });
  beforeEach(async () => {
    await resetData(server);
    ({ demoId } = await seededIds(server));
  });
  afterAll(() => server.close());

  describe('the users table (GET /promotions/:promotion_id/users): a paged list', () => {
    it('refuses page_size=0 (all) with 400 {errors}', async () => {
      const response = await get(`/api/promotions/${demoId}/users?page_size=0`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [expect.stringContaining('page_size')] });
    });

    it('refuses a page_size above the maximum with 400 {errors} and serves the maximum', async () => {
      const over = await get(`/api/promotions/${demoId}/users?page_size=${MAX_PAGE_SIZE + 1}`);
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({ errors: [expect.stringContaining('page_size')] });
      const most = await get(`/api/promotions/${demoId}/users?page_size=${MAX_PAGE_SIZE}`);
      expect(most.statusCode).toBe(200);
    });

    it('searches a name for a literal % or _, which match nothing else', async () => {
      await server.db.query(
        `INSERT INTO users (promotion_id, email, password_hash, role, first_name, last_name)
         VALUES (?, 'full@limits.test', 'x', 'User', 'Fit', '100%_Club'),
                (?, 'plain@limits.test', 'x', 'User', 'Fit', '1000 Club')`,
        [demoId, demoId],
      );
      const emails = async (term: string) =>
        (await get(`/api/promotions/${demoId}/users?term=${encodeURIComponent(term)}`))
          .json()
          .data.map((row: { email: string }) => row.email);
      expect(await emails('100%_c')).toEqual(['full@limits.test']);
      expect(await emails('0_c')).toEqual([]);
      expect(await emails('%')).toEqual(['full@limits.test']);
    });
  });

  describe('the eligibility list (spec 3 s9: requested whole with page size 0)', () => {
    it('answers page_size=0 with at most the documented maximum, counting every row', async () => {
      const count = MAX_ALL_ROWS + 3;
      const rows = Array.from({ length: count }, (_, i) => [
        demoId,
        `L${String(i).padStart(6, '0')}`,
      ]);
      await server.db.query('INSERT INTO eligibilities (promotion_id, identifier) VALUES ?', [
        rows,
      ]);
      const response = await get(`/api/promotions/${demoId}/eligibilities?page_size=0`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toHaveLength(MAX_ALL_ROWS);
      expect(response.json().meta.total_records).toBeGreaterThan(count);
    });

    it('refuses a page_size above the maximum with 400 {errors}', async () => {
      const response = await get(
        `/api/promotions/${demoId}/eligibilities?page_size=${MAX_PAGE_SIZE + 1}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [expect.stringContaining('page_size')] });
    });
  });
});
