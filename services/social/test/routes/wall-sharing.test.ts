import type { FastifyInstance } from 'fastify';
import { POSTABLE_NOT_FOUND } from '../../src/domain/posts';
import { wallServer } from '../wall-helpers';
import type { WallActors, api } from '../wall-helpers';

/** Shared tips and articles, poster location names and the expert wall's popular order. */
describe('wall: shared content, locations and popular order', () => {
  let server: FastifyInstance;
  let actors: WallActors;
  let wall: ReturnType<typeof api>;

  beforeAll(async () => {
    ({ server, actors, wall } = await wallServer());
  });
  afterAll(() => server.close());

  async function content(category: string, promotionId: number, extra: object = {}) {
    const fields = {
      title: 'Drink water',
      summary: 'Eight glasses a day.',
      hidden: false,
      ...extra,
    };
    const result = await server.db.query(
      'INSERT INTO contents (category, promotion_id, `key`, `group`, title, summary, hidden, image1) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [
        category,
        promotionId,
        `k${Date.now()}${Math.random()}`,
        'g',
        fields.title,
        fields.summary,
        fields.hidden,
        '/api/files/tip.png',
      ],
    );
    return Number(result.insertId);
  }

  it('shows a shared tip of the default promotion as the post card', async () => {
    const tipId = await content('tips', 1);
    const created = await wall.post(actors.author, {
      content: 'This helped me',
      postable_type: 'Tip',
      postable_id: tipId,
    });
    const { data } = await wall.wall(actors.other);
    const shown = data.find((post) => post.id === created.id)!;
    expect(shown.postable).toEqual({
      type: 'Tip',
      id: tipId,
      title: 'Drink water',
      summary: 'Eight glasses a day.',
      image: { url: '/api/files/tip.png' },
    });
  });

  it('shares an article of the promotion itself', async () => {
    const articleId = await content('articles', 2, { title: 'Sleep well' });
    const created = await wall.post(actors.author, {
      content: 'Worth reading',
      postable_type: 'Article',
      postable_id: articleId,
    });
    expect(created.postable).toMatchObject({ type: 'Article', title: 'Sleep well' });
  });

  it.each([
    ['a tip of another promotion', 'Tip', async () => content('tips', 3)],
    ['a hidden tip', 'Tip', async () => content('tips', 1, { hidden: true })],
    ['an article shared as a tip', 'Tip', async () => content('articles', 1)],
    ['a recipe that does not exist', 'Recipe', async () => 2_147_483_000],
  ])('refuses %s', async (_name, type, makeId) => {
    const response = await wall.call(actors.author, 'POST', '/api/posts', {
      content: 'Look',
      postable_type: type,
      postable_id: await makeId(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([POSTABLE_NOT_FOUND]);
  });

  it("names the poster's location", async () => {
    const created = await wall.post(actors.author, { content: 'Where am I?' });
    const [{ name }] = await server.db.query(
      'SELECT l.name FROM users u JOIN locations l ON l.id = u.location_id WHERE u.id = ?',
      [actors.author.id],
    );
    expect(created.show_location).toBe(true);
    expect(
      (created.user as { profile: { location: { name: string } } }).profile.location.name,
    ).toBe(name);
  });

  it('orders the wall by likes when sort=popular, newest among equals', async () => {
    const quiet = await wall.post(actors.author, { content: 'Quiet post' });
    const liked = await wall.post(actors.author, { content: 'Liked post' });
    const loved = await wall.post(actors.author, { content: 'Loved post' });
    for (const who of [actors.other, actors.coordinator]) {
      await wall.call(who, 'POST', '/api/likes', { likeable_id: loved.id, likeable_type: 'Post' });
    }
    await wall.call(actors.other, 'POST', '/api/likes', {
      likeable_id: liked.id,
      likeable_type: 'Post',
    });
    const popular = (await wall.wall(actors.poster, '?sort=popular&page_size=0')).data.map(
      (post) => post.id,
    );
    expect(popular.indexOf(loved.id)).toBeLessThan(popular.indexOf(liked.id));
    expect(popular.indexOf(liked.id)).toBeLessThan(popular.indexOf(quiet.id));
    const newest = (await wall.wall(actors.poster, '?page_size=0')).data.map((post) => post.id);
    expect(newest.slice(0, 3)).toEqual([loved.id, liked.id, quiet.id]);
  });
});
