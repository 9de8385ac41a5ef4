import type { FastifyInstance } from 'fastify';
import { boardKey, checkBoards, memberOf, readyKey, rebuildBoards } from '@wellness/platform';
import { clientHeaders, signIn } from '@wellness/platform/testing';
import { participantApp, today, userIdOf } from '../helpers';
import { board, makeTeam, placeAt, shown } from '../leaderboard-fixtures';

describe('the sorted sets stay equal to MySQL', () => {
  let server: FastifyInstance;
  let pat: string;
  let sam: string;
  let prefix: string;
  const check = () => checkBoards(server.db, server.redis, prefix, 2);
  const log = (cookie: string, activityId: number, method: 'POST' | 'DELETE' = 'POST') =>
    server.inject({
      method,
      url: `/api/entries/${today()}/entry_activities${method === 'DELETE' ? `/${activityId}` : ''}`,
      headers: clientHeaders(cookie),
      ...(method === 'POST' ? { payload: { activity_id: activityId, feels_value: 1 } } : {}),
    });
  /** What MySQL says each opted-in participant has, as the board shows it. */
  const totals = async () =>
    Object.fromEntries(
      (
        await server.db.query(
          "SELECT first_name, total_points FROM users WHERE email IN ('participant@demo.test', 'participant2@demo.test')",
        )
      ).map((row: { first_name: string; total_points: number }) => [
        row.first_name,
        row.total_points,
      ]),
    );

  beforeAll(async () => {
    server = await participantApp();
    prefix = server.config.redisPrefix;
    await makeTeam(server, 'Pair', ['participant@demo.test', 'participant2@demo.test']);
    await placeAt(server, 'participant@demo.test', 'Austin Office');
    await placeAt(server, 'participant2@demo.test', 'South Region');
    pat = await signIn(server, 'participant@demo.test');
    sam = await signIn(server, 'participant2@demo.test');
  });
  afterAll(() => server.close());

  it('after a burst of 20 concurrent logs and 6 concurrent unlogs by two participants', async () => {
    // The boards are built (the first read) before anyone logs.
    expect((await board(server, pat, 'leaderboard')).meta.me).toMatchObject({
      rank: 1,
      score: 0,
    });
    const activities: number[] = (
      await server.db.query(
        'SELECT id FROM activities WHERE promotion_id = 2 AND week_available = 1 AND is_one_time = 0 AND parent_activity_id IS NULL ORDER BY id LIMIT 10',
      )
    ).map((row: { id: number }) => Number(row.id));
    expect(activities).toHaveLength(10);

    const logs = await Promise.all(activities.flatMap((id) => [log(pat, id), log(sam, id)]));
    expect(logs.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const unlogs = await Promise.all(
      activities.slice(0, 3).flatMap((id) => [log(pat, id, 'DELETE'), log(sam, id, 'DELETE')]),
    );
    expect(unlogs.map((response) => response.statusCode)).toEqual(Array(6).fill(200));

    expect(await check()).toEqual([]);
    const { Pat, Sam } = await totals();
    expect(Pat).toBeGreaterThan(0);
    const { data } = await board(server, pat, 'team_leaderboard');
    expect(shown(data)).toEqual([['Pair', Pat + Sam, 1]]);
    const places = await board(server, sam, 'location_leaderboard');
    expect(places.meta.me).toEqual({ id: places.data[0].id, rank: 1, score: Pat + Sam });
  });

  it('finds drift, and a rebuild from MySQL mends it', async () => {
    const individual = boardKey(prefix, 2, 'individual');
    const patId = await userIdOf(server, 'participant@demo.test');
    await server.redis.zadd(individual, 12345, memberOf(patId));
    await server.redis.zrem(
      boardKey(prefix, 2, 'team'),
      ...(await server.redis.zrange(boardKey(prefix, 2, 'team'), 0, -1)),
    );
    const { Pat } = await totals();
    expect(await check()).toEqual(
      expect.arrayContaining([
        { board: 'individual', id: patId, mysql: Pat, redis: 12345 },
        expect.objectContaining({ board: 'team', redis: null }),
      ]),
    );

    await rebuildBoards(server.db, server.redis, prefix, 2);
    expect(await check()).toEqual([]);
    expect((await board(server, pat, 'leaderboard')).meta.me).toEqual({
      id: patId,
      rank: 1,
      score: Pat,
    });
  });

  it('rebuilds boards that Redis lost on the next read', async () => {
    const before = await board(server, pat, 'leaderboard');
    await server.redis.del(readyKey(prefix, 2), boardKey(prefix, 2, 'individual'));
    const after = await board(server, pat, 'leaderboard');
    expect(after.data).toEqual(before.data);
    expect(after.meta).toEqual(before.meta);
    expect(await check()).toEqual([]);
  });
});
