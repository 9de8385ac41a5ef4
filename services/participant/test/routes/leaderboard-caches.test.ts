import type { FastifyInstance } from 'fastify';
import {
  NAMES_TTL_SECONDS,
  boardWriter,
  changeBoards,
  memberOf,
  namesKey,
  rebuildBoards,
} from '@wellness/platform';
import { signIn } from '@wellness/platform/testing';
import { participantApp, userIdOf } from '../helpers';
import { board, makeTeam, placeAt, setPoints, shown } from '../leaderboard-fixtures';

/**
 * The boards' read caches (services/participant README, "Leaderboards at scale"): the page's
 * names and the caller's team and location come from Redis, and follow every change made
 * with the boards (`changeBoards`, as settings, logging and the master's edits do).
 */
describe('the leaderboards’ names and caller caches', () => {
  let server: FastifyInstance;
  let pat: string;
  let patId: number;
  const names = () => namesKey(server.config.redisPrefix, 2, 'individual');
  /** A change made the way the services make it: the boards moved in the same step. */
  const change = (sql: string, args: unknown[]) =>
    changeBoards(server.db, boardWriter(server), patId, () => server.db.query(sql, args));

  beforeAll(async () => {
    server = await participantApp();
    await setPoints(server, { 'participant@demo.test': 30, 'participant2@demo.test': 20 });
    await makeTeam(server, 'Step Squad', ['participant@demo.test']);
    await makeTeam(server, 'Green Giants', ['participant2@demo.test']);
    await placeAt(server, 'participant@demo.test', 'Boston Office');
    await placeAt(server, 'participant2@demo.test', 'Chicago Office');
    patId = await userIdOf(server, 'participant@demo.test');
    pat = await signIn(server, 'participant@demo.test');
  });
  afterAll(() => server.close());

  it('shows a renamed participant at once, and keeps any name at most a minute', async () => {
    const before = await board(server, pat, 'leaderboard');
    expect(shown(before.data)[0]).toEqual(['Pat Participant', 30, 1]);
    expect(await server.redis.hexists(names(), memberOf(patId))).toBe(1);
    const ttl = await server.redis.ttl(names());
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(NAMES_TTL_SECONDS);

    await change('UPDATE users SET first_name = ? WHERE id = ?', ['Patricia', patId]);
    const after = await board(server, pat, 'leaderboard');
    expect(shown(after.data)[0]).toEqual(['Patricia Participant', 30, 1]);
  });

  it('gives the caller’s new team its rank as soon as they move', async () => {
    const first = await board(server, pat, 'team_leaderboard');
    const squad = first.data.find((row: { name: string }) => row.name === 'Step Squad');
    expect(first.meta.me).toEqual({ id: squad.id, rank: 1, score: 30 });

    const giants = first.data.find((row: { name: string }) => row.name === 'Green Giants');
    await change('UPDATE users SET team_id = ? WHERE id = ?', [giants.id, patId]);
    const moved = await board(server, pat, 'team_leaderboard');
    expect(shown(moved.data)).toEqual([
      ['Green Giants', 50, 1],
      ['Step Squad', 0, 2],
    ]);
    expect(moved.meta.me).toEqual({ id: giants.id, rank: 1, score: 50 });
  });

  it('follows a location moved in the tree once the boards are rebuilt', async () => {
    const before = await board(server, pat, 'location_leaderboard');
    expect(shown(before.data)).toEqual([
      ['North Region', 50, 1],
      ['South Region', 0, 2],
    ]);
    expect(before.meta.me).toEqual({ id: before.data[0].id, rank: 1, score: 50 });
    // Boston Office moves under South Region (the admin service rebuilds after the commit).
    await server.db.query(
      `UPDATE locations SET parent_id = (SELECT id FROM (SELECT id FROM locations
         WHERE promotion_id = 2 AND name = 'South Region') s) WHERE promotion_id = 2 AND name = ?`,
      ['Boston Office'],
    );
    await rebuildBoards(server.db, server.redis, server.config.redisPrefix, 2);
    const after = await board(server, pat, 'location_leaderboard');
    expect(shown(after.data)).toEqual([
      ['South Region', 30, 1],
      ['North Region', 20, 2],
    ]);
    expect(after.meta.me).toEqual({ id: after.data[0].id, rank: 1, score: 30 });
  });
});
