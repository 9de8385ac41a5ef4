import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '@wellness/platform';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { HOSTILE_SVGS, NEUTRALISED_SVG } from '../svg-corpus';

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer };

/** A multipart/form-data body as a browser's FormData sends it. */
function form(parts: Part[]) {
  const boundary = '----wellnessUploadBoundary7MA4YWxkTrZu0gW';
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      'data' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`,
    ),
    ...('data' in part ? [part.data] : []),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();

async function animatedGif() {
  const frame = (background: string) =>
    sharp({ create: { width: 200, height: 200, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** The EXIF tag that points at the GPS block (0x8825), as sharp writes it (little-endian). */
const GPS_IFD_TAG = Buffer.from([0x25, 0x88]);

describe('uploads: POST /api/files/upload and GET /api/files/{name}', () => {
  let server: FastifyInstance;
  let cookie: string;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'wellness-uploads-'));
    process.env.UPLOAD_DIR = uploadDir;
    server = await buildTestApp(app);
    await resetData(server);
    cookie = await signIn(server, 'participant@demo.test');
  });
  afterAll(async () => {
    await server.close();
    delete process.env.UPLOAD_DIR;
    await rm(uploadDir, { recursive: true, force: true });
  });

  const upload = (parts: Part[], query = '', headers = clientHeaders(cookie)) => {
    const body = form(parts);
    return server.inject({
      method: 'POST',
      url: `/api/files/upload${query}`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const file = (filename: string, data: Buffer): Part => ({ name: 'file', filename, data });
  const fetchFile = (url: string) => server.inject({ url, headers: clientHeaders(cookie) });
  const refusal = (response: { statusCode: number; json: () => unknown }) => [
    response.statusCode,
    response.json(),
  ];

  it('stores an image under a name the server makes up and serves it inline, unsniffable', async () => {
    const response = await upload([file('holiday photo.png', await png(200, 200))]);
    expect(response.statusCode).toBe(201);
    const { url } = response.json().data.files[0];
    expect(url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.png$/);
    expect(response.json().meta).toEqual({});

    const served = await fetchFile(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f]{32}\.png"$/);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(200);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([await png(200, 200), Buffer.alloc(10 * 1024 * 1024)]);
    expect(refusal(await upload([file('big.png', big)]))).toEqual([
      422,
      { errors: ['Error: File size must be 10 MB or less'] },
    ]);
  });

  it('takes a photo of several megabytes and shrinks it into the photo bound', async () => {
    const noise = await sharp(randomBytes(2400 * 1400 * 3), {
      raw: { width: 2400, height: 1400, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(9 * 1024 * 1024);
    const response = await upload([file('big-photo.png', noise)]);
    expect(response.statusCode).toBe(201);
    const served = await fetchFile(response.json().data.files[0].url);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1851, height: 1080 });
  });

  it('refuses a second file', async () => {
    const image = await png(200, 200);
    expect(refusal(await upload([file('a.png', image), file('b.png', image)]))).toEqual([
      422,
      { errors: ['Error: 1 file maximum.'] },
    ]);
  });

  it('refuses other types, and files whose content is not what their name says', async () => {
    const wrongType = {
      errors: ['Error: Incorrect file type. Use .png, .jpeg, .jpg, .svg, or .gif.'],
    };
    expect(refusal(await upload([file('notes.txt', Buffer.from('hello'))]))).toEqual([
      422,
      wrongType,
    ]);
    expect(refusal(await upload([file('evil.png', Buffer.from('<?php echo 1; ?>'))]))).toEqual([
      422,
      wrongType,
    ]);
  });

  it('refuses a photo under 150 px as a warning the retry with override_warnings accepts', async () => {
    const small = await png(100, 300);
    expect(refusal(await upload([file('small.png', small)]))).toEqual([
      422,
      {
        errors: [
          'Error: This photo is too small. Please select a photo that is at least 150 pixels.',
        ],
      },
    ]);
    const retried = await upload([file('small.png', small)], '?override_warnings=true');
    expect(retried.statusCode).toBe(201);
  });

  it('refuses an animated gif unless allow_animated_gif, and keeps its frames when allowed', async () => {
    const gif = await animatedGif();
    expect(refusal(await upload([file('dance.gif', gif)]))).toEqual([
      422,
      { errors: ["Error: File can't be an animated gif."] },
    ]);
    const allowed = await upload([
      { name: 'allow_animated_gif', value: 'true' },
      file('dance.gif', gif),
    ]);
    expect(allowed.statusCode).toBe(201);
    const served = await fetchFile(allowed.json().data.files[0].url);
    expect((await sharp(served.rawPayload, { animated: true }).metadata()).pages).toBe(2);
  });

  it('returns a JPEG without its EXIF and GPS position', async () => {
    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#888' },
    })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.includes(GPS_IFD_TAG)).toBe(true);

    const response = await upload([file('run.jpeg', photo)]);
    expect(response.json().data.files[0].url).toMatch(/\.jpg$/);
    const served = await fetchFile(response.json().data.files[0].url);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const kept = await sharp(served.rawPayload).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.format).toBe('jpeg');
  });

  it('shrinks images into 500x500 with resize_to_fit, or into a given box', async () => {
    const image = await png(800, 600);
    const fitted = await upload([
      { name: 'resize_to_fit', value: 'true' },
      file('wide.png', image),
    ]);
    const served = await fetchFile(fitted.json().data.files[0].url);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 500, height: 375 });

    const boxed = await upload([
      { name: 'resize_to_fit', value: '400x150' },
      file('wide.png', image),
    ]);
    const inBox = await fetchFile(boxed.json().data.files[0].url);
    expect(await sharp(inBox.rawPayload).metadata()).toMatchObject({ width: 200, height: 150 });
  });

  it('refuses an SVG that can run script, and serves a clean one sanitized', async () => {
    const hostile = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(1)</script></svg>`;
    expect(refusal(await upload([file('logo.svg', Buffer.from(hostile))]))).toEqual([
      422,
      { errors: ['Error: This SVG contains scripts, links or embedded content.'] },
    ]);
    const handler = `<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10" onclick="alert(1)"/></svg>`;
    expect((await upload([file('logo.svg', Buffer.from(handler))])).statusCode).toBe(422);

    const clean = `<?xml version="1.0"?><!-- made by Jo --><svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><metadata>Jo's laptop</metadata><circle cx="100" cy="100" r="80" fill="#3a7"/></svg>`;
    const response = await upload([file('logo.svg', Buffer.from(clean))]);
    expect(response.statusCode).toBe(201);
    const served = await fetchFile(response.json().data.files[0].url);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toContain('<circle');
    expect(served.body).not.toMatch(/made by Jo|laptop/);
  });

  describe('the hostile SVG corpus', () => {
    const storedFiles = async () =>
      (await readdir(uploadDir, { recursive: true, withFileTypes: true })).filter((entry) =>
        entry.isFile(),
      ).length;

    it.each(HOSTILE_SVGS.map((entry) => [entry.name, entry.text]))(
      'refuses %s and stores nothing',
      async (_, text) => {
        const before = await storedFiles();
        expect(refusal(await upload([file('logo.svg', Buffer.from(text))]))).toEqual([
          422,
          { errors: ['Error: This SVG contains scripts, links or embedded content.'] },
        ]);
        expect(await storedFiles()).toBe(before);
      },
    );

    it("serves an editor's SVG without its comments, metadata, instructions and editor markup", async () => {
      const response = await upload([file('drawing.svg', Buffer.from(NEUTRALISED_SVG.text))]);
      expect(response.statusCode).toBe(201);
      const served = await fetchFile(response.json().data.files[0].url);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      for (const part of NEUTRALISED_SVG.dropped) expect(served.body).not.toMatch(part);
      for (const part of NEUTRALISED_SVG.kept) expect(served.body).toMatch(part);
    });

    it('refuses an SVG too complex to check', async () => {
      const shapes = '<rect width="1" height="1"/>'.repeat(5_000);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg">${shapes}</svg>`;
      expect(refusal(await upload([file('map.svg', Buffer.from(svg))]))).toEqual([
        422,
        {
          errors: [
            'Error: This SVG is too complex. Use one of at most 1 MB and 5,000 elements, or a PNG.',
          ],
        },
      ]);
    });

    it('refuses a web page named .svg as the wrong type', async () => {
      const page = '<!doctype html><html><body><p onclick="alert(1)">hi</p></body></html>';
      expect(refusal(await upload([file('page.svg', Buffer.from(page))]))).toEqual([
        422,
        { errors: ['Error: Incorrect file type. Use .png, .jpeg, .jpg, .svg, or .gif.'] },
      ]);
    });
  });

  it('in CSV mode accepts only .csv files with plain names, served as downloads', async () => {
    const csv = Buffer.from('email,points\npat@demo.test,10\n');
    const csvMode = { name: 'mode', value: 'csv' };
    expect(refusal(await upload([csvMode, file('photo.png', await png(200, 200))]))).toEqual([
      422,
      { errors: ['Error: Incorrect file type. Accepted file types: .csv.'] },
    ]);
    expect(refusal(await upload([csvMode, file('points (final).csv', csv)]))).toEqual([
      422,
      {
        errors: [
          'Error: File name contains special characters. Only letters, numbers, underscore, dash, and dot are allowed',
        ],
      },
    ]);
    const response = await upload([csvMode, file('points_2026-11.final.csv', csv)]);
    expect(response.statusCode).toBe(201);
    const served = await fetchFile(response.json().data.files[0].url);
    expect(served.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(served.headers['content-disposition']).toMatch(/^attachment; /);
    expect(served.body).toBe(csv.toString());
  });

  it('in select-types mode names the types it takes', async () => {
    const photo = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#888' },
    })
      .jpeg()
      .toBuffer();
    expect(
      refusal(await upload([{ name: 'mode', value: 'types:png,gif' }, file('a.jpg', photo)])),
    ).toEqual([422, { errors: ['Error: Incorrect file type. Use .png, .gif files.'] }]);
  });

  it('refuses a JSON body with 415', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: clientHeaders(cookie),
      payload: { file: 'x' },
    });
    expect(refusal(response)).toEqual([415, { errors: ['Send the file as multipart/form-data.'] }]);
  });

  it('refuses unknown fields and bad field values with 400', async () => {
    const image = await png(200, 200);
    const response = await upload([{ name: 'resize_to_fit', value: 'huge' }, file('a.png', image)]);
    expect(response.statusCode).toBe(400);
    expect((await upload([{ name: 'path', value: '../x' }, file('a.png', image)])).statusCode).toBe(
      400,
    );
  });

  it('answers anonymous callers with 401 and writes without the client header with 403', async () => {
    const image = await png(200, 200);
    expect((await upload([file('a.png', image)], '', clientHeaders())).statusCode).toBe(401);
    const { 'x-requested-with': _omitted, ...noClientHeader } = clientHeaders(cookie);
    expect(refusal(await upload([file('a.png', image)], '', noClientHeader as never))).toEqual([
      403,
      { errors: ['Missing X-Requested-With header.'] },
    ]);
    const stored = await upload([file('a.png', image)]);
    const anonymous = await server.inject({
      url: stored.json().data.files[0].url,
      headers: clientHeaders(),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("never serves a file to another promotion's callers", async () => {
    const stored = await upload([file('a.png', await png(200, 200))]);
    await server.db.query(
      `INSERT INTO promotions (organization_id, name, subdomain, program_name, starts_on, ends_on, websocket_channel)
       VALUES (NULL, 'Other Promotion', 'other', 'Other Programme', CURDATE(), CURDATE() + INTERVAL 50 DAY, 'other-channel')`,
    );
    const [{ id }] = await server.db.query("SELECT id FROM promotions WHERE subdomain = 'other'");
    const { insertId } = await server.db.query(
      `INSERT INTO users (promotion_id, email, password_hash, role, first_name, last_name)
       SELECT ?, 'outsider@other.test', password_hash, 'User', 'Olive', 'Outsider' FROM users WHERE email = 'participant@demo.test'`,
      [id],
    );
    const session = await server.sessions.create({
      user_id: Number(insertId),
      promotion_id: Number(id),
      role: 'User',
      stay_logged_in: false,
    });
    const outsider = `${SESSION_COOKIE}=${session}`;
    const response = await server.inject({
      url: stored.json().data.files[0].url,
      headers: clientHeaders(outsider, 'other.localhost:8080'),
    });
    expect(refusal(response)).toEqual([404, { errors: ['File could not be found'] }]);
  });

  describe('public files (secure=false): content images', () => {
    let coordinator: string;
    beforeAll(async () => {
      coordinator = await signIn(server, 'coordinator@demo.test');
    });

    it("stores a coordinator's file where anyone, signed in or not and on any host, can read it", async () => {
      const stored = await upload(
        [{ name: 'secure', value: 'false' }, file('banner.png', await png(300, 200))],
        '',
        clientHeaders(coordinator),
      );
      expect(stored.statusCode).toBe(201);
      const { url } = stored.json().data.files[0];
      expect(url).toMatch(/^\/api\/files\/public\/[0-9a-f]{32}\.png$/);
      for (const headers of [clientHeaders(), clientHeaders(undefined, 'localhost:8080')]) {
        const response = await server.inject({ url, headers });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect((await sharp(response.rawPayload).metadata()).width).toBe(300);
      }
    });

    it("refuses a participant's public upload with 403, and a public CSV with 400", async () => {
      const image = await png(200, 200);
      expect(
        refusal(await upload([{ name: 'secure', value: 'false' }, file('a.png', image)])),
      ).toEqual([
        403,
        { errors: ['Only coordinators and administrators may upload public files.'] },
      ]);
      const csv = await upload(
        [
          { name: 'secure', value: 'false' },
          { name: 'mode', value: 'csv' },
          file('points.csv', Buffer.from('a,b\n1,2\n')),
        ],
        '',
        clientHeaders(coordinator),
      );
      expect(refusal(csv)).toEqual([
        400,
        { errors: ['A CSV file cannot be public (secure=false)'] },
      ]);
    });

    it('keeps private files out of the public address', async () => {
      const stored = await upload([file('a.png', await png(200, 200))]);
      const name = stored.json().data.files[0].url.split('/').pop();
      const response = await server.inject({
        url: `/api/files/public/${name}`,
        headers: clientHeaders(),
      });
      expect(refusal(response)).toEqual([404, { errors: ['File could not be found'] }]);
    });
  });

  it('answers 404 for a name it never gave and 400 for anything that is not such a name', async () => {
    expect((await fetchFile(`/api/files/${'0'.repeat(32)}.png`)).statusCode).toBe(404);
    expect((await fetchFile('/api/files/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
  });

  describe("a promotion's upload storage quota", () => {
    const QUOTA_REACHED = {
      errors: ['This promotion has no storage left for uploads. Please ask your administrator.'],
    };
    const used = async () => {
      const [row] = await server.db.query(
        "SELECT upload_bytes_used AS used FROM promotions WHERE subdomain = 'demo'",
      );
      return Number(row.used);
    };
    const setQuota = (bytes: number) =>
      server.db.query("UPDATE promotions SET upload_quota_bytes = ? WHERE subdomain = 'demo'", [
        bytes,
      ]);
    afterEach(() => setQuota(1024 ** 3));

    it('counts the bytes each stored file takes, and refuses one that does not fit', async () => {
      const before = await used();
      const stored = await upload([file('a.png', await png(300, 300))]);
      expect(stored.statusCode).toBe(201);
      const size = (await fetchFile(stored.json().data.files[0].url)).rawPayload.length;
      expect(await used()).toBe(before + size);
      await setQuota(before + size + size - 1);
      const refused = await upload([file('a.png', await png(300, 300))]);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual(QUOTA_REACHED);
      expect(await used()).toBe(before + size);
    });

    it('lets exactly one of two parallel uploads take the last place', async () => {
      const image = await png(320, 320);
      const before = await used();
      expect((await upload([file('b.png', image)])).statusCode).toBe(201);
      const size = (await used()) - before;
      await setQuota(before + 2 * size);
      const racing = await Promise.all([
        upload([file('c.png', image)]),
        upload([file('d.png', image)]),
      ]);
      expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 413]);
      expect(racing.find((r) => r.statusCode === 413)!.json()).toEqual(QUOTA_REACHED);
      expect(await used()).toBe(before + 2 * size);
    });
  });
});
