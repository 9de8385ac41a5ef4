import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { buildEdge, stubService, urlOf } from './helpers';
import type { Echo } from './helpers';

describe('/api through the edge', () => {
  let participant: FastifyInstance;
  let social: FastifyInstance;
  let edge: FastifyInstance;

  beforeAll(async () => {
    participant = await stubService('participant', [
      ['GET', '/api/users/me'],
      ['GET', '/api/promotions/{promotion_id}/leaderboard'],
      ['POST', '/api/entries/{recorded_on}/entry_activities'],
    ]);
    social = await stubService('social', [
      ['GET', '/api/posts'],
      ['POST', '/api/posts'],
      ['POST', '/api/photos'],
    ]);
    edge = await buildEdge({
      services: [
        { name: 'participant', urls: [urlOf(participant)] },
        { name: 'social', urls: [urlOf(social)] },
      ],
    });
    await edge.apiRoutes.built;
  });

  afterAll(async () => {
    await edge.close();
    await participant.close();
    await social.close();
  });

  it('sends a request to the service that declared its route, keeping the Host header', async () => {
    const response = await edge.inject({
      method: 'GET',
      url: '/api/promotions/2/leaderboard?page_size=50&page=1',
      headers: { host: 'demo.localhost:8080', cookie: 'wellness_session=abc' },
    });
    expect(response.statusCode).toBe(200);
    const echo = response.json<Echo>();
    expect(echo.service).toBe('participant');
    expect(echo.url).toBe('/api/promotions/2/leaderboard?page_size=50&page=1');
    expect(echo.headers.host).toBe('demo.localhost:8080');
    expect(echo.headers.cookie).toBe('wellness_session=abc');
    expect(echo.headers['x-forwarded-proto']).toBe('http');
    expect(echo.headers['x-forwarded-host']).toBe('demo.localhost:8080');
    expect(echo.headers['x-forwarded-for']).toBeTruthy();
  });

  it("passes the service's status and headers back", async () => {
    const response = await edge.inject({
      method: 'GET',
      url: '/api/posts',
      headers: { host: 'localhost:8080', 'x-status': '401' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<Echo>().service).toBe('social');
    expect(response.headers['set-cookie']).toBe('from_social=1; Path=/');
  });

  it('passes a JSON body through byte for byte', async () => {
    const body = '{"activity_id":3,  "feels_value":2}';
    const response = await edge.inject({
      method: 'POST',
      url: '/api/entries/2026-03-02/entry_activities',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'wellness' },
      payload: body,
    });
    const echo = response.json<Echo>();
    expect(echo.service).toBe('participant');
    expect(Buffer.from(echo.body ?? '', 'base64').toString()).toBe(body);
    expect(echo.headers['content-type']).toBe('application/json');
    expect(echo.headers['x-requested-with']).toBe('wellness');
  });

  it('passes a multipart body through untouched', async () => {
    const boundary = '----wellness';
    const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x0d, 0x0a]);
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await edge.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    const echo = response.json<Echo>();
    expect(echo.service).toBe('social');
    expect(Buffer.from(echo.body ?? '', 'base64').equals(body)).toBe(true);
    expect(echo.headers['content-type']).toBe(`multipart/form-data; boundary=${boundary}`);
  });

  it('answers 404 for a route no service declares', async () => {
    const response = await edge.inject({ method: 'DELETE', url: '/api/posts?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: ['Route DELETE /api/posts not found'] });
  });

  it('resolves dot segments before looking a path up', async () => {
    const response = await edge.inject({ method: 'GET', url: '/api/posts/../../openapi.json' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: ['Route GET /openapi.json not found'] });
  });

  it('serves the merged OpenAPI document at /api/docs and /api/docs/json', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await edge.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/api/users/me', '/api/posts', '/api/photos']),
      );
      expect(document.paths['/api/posts'].post.tags).toEqual(['social']);
    }
  });

  it('is ready once the route table is built', async () => {
    const response = await edge.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: 'ready', routes: 6 });
  });
});

describe('the edge when a service is down', () => {
  it('answers 503 with the envelope for its routes, at once, while the others keep answering', async () => {
    const admin = await stubService('admin', [['GET', '/api/promotions']]);
    const social = await stubService('social', [['GET', '/api/posts']]);
    const edge = await buildEdge({
      services: [
        { name: 'admin', urls: [urlOf(admin)] },
        { name: 'social', urls: [urlOf(social)] },
      ],
    });
    await edge.apiRoutes.built;
    await admin.close();

    const response = await edge.inject({ method: 'GET', url: '/api/promotions' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ errors: ['Service unavailable'] });
    expect(response.body).not.toMatch(/ECONNREFUSED|at \S+ \(/);
    expect((await edge.inject({ method: 'GET', url: '/api/posts' })).statusCode).toBe(200);
    await edge.close();
    await social.close();
  });

  it('answers 503 when a service drops the connection before answering (killed mid-request)', async () => {
    const dropping = Fastify();
    dropping.get('/openapi.json', async () => ({
      openapi: '3.0.3',
      info: { title: 'wellness admin service', version: '1.0.0' },
      paths: { '/api/promotions': { get: { responses: {} } } },
    }));
    dropping.get('/api/promotions', (request) => {
      request.raw.socket.destroy();
    });
    await dropping.listen({ port: 0, host: '127.0.0.1' });
    const edge = await buildEdge({ services: [{ name: 'admin', urls: [urlOf(dropping)] }] });
    await edge.apiRoutes.built;

    const response = await edge.inject({ method: 'GET', url: '/api/promotions' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ errors: ['Service unavailable'] });
    await edge.close();
    await dropping.close();
  });

  it('is not ready, and /api answers 503, until the table is built', async () => {
    const edge = await buildEdge(
      { services: [{ name: 'admin', urls: ['http://127.0.0.1:1'] }] },
      { loadDocuments: () => new Promise(() => undefined) },
    );
    expect((await edge.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await edge.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const api = await edge.inject({ method: 'GET', url: '/api/promotions' });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({ errors: ['Service unavailable'] });
    await edge.close();
  });
});

describe('start-up', () => {
  it('fails naming both services when two declare the same route', async () => {
    const participant = await stubService('participant', [['GET', '/api/users/{id}']]);
    const social = await stubService('social', [['GET', '/api/users/{user_id}']]);
    const edge = await buildEdge({
      services: [
        { name: 'participant', urls: [urlOf(participant)] },
        { name: 'social', urls: [urlOf(social)] },
      ],
    });
    await expect(edge.apiRoutes.built).rejects.toThrow(
      'Route GET /api/users/{user_id} is declared by both participant and social',
    );
    expect((await edge.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    await Promise.all([edge.close(), participant.close(), social.close()]);
  });
});
