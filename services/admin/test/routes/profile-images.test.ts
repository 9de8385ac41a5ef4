import type { FastifyInstance } from 'fastify';
import { buildTestApp, resetData } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { MASTER, caller } from './styles-helpers';
import type { Method } from './styles-helpers';

const RESELLER = 'reseller@demo.test';
const COORDINATOR = 'coordinator@demo.test';
const PARTICIPANT = 'participant@demo.test';
const upload = (n: number) => `/api/files/public/${n.toString(16).padStart(32, '0')}.png`;

describe('profile photo library (spec 3 s2 /profile_photo_library, s3 "Profile image", s7)', () => {
  let server: FastifyInstance;
  let as: ReturnType<typeof caller>;
  const master = (method: Method, url: string, body?: unknown) => as(MASTER, method, url, body);
  const demoUser = async (email: string) => {
    const [row] = await server.db.query('SELECT id FROM users WHERE email = ?', [email]);
    return Number(row.id);
  };

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    as = caller(server);
  }, 120_000);
  afterAll(() => server.close());
  beforeEach(() => server.db.query('DELETE FROM profile_images WHERE promotion_id IN (1, 2)'));

  it('adds an uploaded public image, lists, shows, changes and deletes it', async () => {
    const created = await master('POST', '/api/promotions/2/profile_images', { url: upload(1) });
    expect(created.statusCode).toBe(201);
    const image = created.json().data;
    expect(image).toEqual({ id: expect.any(Number), url: upload(1), promotion_id: 2 });
    expect((await master('GET', '/api/profile_images?promotion_id=2')).json().data).toEqual([
      image,
    ]);
    expect(
      (await master('GET', `/api/promotions/2/profile_images/${image.id}`)).json().data,
    ).toEqual(image);
    const changed = await master('PUT', `/api/promotions/2/profile_images/${image.id}`, {
      url: '/api/profile_images/avatars/avatar-3.svg',
    });
    expect(changed.json().data.url).toBe('/api/profile_images/avatars/avatar-3.svg');
    // Another promotion in the path does not reach it.
    const elsewhere = await master('DELETE', `/api/promotions/1/profile_images/${image.id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ errors: ['Profile image could not be found'] });
    const deleted = await master('DELETE', `/api/promotions/2/profile_images/${image.id}`);
    expect(deleted.json().data).toEqual({ id: image.id });
    expect((await master('GET', '/api/profile_images?promotion_id=2')).json().data).toEqual([]);
  });

  it('takes only public uploads of an image type and the product avatars', async () => {
    for (const url of [
      '/api/files/0123456789abcdef0123456789abcdef.png', // private to one promotion
      '/api/files/public/0123456789abcdef0123456789abcdef.mp4',
      'https://example.com/me.png',
      'javascript:alert(1)',
    ]) {
      const refused = await master('POST', '/api/promotions/2/profile_images', { url });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        errors: ['A profile image must be an image uploaded to this site as a public file.'],
      });
    }
    expect((await master('POST', '/api/promotions/2/profile_images', { url: '' })).statusCode).toBe(
      400,
    );
  });

  it('offers at most 60 images per promotion', async () => {
    await server.db.query(
      `INSERT INTO profile_images (promotion_id, url) VALUES ${Array.from({ length: 60 }, () => '(2, ?)').join(',')}`,
      Array.from({ length: 60 }, (_, i) => upload(i + 100)),
    );
    const refused = await master('POST', '/api/promotions/2/profile_images', { url: upload(5) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      errors: ['A promotion can offer at most 60 profile images.'],
    });
  });

  it("lets a reseller manage its organizations' promotions only; staff below get 403", async () => {
    const own = await as(RESELLER, 'POST', '/api/promotions/2/profile_images', { url: upload(2) });
    expect(own.statusCode).toBe(201);
    const other = await as(RESELLER, 'POST', '/api/promotions/1/profile_images', {
      url: upload(3),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ errors: ['Promotion could not be found'] });
    const list = await as(RESELLER, 'GET', '/api/profile_images?promotion_id=1');
    expect(list.statusCode).toBe(404);
    for (const email of [COORDINATOR, PARTICIPANT]) {
      const refused = await as(email, 'POST', '/api/promotions/2/profile_images', {
        url: upload(4),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ errors: ['You are not allowed to do that.'] });
    }
    expect((await as(null, 'GET', '/api/profile_images?promotion_id=2')).statusCode).toBe(401);
  });

  describe('the profile picture in settings (spec 3 s7 "Profile save (user_id, image, id)")', () => {
    it("a participant picks one of the promotion's images; another promotion's is refused", async () => {
      const mine = (
        await master('POST', '/api/promotions/2/profile_images', { url: upload(7) })
      ).json().data;
      const foreign = (
        await master('POST', '/api/promotions/1/profile_images', { url: upload(8) })
      ).json().data;
      const id = await demoUser(PARTICIPANT);
      const offered = await as(PARTICIPANT, 'GET', `/api/users/${id}/profile_image`);
      expect(offered.json().data.images).toEqual([mine]);
      const chosen = await as(PARTICIPANT, 'PUT', `/api/users/${id}/profile_image`, {
        image_id: mine.id,
      });
      expect(chosen.statusCode).toBe(200);
      expect(chosen.json().data).toMatchObject({ id, image_url: upload(7) });
      const refused = await as(PARTICIPANT, 'PUT', `/api/users/${id}/profile_image`, {
        image_id: foreign.id,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        errors: ['Could not update profile photo. Please try again.'],
      });
      // Deleting the image from the library leaves the picture the participant chose.
      await master('DELETE', `/api/promotions/2/profile_images/${mine.id}`);
      const after = await as(PARTICIPANT, 'GET', `/api/users/${id}/profile_image`);
      expect(after.json().data).toEqual({ id, image_url: upload(7), images: [] });
    });

    it("follows the settings rule: a participant cannot change another user's picture", async () => {
      const image = (
        await master('POST', '/api/promotions/2/profile_images', { url: upload(9) })
      ).json().data;
      const other = await demoUser('participant2@demo.test');
      const refused = await as(PARTICIPANT, 'PUT', `/api/users/${other}/profile_image`, {
        image_id: image.id,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ errors: ['User could not be found'] });
      // A coordinator sets the picture of a participant of the promotion.
      const byCoordinator = await as(COORDINATOR, 'PUT', `/api/users/${other}/profile_image`, {
        image_id: image.id,
      });
      expect(byCoordinator.json().data.image_url).toBe(upload(9));
    });
  });
});
