import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';

const TOO_MANY = { errors: ['Too many requests. Please wait a moment and try again.'] };
// 2 calls per user and 3 per address in a minute, for both classes under test.
const small = { user: 2, address: 3, windowSeconds: 60 };

/** One PNG as a browser's FormData sends it. */
async function pngForm() {
  const boundary = '----wellnessLimitsBoundary';
  const data = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

describe('limits of the wall: writes and uploads', () => {
  let server: FastifyInstance;
  let pat: string;
  let sam: string;
  let uploadDir: string;
  let form: Awaited<ReturnType<typeof pngForm>>;
  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'wellness-limits-'));
    process.env.UPLOAD_DIR = uploadDir;
    server = await buildTestApp(app, {
      rateLimits: { write: small, upload: small },
      rateLimitAllowance: 1,
    });
    await resetData(server);
    pat = await signIn(server, 'participant@demo.test');
    sam = await signIn(server, 'participant2@demo.test');
    form = await pngForm();
  });
  beforeEach(async () => {
    const keys = await server.redis.keys(`${server.config.redisPrefix}limits:*`);
    if (keys.length) await server.redis.del(...keys);
  });
  afterAll(async () => {
    await server.close();
    delete process.env.UPLOAD_DIR;
    await rm(uploadDir, { recursive: true, force: true });
  });

  type Call = (cookie: string, address: string) => Promise<LightMyRequestResponse>;
  const headers = (cookie: string, address: string) => ({
    ...clientHeaders(cookie),
    'x-forwarded-for': address,
  });
  const calls: Array<[string, number, Call]> = [
    [
      'write: POST /notifications/mark_as_seen',
      200,
      (cookie, address) =>
        server.inject({
          method: 'POST',
          url: '/api/notifications/mark_as_seen',
          headers: headers(cookie, address),
          payload: { ids: 'all' },
        }),
    ],
    [
      'upload: POST /files/upload',
      201,
      (cookie, address) =>
        server.inject({
          method: 'POST',
          url: '/api/files/upload',
          headers: { ...headers(cookie, address), 'content-type': form.contentType },
          payload: form.payload,
        }),
    ],
  ];

  it.each(calls)(
    '%s answers 429 with Retry-After once the user has spent the limit; others go on',
    async (_name, success, call) => {
      expect((await call(pat, '203.0.113.1')).statusCode).toBe(success);
      expect((await call(pat, '203.0.113.2')).statusCode).toBe(success);
      const refused = await call(pat, '203.0.113.3');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await call(sam, '203.0.113.3')).statusCode).toBe(success);
    },
  );

  it.each(calls)('%s: the per-address limit applies across users', async (_name, success, call) => {
    expect((await call(pat, '198.51.100.1')).statusCode).toBe(success);
    expect((await call(pat, '198.51.100.1')).statusCode).toBe(success);
    expect((await call(sam, '198.51.100.1')).statusCode).toBe(success);
    const refused = await call(sam, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect((await call(sam, '198.51.100.2')).statusCode).toBe(success);
  });
});
