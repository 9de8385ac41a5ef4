import type { FastifyInstance } from 'fastify';
import { friendsChanged, readFriendsBoard } from '@wellness/platform';
import { buildTestApp, clientHeaders } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { emptyFriends, friendsServer } from '../friends-helpers';
import type { Actor, WallActors } from '../wall-helpers';

/**
 * The friends board (services/participant) reads each person's friend set from Redis: every
 * friendship change made here shows on the very next read of it, through any replica.
 */
describe('friendship changes and the friends board', () => {
  let server: FastifyInstance;
  let replica: FastifyInstance;
  let actors: WallActors;
  let friends: Awaited<ReturnType<typeof friendsServer>>['friends'];
  /** Who is on `who`'s friends board (ids, best first) and how many friends they have. */
  const boardOf = async (who: Actor) => {
    const page = (await readFriendsBoard(server.db, server.redis, server.config.redisPrefix, 2, {
      userId: who.id,
      offset: 0,
      limit: 50,
    }))!;
    return { ids: page.rows.map((row) => row.id).sort(), friends: page.friends };
  };
  const on = (...people: Actor[]) => people.map((person) => person.id).sort();

  beforeAll(async () => {
    ({ server, actors, friends } = await friendsServer());
    replica = await buildTestApp(app);
  });
  beforeEach(async () => {
    await emptyFriends(server);
    // Written straight to MySQL: the friend sets are dropped as a script must.
    const people = Object.values(actors).map((person) => person.id);
    await friendsChanged(server.redis, server.config.redisPrefix, 2, people);
  });
  afterAll(async () => {
    await replica?.close();
    await server?.close();
  });

  it('shows an accepted request on both boards at once, and not a pending or declined one', async () => {
    const { author, other, coordinator } = actors;
    // Read first, so that both sets are in Redis before anything changes.
    expect(await boardOf(author)).toEqual({ ids: on(author), friends: 0 });
    expect(await boardOf(other)).toEqual({ ids: on(other), friends: 0 });
    const request = await friends.ask(author, other);
    expect(await boardOf(author)).toEqual({ ids: on(author), friends: 0 });
    expect((await friends.answer(other, request.id, 'A')).statusCode).toBe(200);
    expect(await boardOf(author)).toEqual({ ids: on(author, other), friends: 1 });
    expect(await boardOf(other)).toEqual({ ids: on(author, other), friends: 1 });
    const declined = await friends.ask(coordinator, author);
    expect((await friends.answer(author, declined.id, 'D')).statusCode).toBe(200);
    expect((await boardOf(author)).friends).toBe(1);
  });

  it('shows a request accepted by asking back, and a friendship removed by either friend', async () => {
    const { author, other } = actors;
    expect(await boardOf(author)).toEqual({ ids: on(author), friends: 0 });
    await friends.ask(other, author);
    // Asking someone who asked first accepts their request.
    const back = await friends.ask(author, other);
    expect(back.status).toBe('A');
    expect(await boardOf(author)).toEqual({ ids: on(author, other), friends: 1 });
    const removed = await friends.call(other, 'DELETE', `/api/friendships/${back.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await boardOf(author)).toEqual({ ids: on(author), friends: 0 });
    expect(await boardOf(other)).toEqual({ ids: on(other), friends: 0 });
  });

  it("shows another replica's change on this replica's next read", async () => {
    const { author, coordinator } = actors;
    expect((await boardOf(coordinator)).friends).toBe(0);
    const request = await friends.ask(author, coordinator);
    const answer = await replica.inject({
      method: 'PUT',
      url: `/api/friendships/${request.id}`,
      headers: clientHeaders(coordinator.cookie, coordinator.host),
      payload: { status: 'A' },
    });
    expect(answer.statusCode).toBe(200);
    expect(await boardOf(coordinator)).toEqual({ ids: on(author, coordinator), friends: 1 });
  });
});
