import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_HOST,
  buildTestApp,
  clientHeaders,
  resetData,
  signIn,
} from '@wellness/platform/testing';
import { app } from '../../src/app';

describe("master's promotions list: GET /api/promotions", () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
  });
  afterAll(() => server.close());

  it('lists every promotion for a master, with weeks and registration dates', async () => {
    const cookie = await signIn(server, 'master@wellness.test', DEFAULT_HOST);
    const response = await server.inject({
      url: '/api/promotions?page_size=0',
      headers: clientHeaders(cookie, DEFAULT_HOST),
    });
    expect(response.statusCode).toBe(200);
    const demo = response.json().data.find((p: { subdomain: string }) => p.subdomain === 'demo');
    expect(demo).toMatchObject({ name: 'Demo Promotion', weeks: 8 });
    expect(demo.registration_starts_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(response.json().meta.total_records).toBe(3); // default, demo, demo launchpad
  });

  it('refuses participants and coordinators with 403 and anonymous callers with 401', async () => {
    for (const email of ['participant@demo.test', 'coordinator@demo.test', 'poster@demo.test']) {
      const cookie = await signIn(server, email);
      const response = await server.inject({
        url: '/api/promotions',
        headers: clientHeaders(cookie),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().data).toBeUndefined();
    }
    expect(
      (await server.inject({ url: '/api/promotions', headers: clientHeaders() })).statusCode,
    ).toBe(401);
  });
});
