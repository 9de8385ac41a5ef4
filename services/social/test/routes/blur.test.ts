import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';

/** A sharp-edged picture: two halves of different colours. */
const halves = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#000000' } })
    .composite([
      {
        input: { create: { width: 150, height: 200, channels: 3, background: '#ffffff' } },
        left: 150,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

describe('blurred backgrounds: PUT /api/files/blur (spec 3 s7 "with image_path returns blur_url")', () => {
  let server: FastifyInstance;
  let uploadDir: string;
  const sessions: Record<string, string> = {};
  const as = async (email: string) => (sessions[email] ??= await signIn(server, email));
  const blur = async (email: string, image_path: string) =>
    server.inject({
      method: 'PUT',
      url: '/api/files/blur',
      headers: clientHeaders(await as(email)),
      payload: { image_path },
    });
  const uploadAs = async (email: string, secure: boolean) => {
    const boundary = '----blurTestBoundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="secure"\r\n\r\n${secure}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      await halves(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await server.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: {
        ...clientHeaders(await as(email)),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    return response.json().data.files[0].url as string;
  };
  const bytesUsed = async () =>
    Number(
      (await server.db.query('SELECT upload_bytes_used AS n FROM promotions WHERE id = 2'))[0].n,
    );

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'wellness-blur-'));
    process.env.UPLOAD_DIR = uploadDir;
    server = await buildTestApp(app);
    await resetData(server);
  });
  afterAll(async () => {
    await server.close();
    delete process.env.UPLOAD_DIR;
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('answers a blurred JPEG of a public upload, made once and then served from the cache', async () => {
    const source = await uploadAs('coordinator@demo.test', false);
    const before = await bytesUsed();
    const made = await blur('coordinator@demo.test', source);
    expect(made.statusCode).toBe(200);
    const { blur_url } = made.json().data;
    expect(blur_url).toMatch(/^\/api\/files\/public\/[0-9a-f]{32}\.jpg$/);
    const file = await server.inject({ url: blur_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    // The sharp edge between the halves is gone: the middle column is grey, not black or white.
    const { data, info } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([300, 200]);
    const middle = data[(100 * info.width + 150) * info.channels]!;
    expect(middle).toBeGreaterThan(60);
    expect(middle).toBeLessThan(200);
    const used = await bytesUsed();
    expect(used).toBeGreaterThan(before);
    // Again: the same address, nothing stored twice.
    expect((await blur('master@demo.test', source)).json().data).toEqual({ blur_url });
    expect(await bytesUsed()).toBe(used);
  });

  it("keeps a private upload's blur private to its promotion", async () => {
    const source = await uploadAs('coordinator@demo.test', true);
    const { blur_url } = (await blur('coordinator@demo.test', source)).json().data;
    expect(blur_url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.jpg$/);
    const signedOut = await server.inject({ url: blur_url, headers: clientHeaders() });
    expect(signedOut.statusCode).toBe(401);
    const signedIn = await server.inject({
      url: blur_url,
      headers: clientHeaders(await as('participant@demo.test')),
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('refuses addresses that are not uploads, files that are not stored, and other types', async () => {
    const cases: Array<[string, number, string]> = [
      ['https://example.com/a.png', 422, 'The image to blur must be a file uploaded to this site.'],
      [
        '/api/files/../../etc/passwd',
        422,
        'The image to blur must be a file uploaded to this site.',
      ],
      [
        `/api/files/public/${'a'.repeat(32)}.svg`,
        422,
        'Only PNG, JPEG and GIF images can be blurred.',
      ],
      [`/api/files/public/${'a'.repeat(32)}.png`, 404, 'File could not be found'],
    ];
    for (const [imagePath, status, message] of cases) {
      const refused = await blur('coordinator@demo.test', imagePath);
      expect([refused.statusCode, refused.json()]).toEqual([status, { errors: [message] }]);
    }
  });

  it('is for coordinators and above', async () => {
    const source = await uploadAs('coordinator@demo.test', false);
    const refused = await blur('participant@demo.test', source);
    expect(refused.statusCode).toBe(403);
    const anonymous = await server.inject({
      method: 'PUT',
      url: '/api/files/blur',
      headers: clientHeaders(),
      payload: { image_path: source },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
