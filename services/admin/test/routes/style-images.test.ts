import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestApp, resetData } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { MASTER, caller, form, picture } from './styles-helpers';

describe('style images (spec 3 s2 /workstyles/images, s7)', () => {
  let server: FastifyInstance;
  let as: ReturnType<typeof caller>;
  let styleId: number;
  const master = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    as(MASTER, method, url, body);
  const images = () => `/api/styles/${styleId}/style_images`;
  const upload = async (title: string, filename = 'p.png', data?: Buffer) =>
    master(
      'POST',
      images(),
      form({ title }, [{ filename, data: data ?? (await picture(300, 400)) }]),
    );

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    as = caller(server);
    styleId = (await master('POST', '/api/styles', { name: 'Pictures', mask_type: 'P' })).json()
      .data.id;
  });
  afterAll(() => server.close());

  it('stores an uploaded picture encoded again, lists it and serves it to masters', async () => {
    const created = await upload('Harbour', 'harbour.png');
    expect(created.statusCode).toBe(201);
    const image = created.json().data;
    expect(image).toMatchObject({
      style_id: styleId,
      title: 'Harbour',
      subtitle: null,
      in_use: false,
    });
    expect((await master('GET', images())).json().data).toEqual([image]);
    const served = await master('GET', image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 300, height: 400 });
    expect((await as('coordinator@demo.test', 'GET', image.url)).statusCode).toBe(403);
    expect(
      (await as('coordinator@demo.test', 'POST', images(), form({ title: 'x' }))).statusCode,
    ).toBe(403);
    expect((await as(null, 'GET', images())).statusCode).toBe(401);
    // An SVG is rasterised: nothing of its markup is kept.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(1)</script><rect width="200" height="200" fill="red"/></svg>',
    );
    const drawn = await upload('Vector', 'v.svg', svg);
    expect(drawn.json().data.content_type).toBe('image/png');
    expect((await master('GET', drawn.json().data.url)).rawPayload.includes('script')).toBe(false);
  });

  it('refuses what is not an accepted image with the upload messages', async () => {
    const cases: Array<[string, Buffer | undefined, string]> = [
      [
        'notes.txt',
        Buffer.from('hello'),
        'Error: Incorrect file type. Use .gif, .jpg, .jpeg, .tiff, .png, or .svg.',
      ],
      [
        'fake.png',
        Buffer.from('not a picture at all'),
        'Error: Incorrect file type. Use .gif, .jpg, .jpeg, .tiff, .png, or .svg.',
      ],
      [
        'jpeg.png',
        await picture(300, 300, 'jpeg'),
        'Error: Incorrect file type. Use .gif, .jpg, .jpeg, .tiff, .png, or .svg.',
      ],
      ['small.png', await picture(134, 400), 'Error: The image must be at least 135 × 135 pixels.'],
      ['huge.png', Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'Error: File size must be 10 MB or less'],
    ];
    for (const [filename, data, message] of cases) {
      const refused = await upload('Bad', filename, data);
      expect([filename, refused.statusCode, refused.json()]).toEqual([
        filename,
        422,
        { errors: [message] },
      ]);
    }
    const two = await master(
      'POST',
      images(),
      form({ title: 'Two' }, [
        { filename: 'a.png', data: await picture(200, 200) },
        { filename: 'b.png', data: await picture(200, 200) },
      ]),
    );
    expect(two.json()).toEqual({ errors: ['Error: 1 file maximum.'] });
    const none = await master('POST', images(), form({ title: 'None' }));
    expect(none.json()).toEqual({ errors: ['Error: Please select a file.'] });
    const untitled = await upload('  ');
    expect([untitled.statusCode, untitled.json()]).toEqual([
      422,
      { errors: ['Title is required.'] },
    ]);
    const json = await master('POST', images(), { title: 'json' });
    expect(json.statusCode).toBe(415);
    const unknown = await master('POST', images(), form({ title: 'x', sneaky: 'y' }));
    expect(unknown.statusCode).toBe(400);
    expect(
      (await master('GET', images())).json().data.map((i: { title: string }) => i.title),
    ).not.toContain('Bad');
  });

  it('replaces a picture under a new URL, and keeps an image a work paints from', async () => {
    const image = (await upload('Before')).json().data;
    const [before] = await server.db.query('SELECT updated_at FROM style_images WHERE id = ?', [
      image.id,
    ]);
    const replaced = await master(
      'PUT',
      `${images()}/${image.id}`,
      form({ title: 'After', subtitle: 'New light' }, [
        { filename: 'new.jpg', data: await picture(500, 600, 'jpeg') },
      ]),
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({
      title: 'After',
      subtitle: 'New light',
      content_type: 'image/jpeg',
    });
    expect(replaced.json().data.url).not.toBe(image.url);
    const [after] = await server.db.query('SELECT updated_at FROM style_images WHERE id = ?', [
      image.id,
    ]);
    expect(new Date(after.updated_at).getTime()).toBeGreaterThan(
      new Date(before.updated_at).getTime(),
    );
    // The title alone: the picture stays.
    const retitled = await master('PUT', `${images()}/${image.id}`, form({ title: 'Again' }));
    expect(retitled.json().data).toMatchObject({ title: 'Again', content_type: 'image/jpeg' });

    const [user] = await server.db.query(
      "SELECT id, promotion_id FROM users WHERE email = 'participant@demo.test'",
    );
    await server.db.query(
      'INSERT INTO works (promotion_id, user_id, style_id, style_image_id) VALUES (?, ?, ?, ?)',
      [user.promotion_id, user.id, styleId, image.id],
    );
    const refused = await master('DELETE', `${images()}/${image.id}`);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { errors: ["This image is used by participants' works and cannot be deleted."] },
    ]);
    expect((await master('GET', `${images()}/${image.id}`)).json().data.in_use).toBe(true);
    const free = (await upload('Free')).json().data;
    expect((await master('DELETE', `${images()}/${free.id}`)).statusCode).toBe(200);
    expect((await master('GET', `${images()}/${free.id}`)).statusCode).toBe(404);
    // Another style's id in the path is not this image.
    expect((await master('DELETE', `/api/styles/999999/style_images/${image.id}`)).statusCode).toBe(
      404,
    );
  });
});
