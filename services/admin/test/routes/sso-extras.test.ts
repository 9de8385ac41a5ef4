import type { FastifyInstance } from 'fastify';
import { buildTestApp, resetData } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { MASTER, caller } from './styles-helpers';

describe('SSO extras (spec 3 s3 "SSO extra", s7 calls; masters only)', () => {
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
  beforeEach(() => server.db.query('DELETE FROM sso_extras'));

  it('creates with the defaults data_type string and path User:udfs, lists and shows it', async () => {
    const created = await master('POST', '/api/promotions/2/sso_extras', { name: ' department ' });
    expect(created.statusCode).toBe(201);
    const extra = created.json().data;
    expect(extra).toEqual({
      id: expect.any(Number),
      promotion_id: 2,
      name: 'department',
      data_type: 'string',
      path: 'User:udfs',
    });
    const listed = await master('GET', '/api/promotions/2/sso_extras?page_size=0');
    expect(listed.json()).toEqual({ data: [extra], meta: { total_records: 1 } });
    expect((await master('GET', `/api/sso_extras/${extra.id}`)).json().data).toEqual(extra);
    // Another promotion's list does not hold it.
    expect((await master('GET', '/api/promotions/1/sso_extras')).json().data).toEqual([]);
  });

  it('updates and deletes within the promotion; another promotion in the path is 404', async () => {
    const { id } = (await master('POST', '/api/promotions/2/sso_extras', { name: 'level' })).json()
      .data;
    const updated = await master('PUT', `/api/promotions/2/sso_extras/${id}`, {
      name: 'grade',
      data_type: 'integer',
    });
    expect(updated.json().data).toMatchObject({ id, name: 'grade', data_type: 'integer' });
    const elsewhere = await master('DELETE', `/api/promotions/1/sso_extras/${id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ errors: ['SSO extra could not be found'] });
    expect((await master('DELETE', `/api/promotions/2/sso_extras/${id}`)).json().data).toEqual({
      id,
    });
    const gone = await master('GET', `/api/sso_extras/${id}`);
    expect(gone.statusCode).toBe(404);
  });

  it('maps a claim once per promotion (without case) and refuses unknown types and paths', async () => {
    await master('POST', '/api/promotions/2/sso_extras', { name: 'Department' });
    const twice = await master('POST', '/api/promotions/2/sso_extras', { name: 'department' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toEqual({ errors: ['This claim is already mapped for the promotion.'] });
    // The same claim in another promotion is its own mapping.
    expect(
      (await master('POST', '/api/promotions/1/sso_extras', { name: 'department' })).statusCode,
    ).toBe(201);
    for (const body of [
      { name: 'x', data_type: 'money' },
      { name: 'x', path: 'User:password_hash' },
      { name: 'two words' },
      { name: '' },
    ]) {
      const refused = await master('POST', '/api/promotions/2/sso_extras', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toHaveLength(1);
    }
    // An unknown promotion.
    expect(
      (await master('POST', '/api/promotions/999999/sso_extras', { name: 'x' })).statusCode,
    ).toBe(404);
  });

  it.each(['coordinator@demo.test', 'supercoordinator@demo.test', 'reseller@demo.test'])(
    'refuses %s (the promotion admin area is for masters)',
    async (email) => {
      const response = await as(email, 'GET', '/api/promotions/2/sso_extras');
      expect(response.statusCode).toBe(403);
      expect(
        (await as(email, 'POST', '/api/promotions/2/sso_extras', { name: 'x' })).statusCode,
      ).toBe(403);
    },
  );
});
