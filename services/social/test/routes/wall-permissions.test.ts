import type { FastifyInstance } from 'fastify';
import { befriend, wallServer } from '../wall-helpers';
import type { Actor, WallActors, api } from '../wall-helpers';

type Who = keyof WallActors;
const EVERYONE: Who[] = [
  'author',
  'other',
  'coordinator',
  'poster',
  'master',
  'expert',
  'outsider',
];

describe('spec 2 s6 permissions on the wall, for each kind of viewer', () => {
  let server: FastifyInstance;
  let actors: WallActors;
  let wall: ReturnType<typeof api>;
  beforeAll(async () => {
    ({ server, actors, wall } = await wallServer());
    // The author tags these two: tagging is for friends (spec 2 s1).
    await befriend(server, actors.author, actors.other, actors.coordinator);
  });
  afterAll(() => server.close());

  const newPost = (by: Actor = actors.author) => wall.post(by, { content: 'A walk at lunch' });
  const flag = (who: Actor, id: number, isFlagged: boolean) =>
    wall.call(who, 'PUT', `/api/posts/${id}`, { is_flagged: isFlagged });

  // Expected status per viewer; 404: another promotion's post does not exist for them.
  const report: Record<Who, number> = {
    author: 403,
    other: 200,
    coordinator: 403,
    poster: 200,
    master: 403,
    expert: 200,
    outsider: 404,
  };
  it.each(EVERYONE)('reporting a participant post as %s', async (who) => {
    const post = await newPost();
    const response = await flag(actors[who], post.id, true);
    expect(response.statusCode).toBe(report[who]);
    if (response.statusCode === 403)
      expect(response.json()).toEqual({ errors: ['You are not allowed to do that.'] });
    if (response.statusCode === 200)
      expect(response.json().data).toMatchObject({ is_flagged: true, can_report: false });
  });

  it.each(EVERYONE.filter((who) => who !== 'outsider'))(
    "nobody reports a wall expert's post: %s gets 403",
    async (who) => {
      const post = await newPost(actors.expert);
      expect((await flag(actors[who], post.id, true)).statusCode).toBe(403);
    },
  );

  it('refuses reporting a post that is already flagged', async () => {
    const post = await newPost();
    expect((await flag(actors.other, post.id, true)).statusCode).toBe(200);
    expect((await flag(actors.expert, post.id, true)).statusCode).toBe(403);
  });

  const unreport: Record<Who | 'flagger', number> = {
    flagger: 200,
    author: 403,
    other: 403,
    coordinator: 200,
    poster: 200,
    master: 200,
    expert: 403,
    outsider: 404,
  };
  it.each([...EVERYONE.filter((w) => w !== 'other'), 'flagger'] as Array<Who | 'flagger'>)(
    'unreporting as %s',
    async (who) => {
      const post = await newPost();
      await flag(actors.other, post.id, true);
      const caller = who === 'flagger' ? actors.other : actors[who];
      const response = await flag(caller, post.id, false);
      expect(response.statusCode).toBe(unreport[who]);
      if (response.statusCode === 200)
        expect(response.json().data).toMatchObject({ is_flagged: false, flagged_by: null });
    },
  );

  it('unreporting a post nobody reported changes nothing', async () => {
    const post = await newPost();
    const response = await flag(actors.other, post.id, false);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ is_flagged: false, flagged_by: null });
  });

  const remove: Record<Who, number> = {
    author: 200,
    other: 403,
    coordinator: 200,
    poster: 200,
    master: 200,
    expert: 403,
    outsider: 404,
  };
  it.each(EVERYONE)("deleting a participant's post as %s", async (who) => {
    const post = await newPost();
    const response = await wall.call(actors[who], 'DELETE', `/api/posts/${post.id}`);
    expect(response.statusCode).toBe(remove[who]);
    const after = await wall.call(actors.author, 'GET', `/api/posts/${post.id}`);
    expect(after.statusCode).toBe(remove[who] === 200 ? 404 : 200);
  });

  const removeExpert: Record<Who, number> = {
    author: 403,
    other: 403,
    coordinator: 403,
    poster: 200,
    master: 403,
    expert: 200,
    outsider: 404,
  };
  it.each(EVERYONE)("deleting a wall expert's post as %s", async (who) => {
    const post = await newPost(actors.expert);
    const response = await wall.call(actors[who], 'DELETE', `/api/posts/${post.id}`);
    expect(response.statusCode).toBe(removeExpert[who]);
  });

  const seesFlagged: Record<Exclude<Who, 'outsider'>, boolean> = {
    author: true,
    other: false,
    coordinator: true,
    poster: true,
    master: true,
    expert: false,
  };
  it.each(Object.keys(seesFlagged) as Array<Exclude<Who, 'outsider'>>)(
    'a flagged post as %s sees it',
    async (who) => {
      const post = await wall.post(actors.author, {
        content: 'Something reported',
        tagged_users: [actors.other.id],
      });
      await flag(actors.expert, post.id, true);
      const listed = (await wall.wall(actors[who])).data.find((p) => p.id === post.id)!;
      const single = (await wall.call(actors[who], 'GET', `/api/posts/${post.id}`)).json().data;
      for (const seen of [listed, single]) {
        expect(seen.is_flagged).toBe(true);
        if (seesFlagged[who]) {
          expect(seen.content).toBe('Something reported');
          expect(seen.user).toMatchObject({ profile: { full_name: 'Pat Participant' } });
        } else {
          expect(seen.content).toBe('');
          expect(seen.user).toMatchObject({
            profile: {
              first_name: 'Flagged',
              last_name: 'User',
              full_name: 'Flagged User',
              image: null,
            },
          });
          expect(seen.tagged_users).toEqual([]);
        }
        expect(seen.can_follow).toBe(false);
        expect(seen.show_location).toBe(false);
      }
    },
  );

  it('answers can_* flags as the rules do', async () => {
    const post = await newPost();
    const as = async (who: Actor) =>
      (await wall.call(who, 'GET', `/api/posts/${post.id}`)).json().data;
    expect(await as(actors.author)).toMatchObject({
      can_delete: true,
      can_report: false,
      can_follow: false,
      show_location: true,
    });
    expect(await as(actors.other)).toMatchObject({
      can_delete: false,
      can_report: true,
      can_follow: true,
      can_unreport: false,
    });
    expect(await as(actors.coordinator)).toMatchObject({ can_delete: true, can_report: false });
    const expertPost = await newPost(actors.poster);
    const seen = (await wall.call(actors.coordinator, 'GET', `/api/posts/${expertPost.id}`)).json()
      .data;
    expect(seen).toMatchObject({
      can_delete: false,
      show_location: false,
      user: { is_wall_expert: true },
    });
  });

  it.each(EVERYONE)('removing a tag as %s: only the tagged user', async (who) => {
    const post = await wall.post(actors.author, {
      content: 'Tagging',
      tagged_users: [actors.other.id, actors.coordinator.id],
    });
    const response = await wall.call(
      actors[who],
      'DELETE',
      `/api/posts/${post.id}/tags/${actors.other.id}`,
    );
    expect(response.statusCode).toBe(who === 'other' ? 200 : who === 'outsider' ? 404 : 403);
  });

  it("removes the caller's tag and answers the users still tagged", async () => {
    const post = await wall.post(actors.author, {
      content: 'Tagging',
      tagged_users: [actors.other.id, actors.coordinator.id],
    });
    const url = `/api/posts/${post.id}/tags/${actors.other.id}`;
    const response = await wall.call(actors.other, 'DELETE', url);
    expect(response.json().data.tagged_users.map((u: { id: number }) => u.id)).toEqual([
      actors.coordinator.id,
    ]);
    expect((await wall.call(actors.other, 'DELETE', url)).statusCode).toBe(404);
    const tagged = (await wall.wall(actors.other, '?filter=tagged')).data.map((p) => p.id);
    expect(tagged).not.toContain(post.id);
  });

  it("a comment's permissions follow the same rules", async () => {
    const post = await newPost();
    const comment = await wall.post(actors.other, {
      content: 'Nice one',
      parent_post_id: post.id,
    });
    expect((await flag(actors.other, comment.id, true)).statusCode).toBe(403);
    expect((await flag(actors.author, comment.id, true)).statusCode).toBe(200);
    expect((await wall.call(actors.author, 'DELETE', `/api/posts/${comment.id}`)).statusCode).toBe(
      403,
    );
    expect((await wall.call(actors.other, 'DELETE', `/api/posts/${comment.id}`)).statusCode).toBe(
      200,
    );
  });

  it('deleting a post deletes its comments, likes and tags', async () => {
    const post = await wall.post(actors.author, {
      content: 'Bye',
      tagged_users: [actors.other.id],
    });
    const comment = await wall.post(actors.other, { content: 'Hi', parent_post_id: post.id });
    await wall.call(actors.other, 'POST', '/api/likes', {
      likeable_id: post.id,
      likeable_type: 'Post',
    });
    await wall.call(actors.author, 'POST', '/api/likes', {
      likeable_id: comment.id,
      likeable_type: 'Post',
    });
    expect((await wall.call(actors.author, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(
      200,
    );
    const [counts] = await server.db.query(
      `SELECT (SELECT COUNT(*) FROM posts WHERE id IN (?, ?)) AS posts,
        (SELECT COUNT(*) FROM likes WHERE likeable_id IN (?, ?)) AS likes,
        (SELECT COUNT(*) FROM post_tags WHERE post_id IN (?, ?)) AS tags`,
      [post.id, comment.id, post.id, comment.id, post.id, comment.id],
    );
    expect(counts).toEqual({ posts: '0', likes: '0', tags: '0' });
  });
});
