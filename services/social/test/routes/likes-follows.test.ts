import type { FastifyInstance } from 'fastify';
import { wallServer } from '../wall-helpers';
import type { WallActors, api } from '../wall-helpers';

describe('likes (/api/likes) and follows (/api/users/:user_id/follows)', () => {
  let server: FastifyInstance;
  let actors: WallActors;
  let wall: ReturnType<typeof api>;
  beforeAll(async () => {
    ({ server, actors, wall } = await wallServer());
  });
  afterAll(() => server.close());

  const like = (who = actors.other, likeableId: number, extra: object = {}) =>
    wall.call(who, 'POST', '/api/likes', {
      likeable_id: likeableId,
      likeable_type: 'Post',
      ...extra,
    });

  it('likes once (409 the second time), shows it on the post, and unlikes', async () => {
    const post = await wall.post(actors.author, { content: 'Like me' });
    const created = await like(actors.other, post.id);
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      likeable_id: post.id,
      likeable_type: 'Post',
      user_id: actors.other.id,
    });
    const again = await like(actors.other, post.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: ['You already like this.'] });
    const seen = (await wall.call(actors.other, 'GET', `/api/posts/${post.id}`)).json().data;
    expect(seen).toMatchObject({ likes_count: 1, liked_by_me: true, like_id: data.id });
    const byAuthor = (await wall.call(actors.author, 'GET', `/api/posts/${post.id}`)).json().data;
    expect(byAuthor).toMatchObject({ likes_count: 1, liked_by_me: false, like_id: null });
    expect((await wall.call(actors.author, 'DELETE', `/api/likes/${data.id}`)).statusCode).toBe(
      403,
    );
    expect((await wall.call(actors.outsider, 'DELETE', `/api/likes/${data.id}`)).statusCode).toBe(
      404,
    );
    expect((await wall.call(actors.other, 'DELETE', `/api/likes/${data.id}`)).statusCode).toBe(200);
    expect((await like(actors.other, post.id)).statusCode).toBe(201);
  });

  it("refuses liking for someone else and another promotion's posts", async () => {
    const post = await wall.post(actors.author, { content: 'Mine' });
    expect((await like(actors.other, post.id, { user_id: actors.author.id })).statusCode).toBe(403);
    expect((await like(actors.other, post.id, { user_id: actors.other.id })).statusCode).toBe(201);
    expect((await like(actors.outsider, post.id)).statusCode).toBe(404);
  });

  it('follows, lists, reads and unfollows', async () => {
    const base = `/api/users/${actors.author.id}/follows`;
    const created = await wall.call(actors.author, 'POST', base, { followee_id: actors.other.id });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({
      id: actors.other.id,
      profile: { full_name: 'Sam Second', image: null },
      user_id: actors.author.id,
    });
    const again = await wall.call(actors.author, 'POST', base, { followee_id: actors.other.id });
    expect(again.statusCode).toBe(409);
    expect((await wall.call(actors.author, 'GET', base)).json().data).toHaveLength(1);
    expect((await wall.call(actors.author, 'GET', `${base}/${actors.other.id}`)).statusCode).toBe(
      200,
    );
    const post = await wall.post(actors.other, { content: 'Followed' });
    const seen = (await wall.call(actors.author, 'GET', `/api/posts/${post.id}`)).json().data;
    expect(seen).toMatchObject({ is_following: true, can_follow: true });
    expect(
      (await wall.call(actors.author, 'DELETE', `${base}/${actors.other.id}`)).statusCode,
    ).toBe(200);
    expect((await wall.call(actors.author, 'GET', base)).json().data).toEqual([]);
    expect(
      (await wall.call(actors.author, 'DELETE', `${base}/${actors.other.id}`)).statusCode,
    ).toBe(404);
  });

  it("refuses following yourself, other promotions' users, and someone else's list", async () => {
    const base = `/api/users/${actors.author.id}/follows`;
    const self = await wall.call(actors.author, 'POST', base, { followee_id: actors.author.id });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toEqual({ errors: ['You cannot follow yourself.'] });
    const outsider = await wall.call(actors.author, 'POST', base, {
      followee_id: actors.outsider.id,
    });
    expect(outsider.statusCode).toBe(404);
    expect((await wall.call(actors.other, 'GET', base)).statusCode).toBe(404);
    expect(
      (await wall.call(actors.other, 'POST', base, { followee_id: actors.coordinator.id }))
        .statusCode,
    ).toBe(404);
  });
});
