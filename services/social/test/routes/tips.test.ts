import type { FastifyInstance } from 'fastify';
import { wallServer } from '../wall-helpers';
import type { WallActors, api } from '../wall-helpers';

describe('tip favourites (/api/custom_content/:id/user_like, /api/custom_content_likes)', () => {
  let server: FastifyInstance;
  let actors: WallActors;
  let wall: ReturnType<typeof api>;
  let demoId: number;

  beforeAll(async () => {
    ({ server, actors, wall } = await wallServer());
    [{ id: demoId }] = await server.db.query("SELECT id FROM promotions WHERE subdomain = 'demo'");
    demoId = Number(demoId);
  });
  afterAll(() => server.close());

  async function content(
    promotionId: number,
    extra: { category?: string; key?: string; title?: string; hidden?: boolean } = {},
  ) {
    const result = await server.db.query(
      'INSERT INTO contents (category, promotion_id, `key`, `group`, title, content, hidden, days_from_start, sequence) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        extra.category ?? 'tips',
        promotionId,
        extra.key ?? `k${Date.now()}${Math.random()}`,
        'Week 9',
        extra.title ?? 'Eat a vegetable',
        'Any **vegetable** will do.',
        extra.hidden ?? false,
        9,
        9,
      ],
    );
    return Number(result.insertId);
  }

  const like = (who = actors.author, id: number, method: 'GET' | 'POST' | 'DELETE' = 'POST') =>
    wall.call(
      who,
      method,
      `/api/custom_content/${id}/user_like`,
      method === 'POST' ? {} : undefined,
    );
  const favorites = async (who = actors.author, query = '?category=tips&page_size=0') => {
    const response = await wall.call(who, 'GET', `/api/custom_content_likes${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as {
      data: Array<{ id: number; title: string; favorited: boolean; like_id: number }>;
      meta: { total_records: number };
    };
  };

  it('favourites a default tip once (409 the second time), reads it back and removes it', async () => {
    const tipId = await content(1);
    expect((await like(actors.author, tipId, 'GET')).json()).toEqual({ data: null, meta: {} });

    const created = await like(actors.author, tipId);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({
      id: expect.any(Number),
      likeable_id: tipId,
      likeable_type: 'CustomContent',
      user_id: actors.author.id,
    });
    const again = await like(actors.author, tipId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: ['You already like this.'] });

    const read = await like(actors.author, tipId, 'GET');
    expect(read.json().data).toEqual(created.json().data);
    // Someone else's favourites are their own.
    expect((await like(actors.other, tipId, 'GET')).json().data).toBeNull();

    const list = await favorites();
    expect(list.meta.total_records).toBe(list.data.length);
    expect(list.data[0]).toEqual({
      id: tipId,
      key: expect.any(String),
      title: 'Eat a vegetable',
      summary: null,
      content: 'Any **vegetable** will do.',
      image1: null,
      thumbnail_image: null,
      days_from_start: 9,
      sequence: 9,
      favorited: true,
      like_id: created.json().data.id,
    });
    expect((await favorites(actors.other)).data.map((tip) => tip.id)).not.toContain(tipId);

    const removed = await like(actors.author, tipId, 'DELETE');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.id).toBe(created.json().data.id);
    const gone = await like(actors.author, tipId, 'DELETE');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ errors: ['Like could not be found'] });
    expect((await favorites()).data.map((tip) => tip.id)).not.toContain(tipId);
    expect((await like(actors.author, tipId)).statusCode).toBe(201);
  });

  it("refuses hidden tips, other categories and other promotions' tips with 404", async () => {
    const hidden = await content(1, { hidden: true });
    const article = await content(1, { category: 'articles' });
    const launchpad = await content(3);
    for (const id of [hidden, article, launchpad, 2_000_000_000]) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await like(actors.author, id, method);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ errors: ['Custom Content could not be found'] });
      }
    }
    // The default promotion's own users reach its tips too.
    expect((await like(actors.outsider, await content(1))).statusCode).toBe(201);
  });

  it("the promotion's override is the same tip as the default it replaces", async () => {
    const key = `override${Date.now()}`;
    const defaultId = await content(1, { key, title: 'Default words' });
    expect((await like(actors.author, defaultId)).statusCode).toBe(201);
    const overrideId = await content(demoId, { key, title: 'Our words' });

    // The favourite now shows the promotion's own item; liking the override again is a repeat.
    const list = await favorites();
    expect(list.data.filter((tip) => tip.title === 'Our words').map((tip) => tip.id)).toEqual([
      overrideId,
    ]);
    expect(list.data.map((tip) => tip.id)).not.toContain(defaultId);
    expect((await like(actors.author, overrideId, 'GET')).json().data).not.toBeNull();
    expect((await like(actors.author, overrideId)).statusCode).toBe(409);

    // A hidden override hides the tip: it leaves the favourites and cannot be liked.
    await server.db.query('UPDATE contents SET hidden = TRUE WHERE id = ?', [overrideId]);
    expect((await favorites()).data.map((tip) => tip.id)).not.toContain(overrideId);
    expect((await like(actors.other, defaultId)).statusCode).toBe(404);
  });

  it('lists newest favourite first, pages, and refuses bad input and other users', async () => {
    const first = await content(demoId, { title: 'First' });
    const second = await content(demoId, { title: 'Second' });
    await like(actors.other, first);
    await like(actors.other, second);
    const all = await favorites(actors.other);
    expect(all.data.slice(0, 2).map((tip) => tip.title)).toEqual(['Second', 'First']);
    const page = await favorites(actors.other, '?category=tips&page_size=1&page=2');
    expect(page.data.map((tip) => tip.title)).toEqual(['First']);
    expect(page.meta.total_records).toBe(all.data.length);
    expect(
      (await favorites(actors.other, `?user_id=${actors.other.id}`)).data.length,
    ).toBeGreaterThan(0);

    const call = (url: string) => wall.call(actors.other, 'GET', url);
    expect((await call(`/api/custom_content_likes?user_id=${actors.author.id}`)).statusCode).toBe(
      403,
    );
    expect((await call('/api/custom_content_likes?category=recipes')).statusCode).toBe(400);
    expect((await call('/api/custom_content_likes?page_size=-1')).statusCode).toBe(400);
    expect((await call('/api/custom_content/abc/user_like')).statusCode).toBe(400);
    expect((await call('/api/custom_content/0/user_like')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const response = await server.inject({
      method: 'GET',
      url: '/api/custom_content_likes',
      headers: { host: actors.author.host, 'x-wellness-client': 'web' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('leaves post likes alone: a tip favourite and a post like of the same id are separate', async () => {
    const post = await wall.post(actors.other, { content: 'Numbers collide' });
    const tipId = await content(demoId);
    await server.db.query(
      "INSERT INTO likes (promotion_id, user_id, likeable_type, likeable_id) VALUES (?, ?, 'CustomContent', ?)",
      [demoId, actors.author.id, post.id],
    );
    const seen = (await wall.call(actors.author, 'GET', `/api/posts/${post.id}`)).json().data;
    expect(seen).toMatchObject({ likes_count: 0, liked_by_me: false });
    expect((await like(actors.author, tipId)).statusCode).toBe(201);
  });
});
