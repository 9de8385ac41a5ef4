import type { FastifyInstance } from 'fastify';
import { clientHeaders } from '@wellness/platform/testing';
import { dailyIndex } from '../../src/domain/recipes';
import { wallServer } from '../wall-helpers';
import type { WallActors, api } from '../wall-helpers';

interface Recipe {
  id: number;
  title: string;
  recipe_categories: Array<{ category: string; category_type: string }>;
  ingredients: Array<{ item: string }>;
  rating: number;
  userRating: number | null;
  favorited: boolean;
  is_secondary: boolean;
}

describe('the recipe library (/api/recipes, /daily, /secondary, /{id})', () => {
  let server: FastifyInstance;
  let actors: WallActors;
  let wall: ReturnType<typeof api>;

  beforeAll(async () => {
    ({ server, actors, wall } = await wallServer());
  });
  afterAll(() => server.close());

  const guest = (url: string, host = 'demo.localhost:8080') =>
    server.inject({ method: 'GET', url, headers: clientHeaders(undefined, host) });
  const list = async (query: string, who = actors.author) => {
    const response = await wall.call(who, 'GET', `/api/recipes${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { data: Recipe[]; meta: { total_records: number } };
  };
  const meal = (recipe: Recipe) =>
    recipe.recipe_categories.find((c) => c.category_type === 'Meal')!.category;

  it('lists the whole seeded library (page_size 0) with the fields of spec 2 s3', async () => {
    const all = await list('?page_size=0');
    expect(all.meta.total_records).toBeGreaterThanOrEqual(40);
    expect(all.data).toHaveLength(all.meta.total_records);
    const [first] = all.data;
    expect(first).toMatchObject({
      title: expect.any(String),
      description: expect.any(String),
      servings: expect.any(Number),
      active_time: expect.any(Number),
      total_time: expect.any(Number),
      health_categories: expect.arrayContaining([expect.any(String)]),
      rating: 0,
      userRating: null,
      favorited: false,
    });
    expect(first.ingredients.length).toBeGreaterThan(1);
    expect(first.ingredients[0]).toEqual({ item: expect.any(String) });
    expect(first.recipe_categories.map((c) => c.category_type)).toEqual(['EaseofPrep', 'Meal']);
    const page = await list('?page_size=20&page=3');
    expect(page.data).toEqual(all.data.slice(40, 60));
  });

  it('files Brunch under breakfast and shows it as Breakfast', async () => {
    const [{ brunch }] = await server.db.query(
      "SELECT COUNT(*) AS brunch FROM recipes WHERE meal = 'Brunch'",
    );
    expect(Number(brunch)).toBeGreaterThan(0);
    const breakfast = await list('?category=breakfast');
    const [{ morning }] = await server.db.query(
      "SELECT COUNT(*) AS morning FROM recipes WHERE meal IN ('Breakfast', 'Brunch')",
    );
    expect(breakfast.meta.total_records).toBe(Number(morning));
    expect(breakfast.data.every((recipe) => meal(recipe) === 'Breakfast')).toBe(true);
    const all = await list('');
    expect(all.data.some((recipe) => meal(recipe) === 'Brunch')).toBe(false);
  });

  it.each([
    ['lunch', 'Lunch'],
    ['dinner', 'Dinner'],
    ['snacks', 'Snacks'],
  ])('lists the %s category', async (category, name) => {
    const found = await list(`?category=${category}`);
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.every((recipe) => meal(recipe) === name)).toBe(true);
  });

  it('lists the secondary (WFPB) recipes on /recipes/secondary and as a category', async () => {
    const secondary = await wall.call(actors.author, 'GET', '/api/recipes/secondary?page_size=0');
    expect(secondary.statusCode).toBe(200);
    const { data } = secondary.json() as { data: Recipe[] };
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((recipe) => recipe.is_secondary)).toBe(true);
    expect((await list('?category=secondary')).data).toEqual(data);
  });

  it('searches title, description and ingredients, case-insensitively, % literal', async () => {
    const lentil = await list('?search=LENTIL');
    expect(lentil.data.length).toBeGreaterThan(2);
    expect(lentil.data.map((r) => r.title)).toEqual(
      expect.arrayContaining(['Red Lentil Soup', 'Lentil Shepherd’s Pie']),
    );
    const byIngredient = await list('?search=tahini');
    expect(byIngredient.data.map((r) => r.title)).toContain('Oil-Free Hummus');
    const inCategory = await list('?category=snacks&search=hummus');
    expect(inCategory.data.map((r) => r.title)).toEqual(['Oil-Free Hummus']);
    // The client's "Lentil Shepherd's Pie" with a straight quote finds the curly one.
    expect((await list("?search=Shepherd's")).data).toHaveLength(1);
    expect((await list('?search=%25')).data).toEqual([]);
    expect((await list('?search=zzzz-nothing')).meta.total_records).toBe(0);
  });

  it('refuses an unknown category and an over-long search with 400', async () => {
    const category = await wall.call(actors.author, 'GET', '/api/recipes?category=brunch');
    expect(category.statusCode).toBe(400);
    expect(category.json().errors).toEqual([
      'querystring.category must be equal to one of the allowed values',
    ]);
    const long = await wall.call(actors.author, 'GET', `/api/recipes?search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
  });

  it('shows one recipe, and 404 for none', async () => {
    const [recipe] = (await list('')).data;
    const one = await wall.call(actors.author, 'GET', `/api/recipes/${recipe.id}`);
    expect(one.json().data).toEqual(recipe);
    const none = await wall.call(actors.author, 'GET', '/api/recipes/2147483000');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ errors: ['Recipe could not be found'] });
  });

  it('answers the same daily recipe all day, a recipe of the main library', async () => {
    const first = await wall.call(actors.author, 'GET', '/api/recipes/daily');
    const again = await wall.call(actors.other, 'GET', '/api/recipes/daily');
    expect(first.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(first.json().data.is_secondary).toBe(false);
    // The rule: one a day, the next one the next day, round the library.
    expect(dailyIndex('2026-11-25', 30)).toBe(dailyIndex('2026-11-25', 30));
    expect(dailyIndex('2026-11-26', 30)).toBe((dailyIndex('2026-11-25', 30) + 1) % 30);
    expect(dailyIndex('2026-12-25', 30)).toBe(dailyIndex('2026-11-25', 30));
  });

  it("answers 404 'Daily recipe could not be found' when the library is empty", async () => {
    await server.db.query('UPDATE recipes SET is_secondary = 1 WHERE is_secondary = 0');
    try {
      const none = await wall.call(actors.author, 'GET', '/api/recipes/daily');
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ errors: ['Daily recipe could not be found'] });
    } finally {
      await server.db.query(
        'UPDATE recipes r JOIN (SELECT id FROM recipes ORDER BY id LIMIT 30) f ON f.id = r.id SET r.is_secondary = 0',
      );
    }
  });

  it('lets guests read the library, one recipe and the daily recipe of a launched promotion', async () => {
    const all = await guest('/api/recipes?category=dinner');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.length).toBeGreaterThan(0);
    expect(all.json().data[0]).toMatchObject({ userRating: null, favorited: false });
    expect((await guest('/api/recipes/daily')).statusCode).toBe(200);
    expect((await guest(`/api/recipes/${all.json().data[0].id}`)).statusCode).toBe(200);
    expect((await guest('/api/recipes/secondary')).statusCode).toBe(200);
  });

  it('refuses guests their favourites, an unlaunched promotion and an unknown host', async () => {
    const favorites = await guest('/api/recipes?category=favorites');
    expect(favorites.statusCode).toBe(401);
    expect((await guest('/api/recipes/favorites')).statusCode).toBe(401);
    expect((await guest('/api/recipes', 'nowhere.localhost:8080')).statusCode).toBe(404);
    await server.db.query(
      "UPDATE promotions SET launch_on = DATE_ADD(CURDATE(), INTERVAL 30 DAY) WHERE subdomain = 'demo'",
    );
    try {
      const early = await guest('/api/recipes');
      expect(early.statusCode).toBe(403);
      expect(early.json()).toEqual({ errors: ['Incorrect Pilot Password.'] });
      // Signed-in callers are not asked for the pilot password.
      expect((await wall.call(actors.author, 'GET', '/api/recipes')).statusCode).toBe(200);
    } finally {
      await server.db.query("UPDATE promotions SET launch_on = NULL WHERE subdomain = 'demo'");
    }
  });
});
