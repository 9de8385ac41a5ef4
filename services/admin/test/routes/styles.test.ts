import type { FastifyInstance } from 'fastify';
import { buildTestApp, resetData } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { MASTER, caller, form, picture } from './styles-helpers';

interface Style {
  id: number;
  name: string;
  week: number;
}

const STAFF_NOT_MASTER = [
  'coordinator@demo.test',
  'supercoordinator@demo.test',
  'reseller@demo.test',
  'poster@demo.test',
  'participant@demo.test',
];

describe('work styles and collections (spec 3 s2, s7)', () => {
  let server: FastifyInstance;
  let as: ReturnType<typeof caller>;
  const master = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    as(MASTER, method, url, body);

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    as = caller(server);
  });
  afterAll(() => server.close());

  const newStyle = async (name: string, collection_id?: number) => {
    const created = await master('POST', '/api/styles', { name, mask_type: 'P', collection_id });
    expect(created.statusCode).toBe(201);
    return created.json().data as Style & { collection_id: number | null };
  };
  const weeks = async (id: number) =>
    ((await master('GET', `/api/collections/${id}`)).json().data.styles as Style[]).map((style) => [
      style.name,
      style.week,
    ]);

  it('lists the collections with their style counts, and the mask types', async () => {
    const listed = await master('GET', '/api/collections?all=true&page_size=0');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Landscapes', style_count: 3 }),
        expect.objectContaining({ name: 'Abstracts', style_count: 3 }),
      ]),
    );
    const types = await master('GET', '/api/styles/element_mask_types');
    expect(types.json().data).toEqual([
      { id: 'E', name: 'Element' },
      { id: 'P', name: 'Painting' },
    ]);
    const all = await master('GET', '/api/styles?page_size=0');
    expect(all.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Mountains', collection_name: 'Landscapes', week: 1 }),
      ]),
    );
  });

  it('is for masters only: every other role is refused, signed out is 401', async () => {
    for (const url of ['/api/collections', '/api/styles', '/api/styles/element_mask_types']) {
      expect((await as(null, 'GET', url)).statusCode).toBe(401);
      for (const email of STAFF_NOT_MASTER) {
        const refused = await as(email, 'GET', url);
        expect([refused.statusCode, refused.json()]).toEqual([
          403,
          { errors: ['You are not allowed to do that.'] },
        ]);
      }
    }
    const write = await as('coordinator@demo.test', 'POST', '/api/collections', { name: 'X' });
    expect(write.statusCode).toBe(403);
  });

  it('numbers the styles of a collection by week in their order, and again on reorder', async () => {
    const created = await master('POST', '/api/collections', { name: 'Seasons' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const spring = await newStyle('Spring', id);
    const summer = await newStyle('Summer', id);
    const autumn = await newStyle('Autumn', id);
    expect([spring.week, summer.week, autumn.week]).toEqual([1, 2, 3]);

    const reordered = await master('PUT', `/api/collections/${id}`, {
      name: 'Seasons',
      style_ids: [autumn.id, spring.id, summer.id],
    });
    expect(reordered.statusCode).toBe(200);
    expect(await weeks(id)).toEqual([
      ['Autumn', 1],
      ['Spring', 2],
      ['Summer', 3],
    ]);
    // Left out of the order: unassigned; deleting a style closes the gap.
    await master('PUT', `/api/collections/${id}`, {
      name: 'Seasons',
      style_ids: [autumn.id, summer.id],
    });
    expect((await master('GET', `/api/styles/${spring.id}`)).json().data).toMatchObject({
      collection_id: null,
      week: 1,
    });
    const winter = await newStyle('Winter', id);
    expect(winter.week).toBe(3);
    expect((await master('DELETE', `/api/styles/${autumn.id}`)).statusCode).toBe(200);
    expect(await weeks(id)).toEqual([
      ['Summer', 1],
      ['Winter', 2],
    ]);
  });

  it('refuses bad input with 4xx {errors}, and styles of another collection', async () => {
    for (const body of [{ name: '   ' }, { name: 'x'.repeat(101) }, { name: 'A', extra: 1 }, {}]) {
      const refused = await master('POST', '/api/collections', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual(expect.any(Array));
    }
    for (const body of [
      { name: 'S', mask_type: 'X' },
      { name: '', mask_type: 'P' },
      { name: 'S', mask_type: 'P', collection_id: -1 },
    ]) {
      expect((await master('POST', '/api/styles', body)).statusCode).toBe(400);
    }
    const [landscapes] = await server.db.query(
      "SELECT id FROM work_style_collections WHERE name = 'Landscapes'",
    );
    const [mountains] = await server.db.query(
      "SELECT id FROM work_styles WHERE name = 'Mountains'",
    );
    const other = (await master('POST', '/api/collections', { name: 'Other' })).json().data.id;
    const stolen = await master('PUT', `/api/collections/${other}`, {
      name: 'Other',
      style_ids: [mountains.id],
    });
    expect([stolen.statusCode, stolen.json()]).toEqual([
      422,
      { errors: ['A style of another collection cannot be added here.'] },
    ]);
    const missing = await master('PUT', `/api/collections/${other}`, {
      name: 'Other',
      style_ids: [999999],
    });
    expect(missing.json()).toEqual({ errors: ['A style could not be found.'] });
    expect((await master('GET', '/api/collections/999999')).json()).toEqual({
      errors: ['Collection could not be found'],
    });
    expect((await master('GET', `/api/collections/${landscapes.id}`)).statusCode).toBe(200);
  });

  it("refuses to delete a collection a promotion paints from, or a style in a participant's work", async () => {
    const [landscapes] = await server.db.query(
      'SELECT c.id FROM work_style_collections c JOIN promotions p ON p.collection_id = c.id LIMIT 1',
    );
    const refused = await master('DELETE', `/api/collections/${landscapes.id}`);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { errors: ['This collection is used by a promotion and cannot be deleted.'] },
    ]);
    const style = await newStyle('Painted');
    const image = await master(
      'POST',
      `/api/styles/${style.id}/style_images`,
      form({ title: 'Used' }, [{ filename: 'used.png', data: await picture(300, 300) }]),
    );
    const [user] = await server.db.query(
      "SELECT id, promotion_id FROM users WHERE email = 'participant@demo.test'",
    );
    await server.db.query(
      'INSERT INTO works (promotion_id, user_id, style_id, style_image_id) VALUES (?, ?, ?, ?)',
      [user.promotion_id, user.id, style.id, image.json().data.id],
    );
    const inUse = await master('DELETE', `/api/styles/${style.id}`);
    expect([inUse.statusCode, inUse.json()]).toEqual([
      409,
      { errors: ["This style is used by participants' works and cannot be deleted."] },
    ]);
    const emptied = (await master('POST', '/api/collections', { name: 'Empty' })).json().data;
    expect((await master('DELETE', `/api/collections/${emptied.id}`)).statusCode).toBe(200);
    expect((await master('GET', `/api/collections/${emptied.id}`)).statusCode).toBe(404);
  });
});
