import type { FastifyInstance } from 'fastify';
import { readFriendsBoard } from '@wellness/platform';
import { resetData } from '@wellness/platform/testing';
import { participantApp, userIdOf } from '../../helpers';
import { registrationCalls } from './support';

/** Registration meets the friend invites waiting for its address (services/social README "Friends"). */
describe('registration joins waiting friend invites', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await participantApp();
  });
  afterAll(() => server.close());
  beforeEach(() => resetData(server));

  const invite = async (fromEmail: string, email: string, token: string | null) => {
    const from = await userIdOf(server, fromEmail);
    await server.db.query(
      `INSERT INTO friendships (promotion_id, friender_id, friendee_id, friend_email, status, invite_token)
       VALUES (2, ?, NULL, ?, 'P', ?)`,
      [from, email, token],
    );
    return from;
  };
  const friendsBoardOf = async (userId: number) =>
    (await readFriendsBoard(server.db, server.redis, server.config.redisPrefix, 2, {
      userId,
      offset: 0,
      limit: 50,
    }))!;
  const friendshipsOf = (userId: number) =>
    server.db.query(
      'SELECT friender_id, status, invite_token FROM friendships WHERE friendee_id = ? ORDER BY friender_id',
      [userId],
    );

  it("the e-mailed link's token makes an accepted friendship; other invites to the address wait as requests", async () => {
    const calls = registrationCalls(server);
    const body = await calls.body();
    const pat = await invite('participant@demo.test', body.email as string, 'a'.repeat(48));
    const sam = await invite('participant2@demo.test', body.email as string, 'b'.repeat(48));
    // Pat's friends board is read (their friend set in Redis) before the registration.
    expect((await friendsBoardOf(pat)).friends).toBe(0);
    const response = await calls.register({ ...body, friend_invite: 'a'.repeat(48) });
    expect(response.statusCode).toBe(200);
    const id = response.json().data.id;
    expect(await friendshipsOf(id)).toEqual([
      { friender_id: pat, status: 'A', invite_token: null },
      { friender_id: sam, status: 'P', invite_token: null },
    ]);
    // The new friend is on Pat's friends board at once.
    const board = await friendsBoardOf(pat);
    expect(board.friends).toBe(1);
    expect(board.rows.map((row) => row.id).sort()).toEqual([pat, id].sort());
  });

  it('without the link (or with an unknown token) every invite waits as a request', async () => {
    const calls = registrationCalls(server);
    const body = await calls.body();
    const pat = await invite('participant@demo.test', body.email as string, 'c'.repeat(48));
    const response = await calls.register({ ...body, friend_invite: 'z'.repeat(48) });
    expect(response.statusCode).toBe(200);
    expect(await friendshipsOf(response.json().data.id)).toEqual([
      { friender_id: pat, status: 'P', invite_token: null },
    ]);
  });
});
