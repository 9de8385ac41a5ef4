import type { FastifyInstance } from 'fastify';
import { buildTestApp, resetData } from '@wellness/platform/testing';
import { realtimeApp } from '../src/app';
import { MembershipDirectory } from '../src/membership';

describe('membership: the promotion channel cache', () => {
  let server: FastifyInstance;
  let channelQueries: (promotionId: number) => number;

  beforeAll(async () => {
    server = await buildTestApp(realtimeApp);
    await resetData(server);
    // Counts the real queries (the call goes through to MariaDB): no mock.
    const spy = jest.spyOn(server.db, 'query');
    channelQueries = (promotionId) =>
      spy.mock.calls.filter(
        ([sql, values]) => /FROM promotions WHERE id/.test(sql) && values?.[0] === promotionId,
      ).length;
  });
  afterAll(() => server.close());

  it('keeps at most its maximum of promotions, however many distinct ids are asked', async () => {
    const memberships = new MembershipDirectory(server.db, { max: 10 });
    for (let id = 1_000_000; id < 1_000_050; id += 1) {
      expect(await memberships.promotionChannel(id)).toBeNull();
    }
    expect(memberships.cachedPromotions).toBe(10);
  });

  it('remembers an unknown promotion: asking again makes no second query', async () => {
    const memberships = new MembershipDirectory(server.db);
    const unknown = 2_000_000 + Math.floor(Math.random() * 1_000_000);
    const answers = await Promise.all([1, 2, 3].map(() => memberships.promotionChannel(unknown)));
    expect(answers).toEqual([null, null, null]);
    expect(await memberships.promotionChannel(unknown)).toBeNull();
    expect(channelQueries(unknown)).toBe(1);
  });

  it('answers a known promotion its channel', async () => {
    const [demo] = await server.db.query(
      "SELECT id, websocket_channel FROM promotions WHERE subdomain = 'demo'",
    );
    const memberships = new MembershipDirectory(server.db);
    expect(await memberships.promotionChannel(Number(demo.id))).toBe(demo.websocket_channel);
  });
});
