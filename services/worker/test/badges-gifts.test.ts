import type { FastifyInstance } from 'fastify';
import { app as participant } from '@wellness/participant';
import { buildTestApp, resetData } from '@wellness/platform/testing';
import { BADGE_COUNTERS } from '../src/badges/counts';
import { userId } from './badge-helpers';

jest.setTimeout(90_000);

/** services/worker README "Badges": sent_gift_points counts the points of gifts not declined. */
describe('the sent_gift_points counter', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await buildTestApp(participant);
    await resetData(server);
  });
  afterAll(() => server.close());

  it('adds the points of offers waiting or accepted, not declined; goal2 asks for that many people', async () => {
    const giver = await userId(server, 'participant@demo.test');
    const [sam, cora] = await Promise.all(
      ['participant2@demo.test', 'coordinator@demo.test'].map((email) => userId(server, email)),
    );
    const gift = (target: number, day: string, applied: boolean | null, work: number) =>
      server.db.query(
        `INSERT INTO work_bonuses (promotion_id, work_id, earned_by_id, target_user_id, points, applied, offered_on)
         VALUES (2, ?, ?, ?, 10, ?, ?)`,
        [work, giver, target, applied, day],
      );
    const count = (goal2: number | null) =>
      BADGE_COUNTERS.sent_gift_points!(server.db, giver, goal2);
    expect(await count(null)).toBe(0);
    await gift(sam, '2026-01-01', true, 900001);
    await gift(sam, '2026-01-02', null, 900002);
    await gift(cora, '2026-01-03', false, 900003);
    expect(await count(null)).toBe(20);
    expect(await count(2)).toBe(0);
    await gift(cora, '2026-01-04', true, 900004);
    expect(await count(2)).toBe(30);
  });
});
