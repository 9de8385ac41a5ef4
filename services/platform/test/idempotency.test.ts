import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { HttpError, createdResponses, ok, platform } from '../src';
import type { Config } from '../src';
import { buildTestApp, clientHeaders, resetData, signIn } from '../src/testing';

let release: () => void = () => undefined;
let entered: () => void = () => undefined;

/** A write that counts its runs in Redis; `hold` keeps it running until released. */
const probe: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  await fastify.register(platform, { config, service: 'probe' });
  fastify.post(
    '/api/probe/writes',
    {
      config: { access: { allow: 'signed-in', scope: 'none' }, limit: 'write' },
      schema: {
        body: Type.Object(
          {
            fail: Type.Optional(Type.Boolean()),
            hold: Type.Optional(Type.Boolean()),
            lostMysql: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        response: createdResponses(Type.Object({ run: Type.Number() })),
      },
    },
    async (request, reply) => {
      const body = request.body as { fail?: boolean; hold?: boolean; lostMysql?: boolean };
      if (body.hold) {
        entered();
        await new Promise<void>((resolve) => (release = resolve));
      }
      const run = await fastify.redis.incr(`${fastify.config.redisPrefix}probe-runs`);
      if (body.fail) throw new HttpError(422, 'The probe was asked to fail.');
      // MySQL went away after the write: whether it committed is unknown.
      if (body.lostMysql) {
        throw Object.assign(new Error('Connection lost'), { code: 'PROTOCOL_CONNECTION_LOST' });
      }
      return reply.status(201).send(ok({ run }));
    },
  );
};

describe('idempotent writes (Idempotency-Key)', () => {
  let app: FastifyInstance;
  let cookie: string;
  const write = (key: string | undefined, body: Record<string, boolean> = {}, who = cookie) =>
    app.inject({
      method: 'POST',
      url: '/api/probe/writes',
      headers: { ...clientHeaders(who), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: body,
    });

  beforeAll(async () => {
    app = await buildTestApp(probe);
    await resetData(app);
    cookie = await signIn(app, 'participant@demo.test');
  });
  afterAll(() => app.close());

  it('runs a write once and answers a retry with the same key with the first answer', async () => {
    const first = await write('post-1');
    const retry = await write('post-1');
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const other = await write('post-2');
    expect(other.json().data.run).toBe(first.json().data.run + 1);
  });

  it('keeps each user’s keys apart, and runs writes without a key every time', async () => {
    const before = (await write('shared-key')).json().data.run;
    const someoneElse = await signIn(app, 'participant2@demo.test');
    expect((await write('shared-key', {}, someoneElse)).json().data.run).toBe(before + 1);
    expect((await write(undefined)).json().data.run).toBe(before + 2);
    expect((await write(undefined)).json().data.run).toBe(before + 3);
  });

  it('releases the key after a failure, so the retry runs again', async () => {
    const failed = await write('retry-me', { fail: true });
    expect(failed.statusCode).toBe(422);
    expect(failed.json()).toEqual({ errors: ['The probe was asked to fail.'] });
    const retried = await write('retry-me');
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps the key after a 503 (the write may have committed): the retry gets 409, never a second run', async () => {
    const lost = await write('unknown-outcome', { lostMysql: true });
    expect(lost.statusCode).toBe(503);
    expect(lost.json()).toEqual({ errors: ['Service unavailable'] });
    const retried = await write('unknown-outcome');
    expect(retried.statusCode).toBe(409);
    expect(retried.json()).toEqual({
      errors: ['A request with this Idempotency-Key is still being processed. Please try again.'],
    });
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const running = new Promise<void>((resolve) => (entered = resolve));
    const first = write('slow', { hold: true });
    await running;
    const second = await write('slow', { hold: true });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      errors: ['A request with this Idempotency-Key is still being processed. Please try again.'],
    });
    release();
    expect((await first).statusCode).toBe(201);
    expect((await write('slow', { hold: true })).headers['idempotent-replayed']).toBe('true');
  });

  it('refuses a malformed key with 400', async () => {
    const answer = await write('not a key!');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      errors: [
        'Idempotency-Key must be 1 to 100 letters, digits, dashes, underscores, dots or colons.',
      ],
    });
  });
});
