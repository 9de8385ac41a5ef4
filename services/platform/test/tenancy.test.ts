import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { ok, responses } from '../src';
import type { Config } from '../src';
import { backendsPlugin } from '../src/plugins/backends';
import { tenancyPlugin } from '../src/plugins/tenancy';
import { buildTestApp, resetData, waitFor } from '../src/testing';

const CACHE_MAX = 20;

/** Tenancy alone over the real backends, with a small cache so that its bound is reachable. */
const tenancyProbe: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  await fastify.register(backendsPlugin, { config });
  await fastify.register(tenancyPlugin, { baseDomain: config.baseDomain, cacheMax: CACHE_MAX });
  fastify.get(
    '/promotion',
    { schema: { response: responses(Type.Union([Type.String(), Type.Null()])) } },
    async (request) => ok(request.promotion?.subdomain ?? null),
  );
};

describe('tenancy: the promotion of a Host header', () => {
  let server: FastifyInstance;
  let promotionQueries: (label: string) => number;

  beforeAll(async () => {
    server = await buildTestApp(tenancyProbe);
    await resetData(server);
    // Counts the real queries (the call goes through to MariaDB): no mock.
    const spy = jest.spyOn(server.db, 'query');
    promotionQueries = (label) =>
      spy.mock.calls.filter(
        ([sql, values]) => /FROM promotions WHERE subdomain/.test(sql) && values?.[0] === label,
      ).length;
  });
  afterAll(() => server.close());

  const promotionOf = async (host: string) =>
    (await server.inject({ url: '/promotion', headers: { host } })).json().data;

  it('keeps at most its maximum of Host labels, however many distinct ones arrive', async () => {
    for (let i = 0; i < CACHE_MAX * 5; i += 1) {
      expect(await promotionOf(`unknown-${i}.localhost:8080`)).toBeNull();
    }
    expect(server.promotionCache.size).toBe(CACHE_MAX);
    // A known promotion is still found while the cache is full.
    expect(await promotionOf('demo.localhost:8080')).toBe('demo');
    expect(server.promotionCache.size).toBe(CACHE_MAX);
  });

  it('remembers an unknown subdomain: asking again makes no second query', async () => {
    const label = `nobody-${Date.now()}`;
    expect(await promotionOf(`${label}.localhost:8080`)).toBeNull();
    expect(promotionQueries(label)).toBe(1);
    expect(await promotionOf(`${label}.localhost:8080`)).toBeNull();
    expect(await promotionOf(`${label}.localhost:8080`)).toBeNull();
    expect(promotionQueries(label)).toBe(1);
  });

  it('asks once for a label that many requests bring at the same time', async () => {
    const label = `burst-${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => promotionOf(`${label}.localhost:8080`)),
    );
    expect(answers).toEqual(Array(10).fill(null));
    expect(promotionQueries(label)).toBe(1);
  });

  it('forgets a label another service names, so a promotion created there is served here', async () => {
    const other = await buildTestApp(tenancyProbe);
    try {
      const label = `created-${Date.now()}`;
      expect(await promotionOf(`${label}.localhost:8080`)).toBeNull();
      await server.db.query(
        `INSERT INTO promotions (name, subdomain, program_name, starts_on, ends_on, websocket_channel)
         VALUES ('Created', ?, 'Created', CURDATE(), CURDATE() + INTERVAL 41 DAY, ?)`,
        [label, `${label}-channel`],
      );
      // Still the remembered miss until someone says the label changed.
      expect(await promotionOf(`${label}.localhost:8080`)).toBeNull();
      await other.promotionCache.forget([label]);
      await waitFor(
        'the other service to forget the label',
        async () => (await promotionOf(`${label}.localhost:8080`)) === label,
      );
    } finally {
      await other.close();
    }
  });
});
