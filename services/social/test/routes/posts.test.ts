import type { FastifyInstance } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { emptyWalls } from '../wall-helpers';

describe('the wall: /api/posts', () => {
  let server: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    cookie = await signIn(server, 'participant@demo.test');
  });
  afterAll(() => server.close());
  // Each test starts from an empty wall.
  beforeEach(() => emptyWalls(server));

  const post = (content: unknown, who = cookie) =>
    server.inject({
      method: 'POST',
      url: '/api/posts',
      headers: clientHeaders(who),
      payload: { content },
    });

  it('creates a post on the promotion wall and lists it first', async () => {
    const created = await post('Walked to work today!');
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      content: 'Walked to work today!',
      depth: 0,
      wallable_type: 'Promotion',
      user: { profile: { full_name: 'Pat Participant' } },
    });
    const list = await server.inject({
      url: '/api/posts?page_size=20',
      headers: clientHeaders(cookie),
    });
    expect(list.json().data[0].content).toBe('Walked to work today!');
    expect(list.json().meta).toEqual({ total_records: 1, page_size: 20 });
  });

  it("refuses a blank post with spec 2's message", async () => {
    const response = await post('   ');
    expect(response.statusCode).toBe(422);
    // Spec 2 s5: the server answers this; the client shows its Oops text (mfe-social wall).
    expect(response.json()).toEqual({ errors: ["Content can't be blank"] });
  });

  it('stores hostile text exactly as given', async () => {
    const hostile = `<img src=x onerror=alert(1)>'; DROP TABLE posts; --`;
    const response = await post(hostile);
    expect(response.json().data.content).toBe(hostile);
  });

  it("shows no posts of another promotion's wall", async () => {
    const master = await signIn(server, 'master@wellness.test', 'localhost:8080');
    const list = await server.inject({
      url: '/api/posts',
      headers: clientHeaders(master, 'localhost:8080'),
    });
    expect(list.json().data).toEqual([]);
  });

  it('answers anonymous callers with 401', async () => {
    const response = await server.inject({ url: '/api/posts', headers: clientHeaders() });
    expect(response.statusCode).toBe(401);
  });
});
