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
      expect(listed).toEqual([image]);
      const served = await as(MASTER, 'GET', image.http_path);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        width: image.width,
        height: image.height,
      });
    }
    expect((await as(MASTER, 'GET', library('frame', 'wide'))).json().data).toEqual([]);
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

  it('deletes a picture and gives its bytes back to the upload quota', async () => {
    const before = await used();
    const image = (await upload(library('frame', 'wide'), 500, 300)).json().data;
    expect(await used()).toBeGreaterThan(before);
    const deleted = await as(MASTER, 'DELETE', image.edit_path);
    expect(deleted.statusCode).toBe(200);
    expect(await used()).toBe(before);
    expect((await as(MASTER, 'GET', image.http_path)).statusCode).toBe(404);
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
    expect((await as(MASTER, 'GET', library('frame', 'wide'))).json().data).toEqual([]);
  });
});
