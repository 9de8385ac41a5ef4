import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  AllPageQuery,
  MAX_ALL_ROWS,
  MAX_PAGE_SIZE,
  PageQuery,
  containing,
  escapeLike,
  inList,
  isDeadlock,
  isDuplicateEntry,
  limitClause,
  ok,
  pageOf,
  platform,
  responses,
  startingWith,
  transactionRetryingDeadlocks,
} from '../src';
import type { Config } from '../src';
import { buildTestApp } from '../src/testing';

/** A service with a paged list and an "all" list of numbers, to see the query schemas at work. */
const probe: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  await fastify.register(platform, { config, service: 'probe' });
  const numbers = Array.from({ length: 250 }, (_, i) => i + 1);
  const list = (query: typeof PageQuery | typeof AllPageQuery) => ({
    config: { access: { allow: 'anonymous' as const, scope: 'none' as const } },
    schema: {
      querystring: Type.Object(query, { additionalProperties: false }),
      response: responses(Type.Array(Type.Integer())),
    },
  });
  await fastify.register(
    async (api) => {
      api.get('/paged', list(PageQuery), async (request) => {
        const { page_size = 10, page = 1 } = request.query as { page_size?: number; page?: number };
        return ok(pageOf(numbers, { page_size, page }));
      });
      api.get('/whole', list(AllPageQuery), async (request) => {
        const { page_size = 0, page = 1 } = request.query as { page_size?: number; page?: number };
        return ok(pageOf(numbers, { page_size, page }));
      });
    },
    { prefix: '/api' },
  );
};

