import type { FastifyInstance } from 'fastify';
import { friendsChanged, rebuildBoards } from '@wellness/platform';
import { buildTestApp, clientHeaders, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { participantApp, today, userIdOf } from '../helpers';
import { befriend, board, setPoints, shown } from '../leaderboard-fixtures';

// Two apps and a fresh seed to start: slower than the default on a busy machine.
jest.setTimeout(120_000);

/**
 * Each process keeps the friends pages it sent, with the version Redis had for them (README,
 * "Leaderboards at scale"): a read that finds Redis at that version sends the copy; a friend's
 * score, a friendship or a rebuild moves the version, on every replica.
 */
describe('the friends board’s page cache', () => {
  let server: FastifyInstance;
  let replica: FastifyInstance;
  let pat: string;
  let sam: string;
  let patId: number;
  let samId: number;

  const friendsOf = (on: FastifyInstance, cookie = pat, id = patId) =>
    board(on, cookie, `leaderboard?friends_of=${id}`);

  beforeAll(async () => {
    server = await participantApp();
    replica = await buildTestApp(app);
    await setPoints(server, { 'participant@demo.test': 30, 'participant2@demo.test': 20 });
    await rebuildBoards(server.db, server.redis, server.config.redisPrefix, 2);
    patId = await userIdOf(server, 'participant@demo.test');
    samId = await userIdOf(server, 'participant2@demo.test');
    await befriend(server, 'participant@demo.test', 'participant2@demo.test');
    await friendsChanged(server.redis, server.config.redisPrefix, 2, [patId, samId]);
    pat = await signIn(server, 'participant@demo.test');
    sam = await signIn(server, 'participant2@demo.test');
  });
  afterAll(async () => {
    await replica?.close();
    await server?.close();
  });

  it('answers a repeated read from its copy: one Redis call besides the session, no sorting, no MySQL', async () => {
    const first = await server.inject({
      url: `/api/promotions/2/leaderboard?friends_of=${patId}`,
      headers: clientHeaders(pat),
    });
    expect(shown(first.json().data)).toEqual([
      ['Pat Participant', 30, 1],
      ['Sam Second', 20, 2],
    ]);
    const queries = jest.spyOn(server.db, 'query');
    const calls = jest.spyOn(server.redis, 'evalsha');
    try {
      const again = await server.inject({
        url: `/api/promotions/2/leaderboard?friends_of=${patId}`,
        headers: clientHeaders(pat),
      });
      expect(again.body).toBe(first.body);
      expect(queries).not.toHaveBeenCalled();
      expect(calls).toHaveBeenCalledTimes(2);
      // The friends script answered with the version alone.
      const answers = await Promise.all(calls.mock.results.map((result) => result.value));
      expect(answers).toContainEqual(['same', expect.any(String)]);
    } finally {
      queries.mockRestore();
      calls.mockRestore();
    }
  });

  it('keeps each caller’s page apart: their own rows and standing', async () => {
    const asPat = await friendsOf(server);
    const asSam = await friendsOf(server, sam, samId);
    expect(asPat.meta.me).toEqual({ id: patId, rank: 1, score: 30 });
    expect(asSam.meta.me).toEqual({ id: samId, rank: 2, score: 20 });
    // The same page again for each: still their own.
    expect((await friendsOf(server)).meta.me.id).toBe(patId);
    expect((await friendsOf(server, sam, samId)).meta.me.id).toBe(samId);
  });

  it('shows a friend’s logged activity on the next read, on every replica', async () => {
    const here = await friendsOf(server);
    expect(await friendsOf(replica)).toEqual(here);
    const [activity] = await server.db.query(
      `SELECT id FROM activities WHERE promotion_id = 2 AND week_available = 1
          AND is_one_time = 0 AND parent_activity_id IS NULL ORDER BY id LIMIT 1`,
    );
    const logged = await replica.inject({
      method: 'POST',
      url: `/api/entries/${today()}/entry_activities`,
      headers: clientHeaders(sam),
      payload: { activity_id: Number(activity.id), feels_value: 1 },
    });
    expect(logged.statusCode).toBe(201);
    const [{ total_points: points }] = await server.db.query(
      'SELECT total_points FROM users WHERE id = ?',
      [samId],
    );
    expect(Number(points)).not.toBe(20);
    for (const on of [server, replica]) {
      const after = await friendsOf(on);
      expect(after.data.find((row: { id: number }) => row.id === samId).score).toBe(Number(points));
    }
  });

  it('shows a new friendship and an ended one on the next read', async () => {
    await friendsOf(server);
    await setPoints(server, { 'coordinator@demo.test': 25 });
    await rebuildBoards(server.db, server.redis, server.config.redisPrefix, 2);
    await friendsOf(server);
    const coordinatorId = await userIdOf(server, 'coordinator@demo.test');
    await befriend(server, 'coordinator@demo.test', 'participant@demo.test');
    await friendsChanged(server.redis, server.config.redisPrefix, 2, [coordinatorId, patId]);
    const three = await friendsOf(server);
    expect(three.meta.friends).toBe(2);
    expect(three.data.map((row: { id: number }) => row.id)).toContain(coordinatorId);
    await server.db.query('DELETE FROM friendships WHERE friender_id = ? AND friendee_id = ?', [
      coordinatorId,
      patId,
    ]);
    await friendsChanged(server.redis, server.config.redisPrefix, 2, [coordinatorId, patId]);
    const two = await friendsOf(replica);
    expect(two.meta.friends).toBe(1);
    expect(two.data.map((row: { id: number }) => row.id)).not.toContain(coordinatorId);
  });
});
