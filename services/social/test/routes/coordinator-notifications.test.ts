import type { FastifyInstance } from 'fastify';
import { DEFAULT_HOST, clientHeaders } from '@wellness/platform/testing';
import { actor, wallServer } from '../wall-helpers';
import type { WallActors, api } from '../wall-helpers';

describe('coordinator notifications (POST /api/promotions/:id/notifications) and newLikeCreated', () => {
  let server: FastifyInstance;
  let actors: WallActors;
  let wall: ReturnType<typeof api>;
  beforeAll(async () => {
    ({ server, actors, wall } = await wallServer());
  });
  afterAll(() => server.close());

  const send = (
    who = actors.coordinator,
    body: object = { message: 'Walk at noon today!' },
    id = 2,
  ) => wall.call(who, 'POST', `/api/promotions/${id}/notifications`, body);

  it('notifies every participant of the promotion (not the sender) under one key, with one live event', async () => {
    const publish = jest.spyOn(server.events, 'publish');
    const response = await send(actors.coordinator, {
      message: '  Walk at noon today!  ',
      title: 'Noon walk',
    });
    expect(response.statusCode).toBe(201);
    const sent = response.json().data;
    const [{ n }] = await server.db.query(
      "SELECT COUNT(*) AS n FROM users WHERE promotion_id = 2 AND role IN ('User', 'Coordinator', 'Location Coordinator', 'Regional Coordinator') AND id <> ?",
      [actors.coordinator.id],
    );
    expect(sent).toMatchObject({
      title: 'Noon walk',
      message: 'Walk at noon today!',
      link: '/notifications',
      sender_id: actors.coordinator.id,
      recipients: Number(n),
    });
    const rows = await server.db.query('SELECT user_id FROM notifications WHERE `key` = ?', [
      sent.key,
    ]);
    expect(rows.map((r: { user_id: number }) => r.user_id)).toEqual(
      expect.arrayContaining([actors.author.id, actors.other.id]),
    );
    expect(rows.map((r: { user_id: number }) => r.user_id)).not.toContain(actors.coordinator.id);
    const list = await wall.call(actors.author, 'GET', '/api/promotions/2/notifications');
    expect(list.json().data[0]).toMatchObject({
      title: 'Noon walk',
      message: 'Walk at noon today!',
    });
    const live = publish.mock.calls
      .map(([e]) => e)
      .filter((e) => e.type === 'newCoordinatorNotification');
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ audience: { kind: 'promotion' }, payload: { key: sent.key } });
    publish.mockRestore();
  });

  it("refuses a blank message with the spec's words, participants, and another promotion", async () => {
    const blank = await send(actors.coordinator, { message: '   ' });
    expect([blank.statusCode, blank.json()]).toEqual([
      422,
      { errors: ['Oops, a message is needed.'] },
    ]);
    expect((await send(actors.author)).statusCode).toBe(403);
    expect((await send(actors.poster)).statusCode).toBe(403);
    expect((await send(actors.coordinator, { message: 'x' }, 1)).statusCode).toBe(404);
    // A master manages every promotion.
    expect((await send(actors.master)).statusCode).toBe(201);
    const defaultMaster = await actor(server, 'master', 'master@wellness.test', DEFAULT_HOST);
    expect((await send(defaultMaster)).statusCode).toBe(201);
    const external = await server.inject({
      method: 'POST',
      url: '/api/promotions/2/notifications',
      headers: clientHeaders(actors.coordinator.cookie, actors.coordinator.host),
      payload: { message: 'x', link: 'https://evil.example' },
    });
    expect(external.statusCode).toBe(400);
  });

  it('publishes newLikeCreated to the promotion when a post is liked', async () => {
    const publish = jest.spyOn(server.events, 'publish');
    const post = await wall.post(actors.author, { content: 'Like me live' });
    await wall.call(actors.other, 'POST', '/api/likes', {
      likeable_id: post.id,
      likeable_type: 'Post',
    });
    const liked = publish.mock.calls.map(([e]) => e).filter((e) => e.type === 'newLikeCreated');
    expect(liked).toHaveLength(1);
    expect(liked[0]).toMatchObject({
      promotion_id: 2,
      audience: { kind: 'promotion' },
      payload: { likeable_id: post.id, likeable_type: 'Post', user_id: actors.other.id },
    });
    publish.mockRestore();
  });
});
