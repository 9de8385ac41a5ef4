import type { FastifyInstance } from 'fastify';
import { befriend, emptyWalls, wallServer } from '../wall-helpers';
import type { WallActors, api } from '../wall-helpers';

describe('the wall: filters, search, paging, comments, events and notifications', () => {
  let server: FastifyInstance;
  let actors: WallActors;
  let wall: ReturnType<typeof api>;
  beforeAll(async () => {
    ({ server, actors, wall } = await wallServer());
  });
  afterAll(() => server.close());
  // Each test starts from an empty wall.
  beforeEach(async () => {
    await emptyWalls(server);
    await server.db.query('DELETE FROM friendships');
    await server.db.query('UPDATE users SET location_id = NULL');
  });

  const contents = (data: Array<{ content: string }>) => data.map((p) => p.content);
  const notifications = (userId: number) =>
    server.db.query(
      'SELECT `key`, link, title, message FROM notifications WHERE user_id = ? ORDER BY id',
      [userId],
    ) as Promise<Array<{ key: string; link: string; title: string; message: string }>>;

  it('pages by 20, newest first, with total_records', async () => {
    for (let i = 1; i <= 23; i += 1) await wall.post(actors.author, { content: `Post ${i}` });
    const first = await wall.wall(actors.other);
    expect(first.data).toHaveLength(20);
    expect(first.data[0].content).toBe('Post 23');
    expect(first.meta).toEqual({ total_records: 23, page_size: 20 });
    const second = await wall.wall(actors.other, '?page=2');
    expect(contents(second.data)).toEqual(['Post 3', 'Post 2', 'Post 1']);
  });

  it('searches content case-insensitively, treating % and _ literally', async () => {
    await wall.post(actors.author, { content: 'Morning YOGA class' });
    await wall.post(actors.author, { content: 'Evening run' });
    await wall.post(actors.author, { content: '100% done' });
    expect(contents((await wall.wall(actors.other, '?search=yoga')).data)).toEqual([
      'Morning YOGA class',
    ]);
    expect(contents((await wall.wall(actors.other, '?search=%25')).data)).toEqual(['100% done']);
    expect((await wall.wall(actors.other, '?search=_')).data).toEqual([]);
  });

  it('does not find flagged text for viewers who may not see it', async () => {
    const post = await wall.post(actors.author, { content: 'secret words' });
    await wall.call(actors.other, 'PUT', `/api/posts/${post.id}`, { is_flagged: true });
    expect((await wall.wall(actors.other, '?search=secret')).data).toEqual([]);
    expect((await wall.wall(actors.author, '?search=secret')).data).toHaveLength(1);
    expect((await wall.wall(actors.coordinator, '?search=secret')).data).toHaveLength(1);
  });

  it('filters my, tagged, following (and one followed user), location and friends', async () => {
    await befriend(server, actors.author, actors.other);
    await wall.post(actors.author, { content: 'by Pat', tagged_users: [actors.other.id] });
    await server.db.query('DELETE FROM friendships');
    await wall.post(actors.other, { content: 'by Sam' });
    await wall.post(actors.coordinator, { content: 'by Cora' });
    expect(contents((await wall.wall(actors.author, '?filter=my')).data)).toEqual(['by Pat']);
    expect(contents((await wall.wall(actors.other, '?filter=tagged')).data)).toEqual(['by Pat']);
    expect((await wall.wall(actors.author, '?filter=following')).data).toEqual([]);
    for (const followee of [actors.other, actors.coordinator])
      await wall.call(actors.author, 'POST', `/api/users/${actors.author.id}/follows`, {
        followee_id: followee.id,
      });
    expect(contents((await wall.wall(actors.author, '?filter=following')).data)).toEqual([
      'by Cora',
      'by Sam',
    ]);
    expect(
      contents(
        (await wall.wall(actors.author, `?filter=following&follow=${actors.other.id}`)).data,
      ),
    ).toEqual(['by Sam']);
    // No location: nothing; a shared location: those users' posts.
    expect((await wall.wall(actors.author, '?filter=location')).data).toEqual([]);
    await server.db.query('UPDATE users SET location_id = 7 WHERE id IN (?, ?)', [
      actors.author.id,
      actors.coordinator.id,
    ]);
    const local = (await wall.wall(actors.author, '?filter=location')).data;
    expect(contents(local)).toEqual(['by Cora', 'by Pat']);
    expect(local[0].user).toMatchObject({ profile: { location: { id: 7 } } });
    const friends = await wall.call(actors.author, 'GET', '/api/posts?filter=friends');
    expect(friends.statusCode).toBe(404);
    expect(friends.json()).toEqual({ errors: ['Friendships could not be found'] });
    // A friend's posts once friends (either side asked); a pending request is not a friend.
    await server.db.query(
      "INSERT INTO friendships (promotion_id, friender_id, friendee_id, status) VALUES (2, ?, ?, 'A'), (2, ?, ?, 'P')",
      [actors.other.id, actors.author.id, actors.author.id, actors.coordinator.id],
    );
    expect(contents((await wall.wall(actors.author, '?filter=friends')).data)).toEqual(['by Sam']);
    await server.db.query('DELETE FROM friendships');
  });

  it('embeds the 2 latest comments oldest first; lists all via wallable_type=Post', async () => {
    const post = await wall.post(actors.author, { content: 'Post' });
    for (const n of [1, 2, 3])
      await wall.post(actors.other, { content: `Comment ${n}`, parent_post_id: post.id });
    const [listed] = (await wall.wall(actors.author)).data;
    expect(listed.reply_count).toBe(3);
    expect(contents(listed.posts)).toEqual(['Comment 2', 'Comment 3']);
    expect(listed.posts[0].depth).toBe(1);
    const more = (await wall.wall(actors.author, '?reply_count=5')).data[0];
    expect(more.posts).toHaveLength(3);
    const all = await wall.wall(
      actors.author,
      `?wallable_type=Post&wallable_id=${post.id}&page_size=0`,
    );
    expect(contents(all.data)).toEqual(['Comment 1', 'Comment 2', 'Comment 3']);
    expect(all.meta.total_records).toBe(3);
    const single = (await wall.call(actors.other, 'GET', `/api/posts/${post.id}`)).json().data;
    expect(single.posts).toHaveLength(3);
    expect((await wall.wall(actors.author)).meta.total_records).toBe(1);
  });

  it("refuses a blank comment with spec 2's message", async () => {
    const post = await wall.post(actors.author, { content: 'Post' });
    const response = await wall.call(actors.other, 'POST', '/api/posts', {
      content: '  ',
      parent_post_id: post.id,
      depth: 1,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: ['Oops, you need to write something before you comment.'],
    });
  });

  it("refuses tagging users of another promotion, foreign photos, and others' posts", async () => {
    const outsider = await wall.call(actors.author, 'POST', '/api/posts', {
      content: 'Hi',
      tagged_users: [actors.outsider.id],
    });
    expect(outsider.statusCode).toBe(422);
    const photo = await wall.call(actors.author, 'POST', '/api/posts', {
      content: 'Hi',
      photo: { url: 'https://evil.example/x.png' },
    });
    expect(photo.json()).toEqual({ errors: ['The photo must be a file uploaded to this site.'] });
    const foreign = await wall.post(actors.outsider, { content: 'Elsewhere' });
    const comment = await wall.call(actors.author, 'POST', '/api/posts', {
      content: 'Hi',
      parent_post_id: foreign.id,
    });
    expect(comment.statusCode).toBe(404);
    expect(comment.json()).toEqual({ errors: ['Post could not be found'] });
  });

  it('tags friends only (spec 2 s1): a pending request, a followed user or oneself is refused', async () => {
    await server.db.query(
      "INSERT INTO friendships (promotion_id, friender_id, friendee_id, status) VALUES (2, ?, ?, 'A'), (2, ?, ?, 'P')",
      [actors.other.id, actors.author.id, actors.author.id, actors.coordinator.id],
    );
    await wall.call(actors.author, 'POST', `/api/users/${actors.author.id}/follows`, {
      followee_id: actors.expert.id,
    });
    for (const tagged of [[actors.coordinator.id], [actors.expert.id], [actors.author.id]]) {
      const refused = await wall.call(actors.author, 'POST', '/api/posts', {
        content: 'Tagging',
        tagged_users: [actors.other.id, ...tagged],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ errors: ['You can only tag your friends.'] });
    }
    expect(await server.db.query('SELECT id FROM posts')).toEqual([]);
    // A friend who asked (the other side of the friendship) is tagged.
    const post = await wall.post(actors.author, {
      content: 'With my friend',
      tagged_users: [actors.other.id],
    });
    expect(post.tagged_users).toEqual([expect.objectContaining({ id: actors.other.id })]);
    // A moderator has no friends, so tags nobody.
    const poster = await wall.call(actors.poster, 'POST', '/api/posts', {
      content: 'Hello',
      tagged_users: [actors.author.id],
    });
    expect(poster.json()).toEqual({ errors: ['You can only tag your friends.'] });
  });

  it('keeps a photo, shared content and tagged users', async () => {
    await befriend(server, actors.author, actors.other);
    const tip = await server.db.query(
      "INSERT INTO contents (category, promotion_id, `key`, `group`, title) VALUES ('tips', 1, 'water', 'water', 'Drink water')",
    );
    const tipId = Number(tip.insertId);
    const post = await wall.post(actors.author, {
      content: 'Look',
      photo: '/api/files/abc123.jpg',
      postable_type: 'Tip',
      postable_id: tipId,
      tagged_users: [actors.other.id, actors.other.id],
    });
    expect(post).toMatchObject({
      photo: { url: '/api/files/abc123.jpg' },
      postable_type: 'Tip',
      postable_id: tipId,
      postable: { type: 'Tip', id: tipId, title: 'Drink water' },
      tagged_users: [{ id: actors.other.id, profile: { full_name: 'Sam Second' } }],
    });
  });

  it('publishes newPostCreated for posts and comments', async () => {
    const publish = jest.spyOn(server.events, 'publish');
    const post = await wall.post(actors.author, { content: 'Post' });
    const comment = await wall.post(actors.other, { content: 'Comment', parent_post_id: post.id });
    const created = publish.mock.calls
      .map(([event]) => event)
      .filter((event) => event.type === 'newPostCreated');
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({
      audience: { kind: 'promotion' },
      payload: { id: post.id, parent_post_id: null, content: 'Post' },
    });
    expect(created[1].payload).toMatchObject({ id: comment.id, parent_post_id: post.id, depth: 1 });
  });

  it('notifies the author of a comment and a like, the tagged user, and the followed user', async () => {
    await befriend(server, actors.author, actors.other);
    const post = await wall.post(actors.author, {
      content: 'Post',
      tagged_users: [actors.other.id],
    });
    const comment = await wall.post(actors.other, { content: 'Nice', parent_post_id: post.id });
    await wall.call(actors.other, 'POST', '/api/likes', {
      likeable_id: post.id,
      likeable_type: 'Post',
    });
    await wall.call(actors.other, 'POST', `/api/users/${actors.other.id}/follows`, {
      followee_id: actors.author.id,
    });
    expect(await notifications(actors.other.id)).toEqual([
      {
        key: `wall_post_${post.id}_tag`,
        link: `/wall/post/${post.id}`,
        title: 'You were tagged',
        message: 'Pat Participant tagged you in a post.',
      },
    ]);
    expect(await notifications(actors.author.id)).toEqual([
      {
        key: `wall_post_${post.id}_comment`,
        link: `/wall/post/${post.id}?reply=${comment.id}`,
        title: 'New comment',
        message: 'Sam Second commented on your post.',
      },
      {
        key: `wall_post_${post.id}_like`,
        link: `/wall/post/${post.id}`,
        title: 'New like',
        message: 'Sam Second liked your post.',
      },
      {
        key: `friend_${actors.other.id}_follow`,
        link: '/wall/filter/following',
        title: 'New follower',
        message: 'Sam Second is now following you.',
      },
    ]);
  });

  it('does not notify users of their own comments and likes', async () => {
    const post = await wall.post(actors.author, { content: 'Post' });
    await wall.post(actors.author, { content: 'Me too', parent_post_id: post.id });
    await wall.call(actors.author, 'POST', '/api/likes', {
      likeable_id: post.id,
      likeable_type: 'Post',
    });
    expect(await notifications(actors.author.id)).toEqual([]);
  });
});
