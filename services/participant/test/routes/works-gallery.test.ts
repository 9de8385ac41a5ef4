import type { FastifyInstance } from 'fastify';
import { resetData, signIn } from '@wellness/platform/testing';
import { participantApp } from '../helpers';
import { logPlan, logRange, worksClient } from '../works-helpers';

/** The finalise flow's gallery choice posts the work to the art gallery (social README). */
describe('works: the gallery choice posts the finished work to the art gallery', () => {
  let server: FastifyInstance;
  let me: ReturnType<typeof worksClient>;
  let other: ReturnType<typeof worksClient>;
  let workId: number;
  let styleName: string;
  beforeAll(async () => {
    server = await participantApp();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await resetData(server);
    me = worksClient(server, await signIn(server, 'participant@demo.test'));
    other = worksClient(server, await signIn(server, 'participant2@demo.test'));
    const [style] = await me.styles();
    styleName = style.name;
    workId = (await me.start(style.id)).json().data.id;
    await logRange(me, await logPlan(server), 0, 20);
    expect((await me.reveal(workId, 20)).statusCode).toBe(200);
  });

  const galleryPosts = () =>
    server.db.query(
      "SELECT user_id, title, content, public_gallery, wallable_type, wallable_id FROM posts WHERE postable_type = 'Work' AND postable_id = ?",
      [workId],
    );

  it('a public choice makes one public gallery post whose picture everyone of the promotion sees', async () => {
    const [{ id: userId }] = await server.db.query(
      "SELECT id FROM users WHERE email = 'participant@demo.test'",
    );
    expect((await other.call('GET', `/works/${workId}/image`)).statusCode).toBe(404);
    const chosen = await me.call('PUT', `/works/${workId}/final_gallery_choice`, {
      public_gallery: true,
    });
    expect(chosen.statusCode).toBe(200);
    expect(await galleryPosts()).toEqual([
      {
        user_id: userId,
        title: styleName,
        content: '',
        public_gallery: 1,
        wallable_type: 'Gallery',
        wallable_id: 2,
      },
    ]);
    const picture = await other.call('GET', `/works/${workId}/image`);
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/png']);
    // Only the picture: the work itself (bonus, choices) stays the owner's and staff's.
    expect((await other.call('GET', `/works/${workId}`)).statusCode).toBe(404);
    expect((await other.call('GET', `/works/${workId}/download`)).statusCode).toBe(404);
  });

  it('a private choice makes a post only its owner sees, and its picture stays private', async () => {
    await me.call('PUT', `/works/${workId}/final_gallery_choice`, { public_gallery: false });
    expect(await galleryPosts()).toMatchObject([{ public_gallery: 0, title: styleName }]);
    expect((await other.call('GET', `/works/${workId}/image`)).statusCode).toBe(404);
    expect((await me.call('GET', `/works/${workId}/image`)).statusCode).toBe(200);
  });
});
