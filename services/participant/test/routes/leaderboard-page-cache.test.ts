import type { FastifyInstance } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { buildTestApp, clientHeaders, signIn } from '@wellness/platform/testing';
import { rebuildBoards } from '@wellness/platform';
import { app } from '../../src/app';
import { participantApp, today, userIdOf } from '../helpers';
import { board, makeTeam, placeAt, setPoints, shown } from '../leaderboard-fixtures';

// Two apps and a fresh seed to start: slower than the default on a busy machine.
jest.setTimeout(120_000);

/**
 * The boards' pages cached in each process (README, "Leaderboards at scale"): a page is used
 * only while its board's version in Redis is the one it was read at, so every change shows on
 * the next read, on every replica; each caller still gets their own standing.
 */
describe('the leaderboards’ page cache', () => {
  let server: FastifyInstance;
  /** A second replica of the service: the same database and Redis, its own page cache. */
  let replica: FastifyInstance;
  let pat: string;
  let sam: string;
  let patId: number;
  let samId: number;
  let logged = 0;
  /** The demo's opted-in participants: the individual board's size. */
  let participants: number;

  /** Logs an activity not logged yet today (the next one in order), through `on`. */
  const logOnce = async (on: FastifyInstance, cookie: string) => {
    const [activity] = await on.db.query(
      `SELECT id FROM activities WHERE promotion_id = 2 AND week_available = 1
          AND is_one_time = 0 AND parent_activity_id IS NULL ORDER BY id LIMIT 1 OFFSET ?`,
      [logged++],
    );
    const response = await on.inject({
      method: 'POST',
      url: `/api/entries/${today()}/entry_activities`,
      headers: clientHeaders(cookie),
      payload: { activity_id: Number(activity.id), feels_value: 1 },
    });
    expect(response.statusCode).toBe(201);
  };

  beforeAll(async () => {
    server = await participantApp();
    replica = await buildTestApp(app);
    await setPoints(server, { 'participant@demo.test': 30, 'participant2@demo.test': 20 });
    await makeTeam(server, 'Step Squad', ['participant@demo.test']);
    await makeTeam(server, 'Green Giants', ['participant2@demo.test']);
    await placeAt(server, 'participant@demo.test', 'Boston Office');
    await placeAt(server, 'participant2@demo.test', 'Austin Office');
    await rebuildBoards(server.db, server.redis, server.config.redisPrefix, 2);
    patId = await userIdOf(server, 'participant@demo.test');
    samId = await userIdOf(server, 'participant2@demo.test');
    const [{ count }] = await server.db.query(
      `SELECT COUNT(*) AS count FROM users WHERE promotion_id = 2 AND opted_in_individual_leaderboard = 1
          AND role IN ('User', 'Coordinator', 'Location Coordinator', 'Regional Coordinator')`,
    );
    participants = Number(count);
    pat = await signIn(server, 'participant@demo.test');
    sam = await signIn(server, 'participant2@demo.test');
  });
  afterAll(async () => {
    await replica?.close();
    await server?.close();
  });

  it('answers a repeated read from the page it holds: one Redis call besides the session, no MySQL', async () => {
    const first = await server.inject({
      url: '/api/promotions/2/leaderboard',
      headers: clientHeaders(pat),
    });
    const queries = jest.spyOn(server.db, 'query');
    const calls = jest.spyOn(server.redis, 'evalsha');
    try {
      const again = await server.inject({
        url: '/api/promotions/2/leaderboard',
        headers: clientHeaders(pat),
      });
      expect(again.body).toBe(first.body);
      expect(queries).not.toHaveBeenCalled();
      // The session and, sent with it, the caller's standing with the board's version.
      expect(calls).toHaveBeenCalledTimes(2);
    } finally {
      queries.mockRestore();
      calls.mockRestore();
    }
  });

  it('refuses a caller whose session is unknown or gone, as every route does', async () => {
    const gone = await signIn(server, 'participant2@demo.test');
    await server.redis.del(`${server.config.redisPrefix}session:${gone.split('=')[1]}`);
    for (const cookie of [gone, 'wellness_session=nobody', `wellness_session=${'x'.repeat(200)}`]) {
      for (const path of ['leaderboard', 'team_leaderboard', 'location_leaderboard']) {
        const response = await server.inject({
          url: `/api/promotions/2/${path}`,
          headers: clientHeaders(cookie),
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ errors: ['Log In Required'] });
      }
    }
    // Another promotion's board: the session's promotion decides, whatever was read with it.
    const elsewhere = await server.inject({
      url: '/api/promotions/1/leaderboard',
      headers: clientHeaders(pat),
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('sends exactly the shape the response schema declares, whoever asks', async () => {
    for (const path of ['leaderboard', 'team_leaderboard', 'location_leaderboard']) {
      const schema = server.declaredRoutes.find(
        (r) => r.method === 'GET' && r.url === `/api/promotions/:promotion_id/${path}`,
      )!.schema.response as Record<number, Parameters<typeof Value.Check>[0]>;
      for (const cookie of [pat, sam, pat]) {
        const response = await server.inject({
          url: `/api/promotions/2/${path}`,
          headers: clientHeaders(cookie),
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        const body = response.json();
        expect(Value.Check(schema[200], body)).toBe(true);
        // Nothing the schema would have left out.
        expect(Value.Clean(schema[200], structuredClone(body))).toEqual(body);
      }
    }
    const asPat = await board(server, pat, 'leaderboard');
    const asSam = await board(server, sam, 'leaderboard');
    expect(asPat.data).toEqual(asSam.data);
    expect(asPat.data[0]).toEqual({
      id: patId,
      profile: {
        first_name: 'Pat',
        last_name: 'Participant',
        image: null,
      },
      score: 30,
      rank: 1,
    });
    expect(asPat.meta).toEqual({
      total_records: participants,
      page_size: 50,
      me: { id: patId, rank: 1, score: 30 },
    });
    expect(asSam.meta).toEqual({
      total_records: participants,
      page_size: 50,
      me: { id: samId, rank: 2, score: 20 },
    });
  });

  it('shows a logged activity on the next read of every board', async () => {
    const before = {
      individual: await board(server, sam, 'leaderboard'),
      team: await board(server, sam, 'team_leaderboard'),
      location: await board(server, sam, 'location_leaderboard'),
    };
    expect(shown(before.team.data)).toEqual([
      ['Step Squad', 30, 1],
      ['Green Giants', 20, 2],
    ]);
    await logOnce(server, sam);
    const [{ total_points: points }] = await server.db.query(
      'SELECT total_points FROM users WHERE id = ?',
      [samId],
    );
    // Logging recomputes the total from the entries.
    expect(points).not.toBe(20);
    const individual = await board(server, sam, 'leaderboard');
    expect(individual.meta.me).toMatchObject({ id: samId, score: points });
    expect(individual.data.find((row: { id: number }) => row.id === samId).score).toBe(points);
    const team = await board(server, sam, 'team_leaderboard');
    expect(team.data.find((row: { name: string }) => row.name === 'Green Giants').score).toBe(
      points,
    );
    expect(team.meta.me.score).toBe(points);
    const location = await board(server, sam, 'location_leaderboard');
    expect(location.data).not.toEqual(before.location.data);
    // Sam is the only one with points below South Region.
    expect(location.meta.me.score).toBe(points);
  });

  it('shows another replica’s write on this replica’s next read', async () => {
    // Both replicas hold the pages now.
    const here = await board(server, pat, 'leaderboard');
    expect(await board(replica, pat, 'leaderboard')).toEqual(here);
    const samBefore = here.data.find((row: { id: number }) => row.id === samId).score;
    await logOnce(replica, sam);
    const after = await board(server, pat, 'leaderboard');
    const samAfter = after.data.find((row: { id: number }) => row.id === samId).score;
    expect(samAfter).toBeGreaterThan(samBefore);
    expect(await board(replica, pat, 'leaderboard')).toEqual(after);
  });

  it('shows a rebuild from MySQL on the next read', async () => {
    await board(server, pat, 'team_leaderboard');
    await server.db.query("UPDATE teams SET name = 'Stride Squad' WHERE name = 'Step Squad'");
    await server.db.query('UPDATE users SET total_points = 500 WHERE id = ?', [patId]);
    await rebuildBoards(server.db, server.redis, server.config.redisPrefix, 2);
    const team = await board(server, pat, 'team_leaderboard');
    expect(shown(team.data)[0]).toEqual(['Stride Squad', 500, 1]);
    const individual = await board(replica, sam, 'leaderboard');
    expect(shown(individual.data)[0]).toEqual(['Pat Participant', 500, 1]);
  });

  it('keeps a page per page size and page', async () => {
    const one = await server.inject({
      url: '/api/promotions/2/leaderboard?page_size=1',
      headers: clientHeaders(sam),
    });
    const two = await server.inject({
      url: '/api/promotions/2/leaderboard?page_size=1&page=2',
      headers: clientHeaders(sam),
    });
    expect(shown(one.json().data)).toEqual([['Pat Participant', 500, 1]]);
    expect(one.json().data).not.toEqual(two.json().data);
    expect(two.json().data[0].id).toBe(samId);
    expect(two.json().meta).toMatchObject({ total_records: participants, page_size: 1 });
  });

  it('reads a stale page once for the callers that find it stale at once, each with their own rank', async () => {
    await board(server, pat, 'leaderboard');
    await logOnce(server, sam);
    const calls = jest.spyOn(server.redis, 'evalsha');
    try {
      const callers = [pat, sam, pat, sam, pat];
      const reads = await Promise.all(
        callers.map((cookie) => board(server, cookie, 'leaderboard')),
      );
      // Each caller's session and standing; then one page read for all five.
      expect(calls).toHaveBeenCalledTimes(callers.length * 2 + 1);
      expect(new Set(reads.map((read) => JSON.stringify(read.data))).size).toBe(1);
      expect(reads.map((read) => read.meta.me.id)).toEqual([patId, samId, patId, samId, patId]);
    } finally {
      calls.mockRestore();
    }
  });
});
