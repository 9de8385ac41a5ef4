import type { FastifyInstance } from 'fastify';
import { clientHeaders } from '@wellness/platform/testing';
import { wallServer } from '../wall-helpers';
import type { WallActors, api } from '../wall-helpers';

describe('recipe ratings, favourites and sharing', () => {
  let server: FastifyInstance;
  let actors: WallActors;
  let wall: ReturnType<typeof api>;
  let ids: number[];

  beforeAll(async () => {
    ({ server, actors, wall } = await wallServer());
    const rows: Array<{ id: number }> = await server.db.query(
      'SELECT id FROM recipes ORDER BY id LIMIT 6',
    );
    ids = rows.map((row) => Number(row.id));
  });
  afterAll(() => server.close());

  const rating = (
    who: typeof actors.author,
    id: number,
    method: 'GET' | 'POST' | 'DELETE',
    score?: unknown,
  ) =>
    wall.call(
      who,
      method,
      `/api/recipes/${id}/user_rating`,
      method === 'POST' ? { score } : undefined,
    );
  const like = (who: typeof actors.author, id: number, method: 'GET' | 'POST' | 'DELETE') =>
    wall.call(who, method, `/api/recipes/${id}/user_like`, method === 'POST' ? {} : undefined);
  const recipe = async (who: typeof actors.author, id: number) =>
    (await wall.call(who, 'GET', `/api/recipes/${id}`)).json().data as {
      rating: number;
      ratings_count: number;
      userRating: number | null;
      favorited: boolean;
    };

  it('sets, changes and clears a rating, the average over everyone who rated', async () => {
    const id = ids[0];
    expect((await rating(actors.author, id, 'GET')).json().data).toEqual({
      id: null,
      score: null,
      rateable: { id, rating: 0, ratings_count: 0 },
    });
    const set = await rating(actors.author, id, 'POST', 100);
    expect(set.statusCode).toBe(201);
    expect(set.json().data).toEqual({
      id: expect.any(Number),
      score: 100,
      rateable: { id, rating: 100, ratings_count: 1 },
    });
    expect((await rating(actors.other, id, 'POST', 60)).json().data.rateable.rating).toBe(80);
    const third = await rating(actors.coordinator, id, 'POST', 40);
    // (100 + 60 + 40) / 3 = 66.67, answered rounded.
    expect(third.json().data.rateable).toEqual({ id, rating: 67, ratings_count: 3 });

    const changed = await rating(actors.author, id, 'POST', 20);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.rateable).toEqual({ id, rating: 40, ratings_count: 3 });
    expect(await recipe(actors.author, id)).toMatchObject({ rating: 40, userRating: 20 });
    expect(await recipe(actors.other, id)).toMatchObject({ rating: 40, userRating: 60 });

    const cleared = await rating(actors.author, id, 'DELETE');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toEqual({
      id: null,
      score: null,
      rateable: { id, rating: 50, ratings_count: 2 },
    });
    const again = await rating(actors.author, id, 'DELETE');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ errors: ['Rating could not be found'] });
    expect(await recipe(actors.author, id)).toMatchObject({ userRating: null, ratings_count: 2 });
  });

  it('keeps one rating per user when the same user rates twice at once', async () => {
    const id = ids[1];
    const both = await Promise.all([
      rating(actors.author, id, 'POST', 80),
      rating(actors.author, id, 'POST', 80),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect((await recipe(actors.author, id)).ratings_count).toBe(1);
  });

  it.each([[0], [50], [120], [3]])('refuses the score %p with 422', async (score) => {
    const response = await rating(actors.author, ids[2], 'POST', score);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: ['Score must be 20, 40, 60, 80 or 100 (1 to 5 stars × 20).'],
    });
  });

  it('refuses a score that is not a number, other fields, and an unknown recipe', async () => {
    expect((await rating(actors.author, ids[2], 'POST', 'five')).statusCode).toBe(400);
    const extra = await wall.call(actors.author, 'POST', `/api/recipes/${ids[2]}/user_rating`, {
      score: 20,
      user_id: actors.other.id,
    });
    expect(extra.statusCode).toBe(400);
    const none = await rating(actors.author, 2_147_483_000, 'POST', 20);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ errors: ['Recipe could not be found'] });
  });

  it('favourites a recipe once, lists it first, and removes it', async () => {
    const [a, b] = [ids[3], ids[4]];
    expect((await like(actors.author, a, 'GET')).json()).toEqual({ data: null, meta: {} });
    const created = await like(actors.author, a, 'POST');
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({
      id: expect.any(Number),
      likeable_id: a,
      likeable_type: 'Recipe',
      user_id: actors.author.id,
    });
    const twice = await like(actors.author, a, 'POST');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ errors: ['You already like this.'] });
    await like(actors.author, b, 'POST');

    const favorites = await wall.call(actors.author, 'GET', '/api/recipes/favorites?page_size=0');
    expect(favorites.json().data.map((r: { id: number }) => r.id)).toEqual([b, a]);
    expect(favorites.json().meta).toEqual({ total_records: 2 });
    const category = await wall.call(actors.author, 'GET', '/api/recipes?category=favorites');
    expect(category.json().data).toEqual(favorites.json().data);
    expect(await recipe(actors.author, a)).toMatchObject({ favorited: true });
    // Favourites are everyone's own.
    expect(await recipe(actors.other, a)).toMatchObject({ favorited: false });
    const others = await wall.call(
      actors.author,
      'GET',
      `/api/recipes/favorites?user_id=${actors.other.id}`,
    );
    expect(others.statusCode).toBe(403);
    expect(others.json()).toEqual({ errors: ['You are not allowed to do that.'] });

    expect((await like(actors.author, a, 'DELETE')).statusCode).toBe(200);
    const gone = await like(actors.author, a, 'DELETE');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ errors: ['Like could not be found'] });
    const after = await wall.call(actors.other, 'GET', '/api/recipes/favorites');
    expect(after.json()).toEqual({ data: [], meta: { total_records: 0 } });
  });

  it('refuses guests ratings and favourites with 401', async () => {
    const headers = clientHeaders(undefined, 'demo.localhost:8080');
    for (const [method, path] of [
      ['GET', 'user_rating'],
      ['POST', 'user_rating'],
      ['POST', 'user_like'],
      ['DELETE', 'user_like'],
    ] as const) {
      const response = await server.inject({
        method,
        url: `/api/recipes/${ids[0]}/${path}`,
        headers,
        ...(method === 'POST' ? { payload: path === 'user_rating' ? { score: 20 } : {} } : {}),
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('shares a recipe on the wall as a card, and by e-mail', async () => {
    const [row] = await server.db.query('SELECT title FROM recipes WHERE id = ?', [ids[5]]);
    const post = await wall.post(actors.author, {
      content: 'Making this tonight',
      postable_type: 'Recipe',
      postable_id: ids[5],
    });
    expect(post.postable).toMatchObject({ type: 'Recipe', id: ids[5], title: row.title });
    expect(post.show_location).toBe(true);
    const listed = await wall.call(actors.other, 'GET', '/api/posts?page_size=5');
    const shared = listed.json().data.find((p: { id: number }) => p.id === post.id);
    expect(shared.postable).toMatchObject({ type: 'Recipe', title: row.title });

    const email = await wall.call(actors.author, 'POST', '/api/emails/content', {
      emails: 'friend@example.test',
      model: 'Recipe',
      id: ids[5],
    });
    expect(email.statusCode).toBe(202);
    expect(email.json().data).toEqual({ message: 'Email sent successfully.', recipients: 1 });
  });
});
