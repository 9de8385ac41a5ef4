import type { FastifyInstance } from 'fastify';
import { boardKey, memberOf } from '@wellness/platform';
import { clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { participantApp, userIdOf } from '../helpers';

describe('gift points (spec 2 s4 "Gift points"; README "Gift points")', () => {
  let server: FastifyInstance;
  let pat: string;
  let sam: string;
  let patId: number;
  let samId: number;
  const call = (cookie: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    server.inject({
      method,
      url: `/api${url}`,
      headers: clientHeaders(cookie),
      ...(payload ? { payload } : {}),
    });
  const total = async (userId: number) =>
    Number(
      (await server.db.query('SELECT total_points AS t FROM users WHERE id = ?', [userId]))[0].t,
    );
  const boardScore = async (userId: number) =>
    Number(
      await server.redis.zscore(
        boardKey(server.config.redisPrefix, 2, 'individual'),
        memberOf(userId),
      ),
    );

  /** A finished work of the user whose gallery choice is made: its bonus waits. */
  async function finishedWork(userId: number) {
    const [image] = await server.db.query(
      'SELECT si.id, si.style_id FROM style_images si JOIN work_styles ws ON ws.id = si.style_id LIMIT 1',
    );
    const result = await server.db.query(
      `INSERT INTO works (promotion_id, user_id, style_id, style_image_id, segments_available, segments_revealed,
         completed, made_final_gallery_choice) VALUES (2, ?, ?, ?, 20, 20, 1, 1)`,
      [userId, image.style_id, image.id],
    );
    return Number(result.insertId);
  }
  const befriend = (a: number, b: number) =>
    server.db.query(
      "INSERT INTO friendships (promotion_id, friender_id, friendee_id, status) VALUES (2, ?, ?, 'A')",
      [a, b],
    );
  const offer = (to: number, who = pat) => call(who, 'PUT', `/works/bonus_points/offer/${to}`, {});
  const answer = (kind: 'accept' | 'decline', id: number, who = sam) =>
    call(who, 'PUT', `/works/bonus_points/${kind}`, { target_work_bonus_id: id });

  beforeAll(async () => {
    server = await participantApp();
  });
  beforeEach(async () => {
    await resetData(server);
    pat = await signIn(server, 'participant@demo.test');
    sam = await signIn(server, 'participant2@demo.test');
    patId = await userIdOf(server, 'participant@demo.test');
    samId = await userIdOf(server, 'participant2@demo.test');
  });
  afterAll(() => server.close());

  it('lists friends as giftable, sends 10 points that the receiver accepts once, boards in step', async () => {
    await befriend(patId, samId);
    const workId = await finishedWork(patId);
    const giftable = (await call(pat, 'GET', '/eligible_for_gift?page_size=0')).json();
    expect(giftable.meta).toMatchObject({ can_gift: true, work_id: workId });
    expect(giftable.data).toEqual([
      expect.objectContaining({ id: samId, is_friend: true, is_teammate: false, eligible: true }),
    ]);

    const sent = await offer(samId);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.message).toBe('Sent gift points to Sam Second');
    expect(sent.json().data.target_work_bonus).toMatchObject({
      applied: null,
      points: 10,
      earned_by_name: 'Pat Participant',
      earned_by_first_name: 'Pat',
    });
    expect(sent.json().data.work).toMatchObject({ id: workId, user_completed: true });
    const bonusId = sent.json().data.target_work_bonus.id;
    const waiting = (await call(sam, 'GET', '/works/bonus_points')).json().data;
    expect(waiting.map((b: { id: number }) => b.id)).toEqual([bonusId]);

    const before = await total(samId);
    const accepted = await answer('accept', bonusId);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      message: 'Accepted gift points from Pat Participant',
      target_work_bonus: { applied: true },
      total_points: before + 10,
    });
    expect(await total(samId)).toBe(before + 10);
    expect(await boardScore(samId)).toBe(before + 10);
    const again = await answer('accept', bonusId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: ['These gift points have already been answered.'] });
    expect((await call(sam, 'GET', '/works/bonus_points')).json().data).toEqual([]);
  });

  it('accepted at once from three tabs: applied once', async () => {
    await befriend(patId, samId);
    await finishedWork(patId);
    const bonusId = (await offer(samId)).json().data.target_work_bonus.id;
    const before = await total(samId);
    const answers = await Promise.all([1, 2, 3].map(() => answer('accept', bonusId)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await total(samId)).toBe(before + 10);
    expect(await boardScore(samId)).toBe(before + 10);
  });

  it('declined: the giver keeps the points; one gift per giver a day', async () => {
    await befriend(patId, samId);
    await finishedWork(patId);
    const bonusId = (await offer(samId)).json().data.target_work_bonus.id;
    const patBefore = await total(patId);
    const samBefore = await total(samId);
    const declined = await answer('decline', bonusId);
    expect(declined.json().data.target_work_bonus.applied).toBe(false);
    expect(await total(patId)).toBe(patBefore + 10);
    expect(await total(samId)).toBe(samBefore);
    expect(await boardScore(patId)).toBe(patBefore + 10);

    await finishedWork(patId);
    const giftable = (await call(pat, 'GET', '/eligible_for_gift')).json();
    expect(giftable.meta.can_gift).toBe(false);
    expect(giftable.data[0].eligible).toBe(false);
    const second = await offer(samId);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      errors: ['You have already gifted points today. Try again tomorrow.'],
    });
  });

  it('gifted to oneself: kept (Gifted myself)', async () => {
    await befriend(patId, samId);
    await finishedWork(patId);
    const before = await total(patId);
    const kept = await offer(patId);
    expect(kept.json().data).toMatchObject({ message: 'Gifted myself', target_work_bonus: null });
    expect(await total(patId)).toBe(before + 10);
  });

  it('refuses someone who is neither friend nor teammate, another promotion, and no waiting bonus', async () => {
    expect((await offer(samId)).json()).toEqual({
      errors: ['Finish an image first: its bonus is what you gift.'],
    });
    await finishedWork(patId);
    const stranger = await offer(samId);
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json()).toEqual({ errors: ['Gift points go to a friend or a teammate.'] });
    const outsider = await server.db.query(
      `INSERT INTO users (promotion_id, email, password_hash, first_name, last_name)
       VALUES (1, 'gift.outsider@wellness.test', 'x', 'Otto', 'Outsider')`,
    );
    await befriend(patId, Number(outsider.insertId));
    expect((await offer(Number(outsider.insertId))).statusCode).toBe(404);
    await befriend(patId, samId);
    const bonusId = (await offer(samId)).json().data.target_work_bonus.id;
    // Only the receiver answers.
    expect((await answer('accept', bonusId, pat)).statusCode).toBe(404);
  });

  it('a friend makes the bonus choice available: the gallery choice no longer finishes the work', async () => {
    await befriend(patId, samId);
    const [image] = await server.db.query('SELECT id, style_id FROM style_images LIMIT 1');
    const result = await server.db.query(
      `INSERT INTO works (promotion_id, user_id, current_user_id, style_id, style_image_id, segments_available,
         segments_revealed, completed) VALUES (2, ?, ?, ?, ?, 20, 20, 1)`,
      [patId, patId, image.style_id, image.id],
    );
    const chosen = await call(pat, 'PUT', `/works/${result.insertId}/final_gallery_choice`, {
      public_gallery: false,
    });
    expect(chosen.json().data).toMatchObject({ bonus_available: true, user_completed: false });
    const share = await call(pat, 'PUT', `/works/${result.insertId}/final_bonus_choice`, {
      bonus_choice: 'share',
    });
    expect(share.json()).toEqual({ errors: ['Join a team to share your image with it.'] });
  });
});
