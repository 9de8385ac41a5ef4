import type { FastifyInstance } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import {
  FRIEND_SET_TTL_SECONDS,
  checkBoards,
  friendSetKey,
  friendSetVersion,
  friendsChanged,
  rebuildBoards,
  storeFriendSet,
} from '@wellness/platform';
import { buildTestApp, clientHeaders, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { participantApp, userIdOf } from '../helpers';
import { befriend, board, setPoints, shown } from '../leaderboard-fixtures';

/**
 * The friends board from Redis (README, "Leaderboards at scale"): each person's friend set,
 * dropped by every friendship change (services/social's own tests make them through its API),
 * read with the friends board's scores; two replicas share one Redis.
 */
describe('the friends board', () => {
  let server: FastifyInstance;
  let replica: FastifyInstance;
  const cookie: Record<string, string> = {};
  const id: Record<string, number> = {};
  const prefix = () => server.config.redisPrefix;

  const friendsOf = (on: FastifyInstance, who: string, query = '') =>
    board(on, cookie[who], `leaderboard?friends_of=${id[who]}${query}`);
  /** Whom `who` sees on their friends board (replica or not), and their friend count. */
  const seen = async (who: string, on = server) => {
    const { data, meta } = await friendsOf(on, who);
    return { rows: shown(data), friends: meta.friends };
  };

  beforeAll(async () => {
    server = await participantApp();
    replica = await buildTestApp(app);
    await setPoints(server, {
      'participant@demo.test': 30,
      'participant2@demo.test': 20,
      'coordinator@demo.test': 20,
      'locationcoordinator@demo.test': 10,
    });
    for (const who of ['participant', 'participant2', 'coordinator', 'locationcoordinator']) {
      id[who] = await userIdOf(server, `${who}@demo.test`);
      cookie[who] = await signIn(server, `${who}@demo.test`);
    }
    // The replica's start built the boards before the points above were written.
    await rebuildBoards(server.db, server.redis, prefix(), 2);
    // Two apps to start on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await replica?.close();
    await server?.close();
  });

  /** A friendship change as the social service makes it: the row, then the announcement. */
  const change = async (sql: string, people: string[]) => {
    const ids = people.map((who) => id[who]);
    await server.db.query(sql, ids);
    await friendsChanged(server.redis, prefix(), 2, ids);
  };

  it('shows a friendship made or ended on the next read, on every replica', async () => {
    expect(await seen('participant')).toEqual({ rows: [['Pat Participant', 30, 1]], friends: 0 });
    await change(
      "INSERT INTO friendships (promotion_id, friender_id, friendee_id, status) VALUES (2, ?, ?, 'A')",
      ['participant', 'participant2'],
    );
    const both = {
      rows: [
        ['Pat Participant', 30, 1],
        ['Sam Second', 20, 2],
      ],
      friends: 1,
    };
    expect(await seen('participant', replica)).toEqual(both);
    expect(await seen('participant', server)).toEqual(both);
    expect(await seen('participant2', server)).toEqual(both);
    await change('DELETE FROM friendships WHERE friender_id = ? AND friendee_id = ?', [
      'participant',
      'participant2',
    ]);
    expect(await seen('participant2', replica)).toEqual({
      rows: [['Sam Second', 20, 1]],
      friends: 0,
    });
  });

  it('ranks tied friends together, newest account first, a page at a time', async () => {
    await befriend(server, 'participant@demo.test', 'participant2@demo.test');
    await change(
      "INSERT INTO friendships (promotion_id, friender_id, friendee_id, status) VALUES (2, ?, ?, 'A')",
      ['coordinator', 'participant'],
    );
    expect(await seen('participant', replica)).toEqual({
      rows: [
        ['Pat Participant', 30, 1],
        ['Cora Coordinator', 20, 2],
        ['Sam Second', 20, 2],
      ],
      friends: 2,
    });
    // A page of it keeps the board's ranks; the caller's own row stays in meta.
    const second = await friendsOf(server, 'participant', '&page_size=2&page=2');
    expect(shown(second.data)).toEqual([['Sam Second', 20, 2]]);
    expect(second.meta).toEqual({
      total_records: 3,
      page_size: 2,
      me: { id: id.participant, rank: 1, score: 30 },
      friends: 2,
    });
    await change('DELETE FROM friendships WHERE friender_id = ? AND friendee_id = ?', [
      'participant',
      'participant2',
    ]);
  });

  it('builds a lost friend set again from MySQL, with an expiry', async () => {
    expect((await seen('participant')).friends).toBe(1);
    // Written straight to MySQL, unannounced: seen once the set is gone (its expiry, a flush).
    await befriend(server, 'locationcoordinator@demo.test', 'participant@demo.test');
    expect((await seen('participant')).friends).toBe(1);
    await server.redis.del(friendSetKey(prefix(), 2, id.participant));
    expect(await seen('participant')).toEqual({
      rows: [
        ['Pat Participant', 30, 1],
        ['Cora Coordinator', 20, 2],
        ['Lou Location', 10, 3],
      ],
      friends: 2,
    });
    const ttl = await server.redis.ttl(friendSetKey(prefix(), 2, id.participant));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(FRIEND_SET_TTL_SECONDS);
  });

  it('keeps no set built from a MySQL read that a change overtook', async () => {
    const before = await friendSetVersion(server.redis, prefix(), 2, id.participant2);
    // A friendship change commits and is announced while a build is reading MySQL...
    await friendsChanged(server.redis, prefix(), 2, [id.participant2]);
    // ...so that build's (stale) answer is refused, and the next read asks MySQL.
    const stale = [id.participant, id.coordinator];
    expect(await storeFriendSet(server.redis, prefix(), 2, id.participant2, before, stale)).toBe(
      false,
    );
    expect((await seen('participant2')).friends).toBe(0);
    const now = await friendSetVersion(server.redis, prefix(), 2, id.participant2);
    expect(await storeFriendSet(server.redis, prefix(), 2, id.participant2, now, [])).toBe(true);
  });

  it('leaves out friends who opted out of it, still counting them, and stays equal to MySQL', async () => {
    await server.db.query('UPDATE users SET opted_in_friends_leaderboard = 0 WHERE id = ?', [
      id.coordinator,
    ]);
    await rebuildBoards(server.db, server.redis, prefix(), 2);
    expect(await checkBoards(server.db, server.redis, prefix(), 2)).toEqual([]);
    expect(await seen('participant')).toEqual({
      rows: [
        ['Pat Participant', 30, 1],
        ['Lou Location', 10, 2],
      ],
      friends: 2,
    });
    // Not on it oneself: no rank of one's own, the friends still shown.
    expect((await friendsOf(server, 'coordinator')).meta).toMatchObject({ me: null, friends: 1 });
  });

  it("is one's own only, for a signed-in caller of the board's promotion", async () => {
    const other = await board(
      server,
      cookie.participant,
      `leaderboard?friends_of=${id.coordinator}`,
    );
    expect([other.status, other.errors]).toEqual([404, ['User could not be found']]);
    const signedOut = await server.inject({
      url: `/api/promotions/2/leaderboard?friends_of=${id.participant}`,
      headers: clientHeaders(),
    });
    expect([signedOut.statusCode, signedOut.json()]).toEqual([
      401,
      { errors: ['Log In Required'] },
    ]);
    const elsewhere = await server.inject({
      url: `/api/promotions/1/leaderboard?friends_of=${id.participant}`,
      headers: clientHeaders(cookie.participant),
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('sends exactly the shape the response schema declares, in one Redis call besides the session', async () => {
    const schema = server.declaredRoutes.find(
      (r) => r.method === 'GET' && r.url === '/api/promotions/:promotion_id/leaderboard',
    )!.schema.response as Record<number, Parameters<typeof Value.Check>[0]>;
    const first = await friendsOf(server, 'participant');
    const queries = jest.spyOn(server.db, 'query');
    const calls = jest.spyOn(server.redis, 'evalsha');
    try {
      const response = await server.inject({
        url: `/api/promotions/2/leaderboard?friends_of=${id.participant}`,
        headers: clientHeaders(cookie.participant),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = response.json();
      expect(body.data).toEqual(first.data);
      expect(Value.Check(schema[200], body)).toBe(true);
      expect(Value.Clean(schema[200], structuredClone(body))).toEqual(body);
      expect(body.data[0]).toMatchObject({
        id: id.participant,
        profile: { first_name: 'Pat', last_name: 'Participant', image: null },
        score: 30,
        rank: 1,
      });
      expect(queries).not.toHaveBeenCalled();
      // The session and, sent with it, the friends board.
      expect(calls).toHaveBeenCalledTimes(2);
    } finally {
      queries.mockRestore();
      calls.mockRestore();
    }
  });
});
