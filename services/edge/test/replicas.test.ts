import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Replicas } from '../src/balancing/replicas';
import { buildEdge, closedPort, stubService, urlOf } from './helpers';
import type { Echo } from './helpers';

describe('/api across the replicas of a service', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let social: FastifyInstance;
  let edge: FastifyInstance;
  let refusing: string;

  beforeAll(async () => {
    const routes: Array<[string, string]> = [
      ['GET', '/api/users/me'],
      ['POST', '/api/entries/{recorded_on}/entry_activities'],
    ];
    first = await stubService('participant-1', routes);
    second = await stubService('participant-2', routes);
    social = await stubService('social', [['GET', '/api/posts']]);
    refusing = `http://127.0.0.1:${await closedPort()}`;
    edge = await buildEdge({
      services: [
        // The replica that is down is listed first: the documents come from another one.
        { name: 'participant', urls: [refusing, urlOf(first), urlOf(second)] },
        { name: 'social', urls: [urlOf(social)] },
      ],
    });
    await edge.apiRoutes.built;
  });

  afterAll(async () => {
    await Promise.all([edge.close(), first.close(), second.close(), social.close()]);
  });

  const serviceOf = async (method: 'GET' | 'POST', url: string, payload?: string) => {
    const response = await edge.inject({
      method,
      url,
      payload,
      headers: { host: 'demo.localhost:8080', 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Echo>();
  };

  it('shares the requests among the replicas that accept connections, skipping one that refuses', async () => {
    const served: string[] = [];
    for (let i = 0; i < 8; i += 1) served.push((await serviceOf('GET', '/api/users/me')).service);
    // In turn: 4 each (3 or more if the refusing one's hold-down ended meanwhile).
    expect(served.filter((name) => name === 'participant-1').length).toBeGreaterThanOrEqual(3);
    expect(served.filter((name) => name === 'participant-2').length).toBeGreaterThanOrEqual(3);
  });

  it('sends a write whose first replica refused to the next one, body intact, once', async () => {
    // A fresh edge: its first request starts at the replica that refuses.
    const fresh = await buildEdge({
      services: [{ name: 'participant', urls: [refusing, urlOf(first)] }],
    });
    await fresh.apiRoutes.built;
    const received: string[] = [];
    const count = () => received.push('request');
    first.server.on('request', count);
    // Larger than a stream's buffer: the refused attempt must not have read any of it.
    const body = JSON.stringify({ activity_id: 3, note: 'x'.repeat(300_000) });
    const response = await fresh.inject({
      method: 'POST',
      url: '/api/entries/2026-03-02/entry_activities',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    first.server.off('request', count);
    await fresh.close();
    expect(response.statusCode).toBe(200);
    const echo = response.json<Echo>();
    expect(echo.service).toBe('participant-1');
    expect(Buffer.from(echo.body ?? '', 'base64').toString()).toBe(body);
    expect(received).toHaveLength(1);
  });

  it('answers 503 only when no replica accepts', async () => {
    const lone = await stubService('admin', [['GET', '/api/promotions']]);
    const other = `http://127.0.0.1:${await closedPort()}`;
    const edgeOfTwo = await buildEdge({
      services: [{ name: 'admin', urls: [urlOf(lone), other] }],
    });
    await edgeOfTwo.apiRoutes.built;
    const get = () => edgeOfTwo.inject({ method: 'GET', url: '/api/promotions' });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    await lone.close();
    const response = await get();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ errors: ['Service unavailable'] });
    await edgeOfTwo.close();
  });
});

describe('a replica that drops connections mid-request (killed)', () => {
  it('sends a read again to the next replica, never a write', async () => {
    const routes = {
      '/api/users/me': { get: { responses: {} } },
      '/api/posts': { post: { responses: {} } },
    };
    const dropping = Fastify();
    dropping.get('/openapi.json', async () => ({ openapi: '3.0.3', paths: routes }));
    const drop = (request: FastifyRequest) => request.raw.socket.destroy();
    dropping.get('/api/users/me', drop);
    dropping.post('/api/posts', drop);
    await dropping.listen({ port: 0, host: '127.0.0.1' });
    const healthy = await stubService('participant-2', [
      ['GET', '/api/users/me'],
      ['POST', '/api/posts'],
    ]);
    const edgeOfTwo = await buildEdge({
      services: [{ name: 'participant', urls: [urlOf(dropping), urlOf(healthy)] }],
    });
    await edgeOfTwo.apiRoutes.built;

    const read = await edgeOfTwo.inject({ method: 'GET', url: '/api/users/me' });
    expect(read.statusCode).toBe(200);
    expect(read.json<Echo>().service).toBe('participant-2');

    // The next request starts at the dropping replica again (round robin): a write is not resent.
    await edgeOfTwo.inject({ method: 'GET', url: '/api/users/me' });
    const write = await edgeOfTwo.inject({
      method: 'POST',
      url: '/api/posts',
      payload: '{"body":"hello"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual({ errors: ['Service unavailable'] });
    await Promise.all([edgeOfTwo.close(), dropping.close(), healthy.close()]);
  });
});

describe('Replicas', () => {
  const urls = ['http://a:1', 'http://b:1', 'http://c:1'];

  it('starts each request at the next replica in turn', () => {
    const replicas = new Replicas('participant', urls);
    expect([0, 1, 2, 3].map(() => replicas.roundRobin()[0])).toEqual([...urls, urls[0]]);
  });

  it('passes over a replica that refused until the hold-down ends, then tries it again', () => {
    let now = 0;
    const replicas = new Replicas('participant', urls, 1_000, () => now);
    replicas.refused('http://b:1');
    expect([0, 1, 2].map(() => replicas.roundRobin())).toEqual([
      ['http://a:1', 'http://c:1', 'http://b:1'],
      ['http://c:1', 'http://a:1', 'http://b:1'],
      ['http://a:1', 'http://c:1', 'http://b:1'],
    ]);
    now = 1_000;
    expect(replicas.roundRobin()[0]).toBe('http://a:1');
    expect(replicas.roundRobin()[0]).toBe('http://b:1');
  });

  it('keeps a client on one replica, and moves only the clients of one that goes down', () => {
    const replicas = new Replicas('realtime', urls);
    const keys = Array.from({ length: 300 }, (_, i) => `session:${i}`);
    const before = keys.map((key) => replicas.sticky(key)[0]);
    expect(keys.map((key) => replicas.sticky(key)[0])).toEqual(before);
    for (const url of urls)
      expect(before.filter((chosen) => chosen === url).length).toBeGreaterThan(60);

    replicas.refused('http://b:1');
    const after = keys.map((key) => replicas.sticky(key)[0]);
    keys.forEach((_, i) => {
      if (before[i] === 'http://b:1') expect(after[i]).not.toBe('http://b:1');
      else expect(after[i]).toBe(before[i]);
    });
  });
});
