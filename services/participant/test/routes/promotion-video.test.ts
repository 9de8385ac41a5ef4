import type { FastifyInstance } from 'fastify';
import { clientHeaders, resetData } from '@wellness/platform/testing';
import { participantApp } from '../helpers';
import { registrationCalls } from './registration/support';

/** The welcome page's video popup reads the promotion's five video fields (spec 3 s2, s3). */
describe('GET /promotions/current: the welcome video', () => {
  let server: FastifyInstance;
  let promotionId: number;
  beforeAll(async () => {
    server = await participantApp();
    await resetData(server);
    promotionId = await registrationCalls(server).promotionId();
  });
  afterAll(() => server.close());

  const current = async () =>
    (
      await server.inject({
        method: 'GET',
        url: '/api/promotions/current',
        headers: clientHeaders(),
      })
    ).json().data;

  it('carries the video, its button picture, captions and the second video with its captions', async () => {
    const video = {
      video_url: 'https://videos.test/welcome.mp4',
      video_button_url: 'https://videos.test/button.png',
      video_caption_url: 'https://videos.test/welcome.vtt',
      video2_url: 'https://videos.test/second.mp4',
      video2_caption_url: 'https://videos.test/second.vtt',
    };
    await server.db.query(
      `UPDATE promotions SET video_url = ?, video_button_url = ?, video_caption_url = ?,
         video2_url = ?, video2_caption_url = ? WHERE id = ?`,
      [...Object.values(video), promotionId],
    );
    expect(await current()).toMatchObject(video);
    await server.db.query(
      'UPDATE promotions SET video_button_url = NULL, video2_url = NULL WHERE id = ?',
      [promotionId],
    );
    expect(await current()).toMatchObject({ video_button_url: null, video2_url: null });
  });
});
