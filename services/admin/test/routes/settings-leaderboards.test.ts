import type { FastifyInstance } from 'fastify';
import {
  boardKey,
  checkBoards,
  memberOf,
  readFriendsBoard,
  rebuildBoards,
} from '@wellness/platform';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { seededIds } from './dashboard-helpers';

/** The leaderboards' sorted sets follow the admin's changes (participant README "Leaderboards at scale"). */
describe('admin changes move users on the leaderboards', () => {
  let server: FastifyInstance;
  let ids: Awaited<ReturnType<typeof seededIds>>;
  let prefix: string;
  let pat: number;
  let sam: number;
  let north: number;
  let south: number;

  const locationId = async (name: string) =>
    Number(
      (
        await server.db.query('SELECT id FROM locations WHERE name = ? AND promotion_id = 2', [
          name,
        ])
      )[0].id,
    );
  const score = (board: 'individual' | 'team' | 'location', id: number) =>
    server.redis.zscore(boardKey(prefix, 2, board), memberOf(id));
  const as = async (email: string, method: 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.inject({
      method,
      url,
      headers: clientHeaders(await signIn(server, email)),
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    server = await buildTestApp(app);
    prefix = server.config.redisPrefix;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await resetData(server);
    ids = await seededIds(server);
    pat = ids.userId('participant@demo.test');
    sam = ids.userId('participant2@demo.test');
    north = await locationId('North Region');
    south = await locationId('South Region');
    await server.db.query('UPDATE users SET total_points = 30, location_id = ? WHERE id = ?', [
      await locationId('Boston Office'),
      pat,
    ]);
    await server.db.query('UPDATE users SET total_points = 20, location_id = ? WHERE id = ?', [
      await locationId('Chicago Office'),
      sam,
    ]);
    await rebuildBoards(server.db, server.redis, prefix, 2);
  });

  it("moves a participant's points to the top-level location of their new location", async () => {
    const northBefore = Number(await score('location', north));
    const southBefore = Number(await score('location', south));
    const response = await as('coordinator@demo.test', 'PUT', `/api/users/${pat}/settings`, {
      first_name: 'Pat',
      last_name: 'Participant',
      email: 'participant@demo.test',
      location_id: await locationId('Austin Office'),
    });
    expect(response.statusCode).toBe(200);
    expect(Number(await score('location', north))).toBe(northBefore - 30);
    expect(Number(await score('location', south))).toBe(southBefore + 30);
    expect(await checkBoards(server.db, server.redis, prefix, 2)).toEqual([]);
  });

  it('takes a user whose role leaves the participant roles off the boards, and back', async () => {
    const toStaff = await as('master@demo.test', 'PUT', `/api/users/${sam}/role`, {
      role: 'Super Coordinator',
      is_wall_expert: false,
    });
    expect(toStaff.statusCode).toBe(200);
    expect(await score('individual', sam)).toBeNull();
    expect(await checkBoards(server.db, server.redis, prefix, 2)).toEqual([]);

    await as('master@demo.test', 'PUT', `/api/users/${sam}/role`, {
      role: 'User',
      is_wall_expert: false,
    });
    expect(await score('individual', sam)).toBe('20');
    expect(await checkBoards(server.db, server.redis, prefix, 2)).toEqual([]);
  });

  it('takes a deleted user and their points off every board', async () => {
    const northBefore = Number(await score('location', north));
    const response = await as('master@demo.test', 'DELETE', `/api/users/${pat}`);
    expect(response.statusCode).toBe(200);
    expect(await score('individual', pat)).toBeNull();
    expect(Number(await score('location', north))).toBe(northBefore - 30);
    expect(await checkBoards(server.db, server.redis, prefix, 2)).toEqual([]);
  });

  it("takes a deleted user off their friends' friends boards, friend count included", async () => {
    await server.db.query(
      "INSERT INTO friendships (promotion_id, friender_id, friendee_id, status) VALUES (2, ?, ?, 'A')",
      [pat, sam],
    );
    const samsBoard = async () => {
      const window = { userId: sam, offset: 0, limit: 50 };
      const page = await readFriendsBoard(server.db, server.redis, prefix, 2, window);
      return { ids: page!.rows.map((row) => row.id), friends: page!.friends };
    };
    // Read once: Sam's friend set is in Redis before the deletion.
    expect(await samsBoard()).toEqual({ ids: [pat, sam], friends: 1 });
    const response = await as('master@demo.test', 'DELETE', `/api/users/${pat}`);
    expect(response.statusCode).toBe(200);
    expect(await samsBoard()).toEqual({ ids: [sam], friends: 0 });
  });
});
