import type { FastifyInstance } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { badCoordinator, badVideoUrl } from '../../src/domain/promotions';
import { seededIds } from './dashboard-helpers';

type Method = 'GET' | 'PUT';

/** The promotion's coordinators, labels and participant video screens (spec 3 s2, s3, s5). */
describe("a promotion's coordinators, labels and video (spec 3 s2 /coordinators, /labels, /participant_video)", () => {
  let server: FastifyInstance;
  let demoId: number;

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    ({ demoId } = await seededIds(server));
  });
  afterAll(() => server.close());

  const as = async (email: string, method: Method, url: string, payload?: object) =>
    server.inject({
      method,
      url,
      headers: clientHeaders(await signIn(server, email)),
      ...(payload ? { payload } : {}),
    });
  const save = (payload: object, email = 'master@demo.test') =>
    as(email, 'PUT', `/api/promotions/${demoId}`, payload);

  it('keeps coordinators trimmed, without empty entries or repeats (in any case)', async () => {
    const saved = await save({
      coordinators: ' ann@demo.test,, bob@demo.test , ANN@demo.test ,bob@demo.test,',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.coordinators).toBe('ann@demo.test,bob@demo.test');
    const emptied = await save({ coordinators: ' , ,' });
    expect(emptied.json().data.coordinators).toBeNull();
  });

  it('refuses a coordinator entry that is not an e-mail address, naming it', async () => {
    const refused = await save({ coordinators: 'ann@demo.test, ann at demo' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([badCoordinator('ann at demo')]);
  });

  it('saves the label fields trimmed, singular and plural, and refuses a blank one', async () => {
    const labels = {
      point_label: ' Star ',
      point_label_plural: 'Stars',
      friend_label: 'Buddy',
      friend_label_plural: 'Buddies',
      wall_label: 'Board',
      wall_label_plural: 'Boards',
      attraction_label: 'Sight',
      attraction_label_plural: 'Sights',
      level_label: 'Tier',
      level_label_plural: 'Tiers',
    };
    const saved = await save(labels);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ ...labels, point_label: 'Star' });
    expect((await save({ point_label: '   ' })).statusCode).toBe(400);
    expect((await save({ level_label_plural: '' })).statusCode).toBe(400);
  });

  it('saves the video fields as web addresses and clears one with null or blank', async () => {
    const video = {
      video_url: 'https://videos.test/intro.mp4',
      video_button_url: 'https://videos.test/button.png',
      video_caption_url: 'https://videos.test/intro.vtt',
      video2_url: 'http://videos.test/second.mp4',
      video2_caption_url: 'https://videos.test/second.vtt',
    };
    const saved = await save(video);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject(video);
    const cleared = await save({ video2_url: null, video2_caption_url: '  ' });
    expect(cleared.json().data).toMatchObject({ video2_url: null, video2_caption_url: null });
  });

  it.each([
    ['video_url', 'javascript:alert(1)', 'Video URL'],
    ['video_button_url', 'button.png', 'Video button URL'],
    ['video_caption_url', 'ftp://videos.test/a.vtt', 'Video caption URL'],
    ['video2_url', '/videos/second.mp4', 'Second video URL'],
    ['video2_caption_url', 'https://', 'Second video caption URL'],
  ])('refuses %s %j with 422 naming the field', async (field, value, label) => {
    const refused = await save({ [field]: value });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([badVideoUrl(label)]);
  });

  it('lets the reseller of the organization save them and keeps coordinators out (403)', async () => {
    expect((await save({ point_label: 'Point' }, 'reseller@demo.test')).statusCode).toBe(200);
    for (const email of ['coordinator@demo.test', 'supercoordinator@demo.test']) {
      expect((await save({ coordinators: 'x@demo.test' }, email)).statusCode).toBe(403);
      expect((await save({ video_url: 'https://videos.test/x.mp4' }, email)).statusCode).toBe(403);
    }
  });
});
