import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_HOST,
  buildTestApp,
  clientHeaders,
  resetData,
  signIn,
} from '@wellness/platform/testing';
import { app } from '../../src/app';

const DEMO = 2;

describe('thrive content (spec 3 s2 /promotion/{id}/thrive; README "Promotion libraries")', () => {
  let server: FastifyInstance;
  let master: string;
  let coordinator: string;
  let participant: string;
  const call = (method: string, url: string, cookie?: string, payload?: object, host?: string) =>
    server.inject({
      method: method as 'GET',
      url,
      headers: clientHeaders(cookie, host),
      ...(payload ? { payload } : {}),
    });
  const base = (promotionId: number) => `/api/promotions/${promotionId}/custom_content`;

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    master = await signIn(server, 'master@wellness.test', DEFAULT_HOST);
    coordinator = await signIn(server, 'coordinator@demo.test');
    participant = await signIn(server, 'participant@demo.test');
  }, 120_000);
  afterAll(() => server.close());

  it('is a category of the catalogue with its own fields', async () => {
    const catalogue = (await call('GET', '/api/content_categories', coordinator)).json().data;
    expect(
      catalogue.find((entry: { category: string }) => entry.category === 'thrive'),
    ).toMatchObject({
      label: 'Thrive',
      fields: ['title', 'summary', 'content', 'image1', 'thumbnail_image'],
      read_only_add: false,
      public: false,
    });
  });

  it("shows the default promotion's article until the promotion edits its own copy", async () => {
    const created = await call(
      'POST',
      base(1),
      master,
      { category: 'thrive', add: 'key', group: 'Articles', key: 'sleep', title: 'Sleep well' },
      DEFAULT_HOST,
    );
    expect(created.statusCode).toBe(201);
    const listed = await call('GET', `${base(DEMO)}?category=thrive`, participant);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ key: 'sleep', title: 'Sleep well', is_default: true }),
    ]);
    const id = created.json().data.id;
    const saved = await call('PUT', `${base(DEMO)}/${id}`, coordinator, { title: 'Sleep better' });
    expect(saved.json().meta).toEqual({ copied: true });
    const after = (await call('GET', `${base(DEMO)}?category=thrive`, participant)).json().data;
    expect(after).toEqual([
      expect.objectContaining({ key: 'sleep', title: 'Sleep better', is_override: true }),
    ]);
    // Another promotion still reads the default.
    const defaults = (
      await call('GET', `${base(1)}?category=thrive`, master, undefined, DEFAULT_HOST)
    ).json().data;
    expect(defaults[0].title).toBe('Sleep well');
  });

  it('refuses a field thrive does not use, and anonymous readers', async () => {
    const refused = await call('POST', base(DEMO), coordinator, {
      category: 'thrive',
      add: 'key',
      group: 'Articles',
      key: 'move',
      days_from_start: 3,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: ['days_from_start is not used by thrive content'] });
    expect((await call('GET', `${base(DEMO)}?category=thrive`)).statusCode).toBe(401);
  });
});
