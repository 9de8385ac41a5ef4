import type { FastifyInstance } from 'fastify';
import { finishedWork } from '../gallery-helpers';
import { emptyWalls, wallServer } from '../wall-helpers';
import type { WallActors, api } from '../wall-helpers';

interface GalleryPost {
  id: number;
  user_id: number;
  content: string;
  reply_count: number;
  posts: Array<{ content: string }>;
  can_delete: boolean;
  can_report: boolean;
  gallery: {
    title: string;
    description: string;
    public_gallery: boolean;
    work_id: number;
    image: { url: string };
    frame: { id: number; url: string } | null;
  } | null;
}

describe('the art gallery (/api/gallery_posts; spec 2 "Art gallery")', () => {
  let server: FastifyInstance;
  let actors: WallActors;
  let wall: ReturnType<typeof api>;
  beforeAll(async () => {
    ({ server, actors, wall } = await wallServer());
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await emptyWalls(server);
    await server.db.query('DELETE FROM works');
    await server.db.query('DELETE FROM friendships');
  });

  const gallery = async (who = actors.other, query = '') => {
    const response = await wall.call(who, 'GET', `/api/gallery_posts${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as {
      data: GalleryPost[];
      meta: { total_records: number; page_size: number };
    };
  };
  const ids = (posts: GalleryPost[]) => posts.map((post) => post.id);

  it('lists public works newest first, 30 a page, each with its work, title and 5 comments', async () => {
    const made: number[] = [];
    for (let i = 0; i < 32; i += 1)
      made.push((await finishedWork(server, actors.author.id)).postId);
    const [newest] = made.slice(-1);
    for (let i = 1; i <= 7; i += 1)
      await wall.post(actors.other, { content: `Lovely ${i}`, parent_post_id: newest });
    const first = await gallery();
    expect(first.meta).toEqual({ total_records: 32, page_size: 30 });
    expect(first.data).toHaveLength(30);
    expect(ids(first.data)).toEqual([...made].reverse().slice(0, 30));
    const top = first.data[0];
    expect(top.reply_count).toBe(7);
    expect(top.posts.map((c) => c.content)).toEqual([3, 4, 5, 6, 7].map((i) => `Lovely ${i}`));
    const [{ name }] = await server.db.query(
      'SELECT s.name FROM works w JOIN work_styles s ON s.id = w.style_id WHERE w.id = ?',
      [top.gallery!.work_id],
    );
    expect(top.gallery).toEqual({
      title: name,
      description: '',
      public_gallery: true,
      work_id: expect.any(Number),
      image: { url: `/api/works/${top.gallery!.work_id}/image` },
      frame: null,
    });
    expect(ids((await gallery(actors.other, '?page=2')).data)).toEqual(made.slice(0, 2).reverse());
  });

  it('filters: my (public or not), location, friends (accepted friendships only); another promotion sees none', async () => {
    const open = await finishedWork(server, actors.author.id, true);
    const hidden = await finishedWork(server, actors.author.id, false);
    const others = await finishedWork(server, actors.other.id, true);
    expect(ids((await gallery(actors.author)).data)).toEqual([others.postId, open.postId]);
    expect(ids((await gallery(actors.author, '?filter=my')).data)).toEqual([
      hidden.postId,
      open.postId,
    ]);
    expect((await gallery(actors.other, '?filter=my')).data.map((p) => p.id)).toEqual([
      others.postId,
    ]);
    // Location: authors at the viewer's location.
    const [{ location_id }] = await server.db.query('SELECT location_id FROM users WHERE id = ?', [
      actors.author.id,
    ]);
    await server.db.query('UPDATE users SET location_id = ? WHERE id = ?', [
      location_id,
      actors.coordinator.id,
    ]);
    await server.db.query('UPDATE users SET location_id = NULL WHERE id = ?', [actors.other.id]);
    expect(ids((await gallery(actors.coordinator, '?filter=location')).data)).toEqual([
      open.postId,
    ]);
    // Friends: accepted friendships in either direction; pending ones do not count.
    expect((await gallery(actors.coordinator, '?filter=friends')).data).toEqual([]);
    await server.db.query(
      "INSERT INTO friendships (promotion_id, friender_id, friendee_id, status) VALUES (2, ?, ?, 'A'), (2, ?, ?, 'P')",
      [actors.author.id, actors.coordinator.id, actors.coordinator.id, actors.other.id],
    );
    expect(ids((await gallery(actors.coordinator, '?filter=friends')).data)).toEqual([open.postId]);
    expect((await gallery(actors.outsider)).data).toEqual([]);
    const bad = await wall.call(actors.author, 'GET', '/api/gallery_posts?filter=tagged');
    expect(bad.statusCode).toBe(400);
  });

  it("a private work is its owner's alone: not shown, read, commented or edited by others", async () => {
    const hidden = await finishedWork(server, actors.author.id, false);
    expect(
      (await wall.call(actors.other, 'GET', `/api/gallery_posts/${hidden.postId}`)).statusCode,
    ).toBe(404);
    expect((await wall.call(actors.other, 'GET', `/api/posts/${hidden.postId}`)).statusCode).toBe(
      404,
    );
    const comment = await wall.call(actors.other, 'POST', '/api/posts', {
      content: 'Nice',
      parent_post_id: hidden.postId,
    });
    expect(comment.statusCode).toBe(404);
    expect(
      (await wall.call(actors.author, 'GET', `/api/gallery_posts/${hidden.postId}`)).statusCode,
    ).toBe(200);
  });

  it('the owner edits title, description, frame and public gallery; others cannot', async () => {
    const { postId } = await finishedWork(server, actors.author.id, false);
    const frame = await server.db.query(
      "INSERT INTO gallery_images (promotion_id, library, category, filename, content_type, width, height, bytes, image) VALUES (2, 'frame', 'square', 'gold.png', 'image/png', 150, 150, 3, 'abc')",
    );
    const frameId = Number(frame.insertId);
    const frames = (await wall.call(actors.author, 'GET', '/api/gallery_posts/frames')).json();
    expect(frames.data).toContainEqual({
      id: frameId,
      name: 'gold.png',
      category: 'square',
      url: `/api/gallery_images/${frameId}/file`,
    });
    const url = `/api/gallery_posts/${postId}`;
    const edited = await wall.call(actors.author, 'PUT', url, {
      title: '  Morning light ',
      description: 'Painted one step at a time.',
      public_gallery: true,
      frame_image_id: frameId,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.gallery).toMatchObject({
      title: 'Morning light',
      description: 'Painted one step at a time.',
      public_gallery: true,
      frame: { id: frameId, url: `/api/gallery_images/${frameId}/file` },
    });
    expect(ids((await gallery(actors.other)).data)).toEqual([postId]);
    const blank = await wall.call(actors.author, 'PUT', url, { title: '   ' });
    expect([blank.statusCode, blank.json()]).toEqual([
      422,
      { errors: ['Your art needs a title.'] },
    ]);
    const noFrame = await wall.call(actors.author, 'PUT', url, { frame_image_id: 999999 });
    expect([noFrame.statusCode, noFrame.json()]).toEqual([
      422,
      { errors: ['Frame could not be found.'] },
    ]);
    // A removed frame is no longer offered or shown.
    await server.db.query('UPDATE gallery_images SET deleted_at = NOW() WHERE id = ?', [frameId]);
    expect((await gallery(actors.other)).data[0].gallery!.frame).toBeNull();
    const forbidden = await wall.call(actors.other, 'PUT', url, { title: 'Mine now' });
    expect([forbidden.statusCode, forbidden.json()]).toEqual([
      403,
      { errors: ['You are not allowed to do that.'] },
    ]);
    expect((await wall.call(actors.outsider, 'PUT', url, { title: 'x' })).statusCode).toBe(404);
    const extra = await wall.call(actors.author, 'PUT', url, { title: 'x', user_id: 1 });
    expect(extra.statusCode).toBe(400);
  });

  it('Report Art and Remove Art are the wall rules on the gallery post', async () => {
    const { postId } = await finishedWork(server, actors.author.id, true);
    const [listed] = (await gallery(actors.other)).data;
    expect([listed.can_report, listed.can_delete]).toEqual([true, false]);
    const report = await wall.call(actors.other, 'PUT', `/api/posts/${postId}`, {
      is_flagged: true,
    });
    expect(report.statusCode).toBe(200);
    // Reported art is hidden from other participants, shown to its author and moderators.
    const [masked] = (await gallery(actors.poster)).data;
    expect(masked.gallery).not.toBeNull();
    const [forOther] = (await gallery(actors.expert)).data;
    expect(forOther.gallery).toBeNull();
    expect((await gallery(actors.author)).data[0].gallery).not.toBeNull();
    expect((await wall.call(actors.other, 'DELETE', `/api/posts/${postId}`)).statusCode).toBe(403);
    expect((await wall.call(actors.author, 'DELETE', `/api/posts/${postId}`)).statusCode).toBe(200);
    expect((await gallery(actors.author)).data).toEqual([]);
    // The main wall never lists gallery posts.
    await finishedWork(server, actors.author.id, true);
    expect((await wall.wall(actors.other)).data).toEqual([]);
  });
});
