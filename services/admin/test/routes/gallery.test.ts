import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { SESSION_COOKIE } from '@wellness/platform';
import { buildTestApp, clientHeaders, resetData } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { otherPromotionUser, seededIds } from './dashboard-helpers';
import { MASTER, caller, form, picture } from './styles-helpers';

describe("the promotion's image and frame libraries (spec 3 s2, spec 2 Gallery image)", () => {
  let server: FastifyInstance;
  let as: ReturnType<typeof caller>;
  let demoId: number;
  const library = (name: string, category: string) =>
    `/api/promotions/${demoId}/gallery_images/${name}/${category}`;
  const upload = async (url: string, width: number, height: number, filename = 'photo.png') =>
    as(MASTER, 'POST', url, form({}, [{ filename, data: await picture(width, height) }]));
  const used = async () =>
    Number(
      (
        await server.db.query('SELECT upload_bytes_used AS b FROM promotions WHERE id = ?', [
          demoId,
        ])
      )[0].b,
    );

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    as = caller(server);
    demoId = (await seededIds(server)).demoId;
  });
  afterAll(() => server.close());

  it("cuts an upload to its category's aspect and lists it under that category only", async () => {
    const aspects: Array<[string, number]> = [
      ['wide', 1.6667],
      ['square', 1],
      ['tall', 0.75],
    ];
    for (const [category, aspect] of aspects) {
      const created = await upload(library('image', category), 600, 600, `${category}.png`);
      expect(created.statusCode).toBe(201);
      const image = created.json().data;
      expect(image).toMatchObject({ library: 'image', category, filename: `${category}.png` });
      expect(Math.abs(image.width / image.height - aspect)).toBeLessThan(0.01);
      const listed = (await as(MASTER, 'GET', library('image', category))).json().data;
      expect(listed.files).toEqual([image]);
      const served = await as(MASTER, 'GET', image.http_path);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        width: image.width,
        height: image.height,
      });
    }
    expect((await as(MASTER, 'GET', library('frame', 'wide'))).json().data.files).toEqual([]);
    const frame = await upload(library('frame', 'square'), 2000, 1500);
    expect(frame.json().data).toMatchObject({ library: 'frame', width: 1080, height: 1080 });
  });

  it('refuses small or wrong files, and unknown libraries or categories', async () => {
    const small = await upload(library('image', 'wide'), 300, 134);
    expect([small.statusCode, small.json()]).toEqual([
      422,
      { errors: ['Error: The image must be at least 135 × 135 pixels.'] },
    ]);
    const text = await as(
      MASTER,
      'POST',
      library('image', 'wide'),
      form({}, [{ filename: 'a.gif', data: Buffer.from('GIF89a nope') }]),
    );
    expect(text.json()).toEqual({
      errors: ['Error: Incorrect file type. Use .gif, .jpg, .jpeg, .tiff, .png, or .svg.'],
    });
    expect(
      (await upload(`/api/promotions/${demoId}/gallery_images/photo/wide`, 300, 300)).statusCode,
    ).toBe(400);
    expect(
      (await upload(`/api/promotions/${demoId}/gallery_images/image/round`, 300, 300)).statusCode,
    ).toBe(400);
    expect(
      (await upload('/api/promotions/999999/gallery_images/image/wide', 300, 300)).statusCode,
    ).toBe(404);
  });

  it('is maintained by masters; its pictures are seen by the promotion and never by another', async () => {
    const image = (await upload(library('image', 'tall'), 300, 400)).json().data;
    for (const email of ['coordinator@demo.test', 'reseller@demo.test', 'participant@demo.test']) {
      expect((await as(email, 'GET', library('image', 'tall'))).statusCode).toBe(403);
      expect(
        (
          await upload(library('image', 'tall'), 300, 300).then(() =>
            as(email, 'DELETE', image.edit_path),
          )
        ).statusCode,
      ).toBe(403);
    }
    expect((await as(null, 'GET', image.http_path)).statusCode).toBe(401);
    expect((await as('participant@demo.test', 'GET', image.http_path)).statusCode).toBe(200);
    const outsider = await otherPromotionUser(server);
    const session = await server.sessions.create({
      user_id: outsider.userId,
      promotion_id: outsider.promotionId,
      role: 'User',
      stay_logged_in: false,
    });
    const elsewhere = await server.inject({
      method: 'GET',
      url: image.http_path,
      headers: clientHeaders(`${SESSION_COOKIE}=${session}`, 'other.localhost:8080'),
    });
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([
      404,
      { errors: ['Image could not be found'] },
    ]);
  });

  it('lists the library as folders: up from a category, back to a named folder', async () => {
    await upload(library('frame', 'tall'), 300, 400, 'portrait-frame.png');
    const root = (await as(MASTER, 'GET', `/api/promotions/${demoId}/gallery_images`)).json().data;
    expect(root).toMatchObject({ path: '/', label: 'Libraries', parents: [], files: [] });
    expect(root.folders.map((f: { path: string; label: string }) => [f.path, f.label])).toEqual([
      ['/image/', 'Image Library'],
      ['/frame/', 'Frame Library'],
    ]);
    const frames = (
      await as(MASTER, 'GET', `/api/promotions/${demoId}/gallery_images/frame`)
    ).json().data;
    expect(frames).toMatchObject({
      path: '/frame/',
      label: 'Frame Library',
      parents: [{ label: 'Libraries', path: '/' }],
    });
    expect(frames.folders.map((f: { path: string; label: string }) => [f.path, f.label])).toEqual([
      ['/frame/wide/', 'Landscape'],
      ['/frame/square/', 'Square'],
      ['/frame/tall/', 'Portrait'],
    ]);
    const counts = await server.db.query(
      "SELECT category, COUNT(*) AS n FROM gallery_images WHERE promotion_id = ? AND library = 'frame' AND deleted_at IS NULL GROUP BY category",
      [demoId],
    );
    for (const folder of frames.folders as Array<{ name: string; files_count: number }>)
      expect(folder.files_count).toBe(
        Number(counts.find((row: { category: string }) => row.category === folder.name)?.n ?? 0),
      );
    const tall = (await as(MASTER, 'GET', library('frame', 'tall'))).json().data;
    expect(tall).toMatchObject({
      path: '/frame/tall/',
      label: 'Portrait',
      parents: [
        { label: 'Libraries', path: '/' },
        { label: 'Frame Library', path: '/frame/' },
      ],
      folders: [],
    });
    expect(tall.files[0]).toMatchObject({ filename: 'portrait-frame.png', deleted: false });
    for (const url of [`/api/promotions/${demoId}/gallery_images`, library('frame', 'tall')])
      expect((await as('coordinator@demo.test', 'GET', url)).statusCode).toBe(403);
    expect((await as(MASTER, 'GET', '/api/promotions/999999/gallery_images')).statusCode).toBe(404);
  });

  it('removes a picture (hidden from the promotion, listed last as removed) and undeletes it', async () => {
    const before = await used();
    const keep = (await upload(library('image', 'square'), 300, 300, 'keep.png')).json().data;
    const image = (await upload(library('image', 'square'), 300, 300, 'gone.png')).json().data;
    const removed = await as(MASTER, 'DELETE', image.edit_path);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ id: image.id, deleted: true });
    // Repeating it changes nothing.
    expect((await as(MASTER, 'DELETE', image.edit_path)).json().data.deleted).toBe(true);
    const listed = (await as(MASTER, 'GET', library('image', 'square'))).json().data.files;
    expect(listed.at(-1)).toMatchObject({ id: image.id, deleted: true });
    expect(listed.findIndex((f: { id: number }) => f.id === keep.id)).toBeLessThan(
      listed.length - 1,
    );
    // The promotion no longer sees it; the library (masters) still shows it.
    expect((await as('participant@demo.test', 'GET', image.http_path)).statusCode).toBe(404);
    expect((await as(MASTER, 'GET', image.http_path)).statusCode).toBe(200);
    // It may come back, so its bytes stay counted.
    expect(await used()).toBeGreaterThan(before);

    const back = await as(MASTER, 'DELETE', `${image.edit_path}?undelete=true`);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ id: image.id, deleted: false });
    expect((await as('participant@demo.test', 'GET', image.http_path)).statusCode).toBe(200);
    expect((await as(MASTER, 'DELETE', '/api/gallery_images/999999')).statusCode).toBe(404);
    expect(
      (await as('coordinator@demo.test', 'DELETE', `${image.edit_path}?undelete=true`)).statusCode,
    ).toBe(403);
  });

  it('refuses an upload once the promotion has no storage left', async () => {
    await server.db.query(
      'UPDATE promotions SET upload_quota_bytes = upload_bytes_used WHERE id = ?',
      [demoId],
    );
    const full = await upload(library('frame', 'wide'), 500, 300);
    expect([full.statusCode, full.json()]).toEqual([
      413,
      {
        errors: ['This promotion has no storage left for uploads. Please ask your administrator.'],
      },
    ]);
  });
});