describe('the SQL helper', () => {
  describe('pages', () => {
    it('windows pages of page_size from page 1, and page_size 0 as the first MAX_ALL_ROWS', () => {
      expect(limitClause({ page_size: 20, page: 3 })).toBe(' LIMIT 20 OFFSET 40');
      expect(limitClause({ page_size: 0, page: 7 })).toBe(` LIMIT ${MAX_ALL_ROWS} OFFSET 0`);
      const rows = Array.from({ length: MAX_ALL_ROWS + 2 }, (_, i) => i);
      expect(pageOf(rows, { page_size: 2, page: 2 })).toEqual([2, 3]);
      expect(pageOf(rows, { page_size: 0, page: 1 })).toHaveLength(MAX_ALL_ROWS);
    });

    describe('query schemas', () => {
      let server: FastifyInstance;
      beforeAll(async () => {
        server = await buildTestApp(probe);
      });
      afterAll(() => server.close());
      const get = (url: string) => server.inject({ url });

      it('a paged list refuses page_size 0 and above the maximum with 400 {errors}', async () => {
        for (const size of [0, MAX_PAGE_SIZE + 1]) {
          const response = await get(`/api/paged?page_size=${size}`);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ errors: [expect.stringContaining('page_size')] });
        }
        const most = await get(`/api/paged?page_size=${MAX_PAGE_SIZE}&page=2`);
        expect(most.json().data).toHaveLength(MAX_PAGE_SIZE);
        expect(most.json().data[0]).toBe(MAX_PAGE_SIZE + 1);
      });

      it('an "all" list takes page_size 0 and refuses above the maximum', async () => {
        expect((await get('/api/whole?page_size=0')).json().data).toHaveLength(250);
        expect((await get(`/api/whole?page_size=${MAX_PAGE_SIZE + 1}`)).statusCode).toBe(400);
        expect((await get('/api/whole?page_size=-1')).statusCode).toBe(400);
      });
    });
  });

  describe('against MariaDB', () => {
    let server: FastifyInstance;
    beforeAll(async () => {
      server = await buildTestApp(probe);
    });
    afterAll(() => server.close());
    const one = async (sql: string, params: unknown[]) =>
      Number((await server.db.query(sql, params))[0].hit);

    it('expands a list for IN (?) and matches nothing for an empty list', async () => {
      const inSql =
        'SELECT COUNT(*) AS hit FROM (SELECT 1 AS n UNION SELECT 2 UNION SELECT 3) t WHERE n IN (?)';
      expect(await one(inSql, [inList([1, 3, 9])])).toBe(2);
      expect(await one(inSql, [inList([])])).toBe(0);
      expect(await one("SELECT 'tips' IN (?) AS hit", [inList(['news', 'tips'])])).toBe(1);
    });

    it('takes %, _ and \\ literally in LIKE', async () => {
      const like = 'SELECT ? LIKE ? AS hit';
      expect(await one(like, ['save 100% now', containing('100%')])).toBe(1);
      expect(await one(like, ['save 1000 now', containing('100%')])).toBe(0);
      expect(await one(like, ['a_b', containing('a_b')])).toBe(1);
      expect(await one(like, ['axb', containing('a_b')])).toBe(0);
      expect(await one(like, ['C:\\temp', containing('C:\\t')])).toBe(1);
      expect(await one(like, ['%off', startingWith('%')])).toBe(1);
      expect(await one(like, ['off%', startingWith('%')])).toBe(0);
    });

    it('recognises a unique-index refusal', async () => {
      // A temporary table lives on one connection: one transaction keeps the calls on it.
      const error = await server.db.transaction(async (manager) => {
        await manager.query('CREATE TEMPORARY TABLE dup_probe (id INT PRIMARY KEY)');
        await manager.query('INSERT INTO dup_probe VALUES (1)');
        return manager.query('INSERT INTO dup_probe VALUES (1)').catch((e: unknown) => e);
      });
      expect(isDuplicateEntry(error)).toBe(true);
      expect(isDuplicateEntry(new Error('other'))).toBe(false);
    });

    describe('a transaction chosen as a deadlock victim', () => {
      beforeAll(async () => {
        await server.db.query('DROP TABLE IF EXISTS deadlock_probe');
        await server.db.query('CREATE TABLE deadlock_probe (id INT PRIMARY KEY, n INT NOT NULL)');
      });
      afterAll(() => server.db.query('DROP TABLE IF EXISTS deadlock_probe'));
      beforeEach(() => server.db.query('REPLACE INTO deadlock_probe VALUES (1, 0), (2, 0)'));

      /**
       * Two transactions that each lock one row, wait until both hold theirs, then take the
       * other's row: InnoDB must roll one of them back. Counts each one's attempts.
       */
      const crossing = (attempts?: number) => {
        const tries = [0, 0];
        let arrived = 0;
        let bothHold: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (bothHold = resolve));
        const run = (first: number, second: number) =>
          transactionRetryingDeadlocks(
            server.db,
            async (manager) => {
              tries[first - 1] += 1;
              await manager.query('UPDATE deadlock_probe SET n = n + 1 WHERE id = ?', [first]);
              arrived += 1;
              if (arrived === 2) bothHold();
              await held;
              await manager.query('UPDATE deadlock_probe SET n = n + 1 WHERE id = ?', [second]);
            },
            attempts,
          );
        return { tries, outcomes: Promise.allSettled([run(1, 2), run(2, 1)]) };
      };
      const counts = async () =>
        (await server.db.query('SELECT n FROM deadlock_probe ORDER BY id')).map(
          (row: { n: number }) => Number(row.n),
        );

      it('runs it again, and both writers land exactly once', async () => {
        const { tries, outcomes } = crossing();
        expect((await outcomes).map((outcome) => outcome.status)).toEqual([
          'fulfilled',
          'fulfilled',
        ]);
        expect([...tries].sort()).toEqual([1, 2]);
        expect(await counts()).toEqual([2, 2]);
      });

      it('throws the deadlock when no attempt is left, with nothing of it written', async () => {
        const { tries, outcomes } = crossing(1);
        const settled = await outcomes;
        const refused = settled.filter((outcome) => outcome.status === 'rejected');
        expect(refused).toHaveLength(1);
        expect(isDeadlock((refused[0] as PromiseRejectedResult).reason)).toBe(true);
        expect(tries).toEqual([1, 1]);
        expect(await counts()).toEqual([1, 1]);
      });

      it('throws any other error at once', async () => {
        let tries = 0;
        const failing = transactionRetryingDeadlocks(server.db, async (manager) => {
          tries += 1;
          await manager.query('UPDATE deadlock_probe SET n = 5 WHERE id = 1');
          await manager.query('SELECT * FROM no_such_table_here');
        });
        await expect(failing).rejects.toThrow('no_such_table_here');
        expect(isDeadlock(await failing.catch((e: unknown) => e))).toBe(false);
        expect(tries).toBe(1);
        expect(await counts()).toEqual([0, 0]);
      });
    });
  });

  it('escapes only the LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(escapeLike("O'Brien")).toBe("O'Brien");
  });
});
