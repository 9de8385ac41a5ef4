import type { FastifyInstance } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { createNotification } from '../../src/domain/notifications';

const userIdOf = async (server: FastifyInstance, email: string) =>
  Number((await server.db.query('SELECT id FROM users WHERE email = ?', [email]))[0].id);

describe('notifications: /api/promotions/:promotion_id/notifications and /api/notifications', () => {
  let server: FastifyInstance;
  let pat: string;
  let sam: string;
  let patId: number;
  let samId: number;

  beforeAll(async () => {
    server = await buildTestApp(app);
  });
  beforeEach(async () => {
    await resetData(server);
    pat = await signIn(server, 'participant@demo.test');
    sam = await signIn(server, 'participant2@demo.test');
    patId = await userIdOf(server, 'participant@demo.test');
    samId = await userIdOf(server, 'participant2@demo.test');
  });
  afterAll(() => server.close());

  /** Publishes a notification to a user the way the wall's triggers do; answers its id. */
  async function notify(userId: number, key: string, title = key) {
    await createNotification(server.db, server.events, {
      promotionId: 2,
      userId,
      key,
      link: '/wall/post/1',
      title,
      message: `${title} message`,
    });
    const [row] = await server.db.query(
      'SELECT id FROM notifications WHERE user_id = ? AND `key` = ?',
      [userId, key],
    );
    return Number(row.id);
  }

  const list = (who = pat, query = '', promotionId = 2) =>
    server.inject({
      url: `/api/promotions/${promotionId}/notifications?page_size=0${query}`,
      headers: clientHeaders(who),
    });
  const mark = (what: 'read' | 'cleared' | 'seen', ids: unknown, who = pat) =>
    server.inject({
      method: 'POST',
      url: `/api/notifications/mark_as_${what}`,
      headers: clientHeaders(who),
      payload: { ids },
    });

  it('lists the caller’s notifications newest first with unread and unseen counts', async () => {
    const older = await notify(patId, 'wall_post_1_like', 'Liked');
    await server.db.query(
      'UPDATE notifications SET created_at = NOW(3) - INTERVAL 1 HOUR WHERE id = ?',
      [older],
    );
    const newer = await notify(patId, 'wall_post_1_comment', 'Commented');
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((n: { id: number }) => n.id)).toEqual([newer, older]);
    expect(response.json().data[0]).toMatchObject({
      key: 'wall_post_1_comment',
      link: '/wall/post/1',
      title: 'Commented',
      message: 'Commented message',
      read: false,
      seen: false,
      cleared: false,
      user_id: patId,
      promotion_id: 2,
    });
    expect(response.json().meta).toEqual({ total_records: 2, unread_count: 2, unseen_count: 2 });
  });

  it('goes unseen → seen → read → cleared', async () => {
    const first = await notify(patId, 'wall_post_1_like');
    const second = await notify(patId, 'friend_3_follow');

    // Opening the list: the client marks everything seen.
    const seen = await mark('seen', 'all');
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({
      data: { updated: 2 },
      meta: { unread_count: 2, unseen_count: 0 },
    });
    expect((await mark('seen', 'all')).json().data.updated).toBe(0);

    const read = await mark('read', first);
    expect(read.json()).toEqual({
      data: { updated: 1 },
      meta: { unread_count: 1, unseen_count: 0 },
    });
    const one = await server.inject({
      url: `/api/notifications/${first}`,
      headers: clientHeaders(pat),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: first, read: true, seen: true, cleared: false });

    const cleared = await mark('cleared', [first]);
    expect(cleared.json()).toEqual({
      data: { updated: 1 },
      meta: { unread_count: 1, unseen_count: 0 },
    });
    expect((await list()).json().data.map((n: { id: number }) => n.id)).toEqual([second]);
    expect((await list()).json().meta.total_records).toBe(1);
    const all = await list(pat, '&include_cleared=true');
    expect(
      all
        .json()
        .data.map((n: { id: number }) => n.id)
        .sort(),
    ).toEqual([first, second].sort());

    const clearedAll = await mark('cleared', 'all');
    expect(clearedAll.json()).toEqual({
      data: { updated: 1 },
      meta: { unread_count: 0, unseen_count: 0 },
    });
    expect((await list()).json()).toEqual({
      data: [],
      meta: { total_records: 0, unread_count: 0, unseen_count: 0 },
    });
  });

  it('counts a notification published again under the same key as new', async () => {
    const id = await notify(patId, 'wall_post_4_like', 'Sam liked your post');
    await mark('read', [id]);
    await mark('cleared', 'all');
    expect((await list()).json().data).toEqual([]);

    expect(await notify(patId, 'wall_post_4_like', 'Sam and Cora liked your post')).toBe(id);
    const response = await list();
    expect(response.json().data).toEqual([
      expect.objectContaining({
        id,
        title: 'Sam and Cora liked your post',
        read: false,
        seen: false,
        cleared: false,
      }),
    ]);
    expect(response.json().meta).toEqual({ total_records: 1, unread_count: 1, unseen_count: 1 });
  });

  it('shows and marks only the caller’s own notifications', async () => {
    const patsId = await notify(patId, 'wall_post_1_tag');
    await notify(samId, 'wall_post_1_tag');

    const samList = await list(sam);
    expect(samList.json().data.every((n: { user_id: number }) => n.user_id === samId)).toBe(true);
    expect(samList.json().meta.total_records).toBe(1);

    const other = await server.inject({
      url: `/api/notifications/${patsId}`,
      headers: clientHeaders(sam),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ errors: ['Notification could not be found'] });

    expect((await mark('read', [patsId], sam)).json().data.updated).toBe(0);
    expect((await mark('cleared', patsId, sam)).json().data.updated).toBe(0);
    expect((await mark('seen', 'all', sam)).json().data.updated).toBe(1);
    const pats = (await list()).json();
    expect(pats.data[0]).toMatchObject({ id: patsId, read: false, seen: false, cleared: false });

    // Asking for another user's list.
    const asOther = await list(sam, `&user_id=${patId}`);
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json()).toEqual({ errors: ['Notifications could not be found'] });
    expect((await list(pat, `&user_id=${patId}`)).json().meta.total_records).toBe(1);
  });

  it('answers another promotion with 404 and nothing of this one', async () => {
    const patsId = await notify(patId, 'wall_post_2_like');
    expect((await list(pat, '', 1)).statusCode).toBe(404);

    const master = await signIn(server, 'master@wellness.test', 'localhost:8080');
    const outside = await server.inject({
      url: '/api/promotions/1/notifications?page_size=0',
      headers: clientHeaders(master, 'localhost:8080'),
    });
    expect(outside.json()).toEqual({
      data: [],
      meta: { total_records: 0, unread_count: 0, unseen_count: 0 },
    });
    const one = await server.inject({
      url: `/api/notifications/${patsId}`,
      headers: clientHeaders(master, 'localhost:8080'),
    });
    expect(one.statusCode).toBe(404);
    const marked = await server.inject({
      method: 'POST',
      url: '/api/notifications/mark_as_cleared',
      headers: clientHeaders(master, 'localhost:8080'),
      payload: { ids: 'all' },
    });
    expect(marked.json().data.updated).toBe(0);
    expect((await list()).json().data[0]).toMatchObject({ id: patsId, cleared: false });
  });

  it.each([
    ['read', 'all'],
    ['read', 'ALL'],
    ['read', [0]],
    ['read', ['1']],
    ['read', '1'],
    ['read', null],
    ['cleared', 'none'],
    ['cleared', [1.5]],
    ['seen', 3],
    ['seen', 'everything'],
  ] as const)('refuses mark_as_%s with ids %j', async (what, ids) => {
    const response = await mark(what, ids);
    expect(response.statusCode).toBe(400);
    expect(Array.isArray(response.json().errors)).toBe(true);
  });

  it('refuses a mark without ids, or with an extra field', async () => {
    for (const payload of [{}, { ids: [1], user_id: 1 }]) {
      const response = await server.inject({
        method: 'POST',
        url: '/api/notifications/mark_as_read',
        headers: clientHeaders(pat),
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('accepts one id, a list of ids, and "all" where allowed', async () => {
    const id = await notify(patId, 'wall_post_8_like');
    expect((await mark('read', id)).statusCode).toBe(200);
    expect((await mark('read', [])).json().data.updated).toBe(0);
    expect((await mark('cleared', id)).json().data.updated).toBe(1);
    expect((await mark('seen', [id])).statusCode).toBe(200);
  });

  it('needs a session, and the client header for marks', async () => {
    expect((await list('')).statusCode).toBe(401);
    const noHeader = await server.inject({
      method: 'POST',
      url: '/api/notifications/mark_as_seen',
      headers: { host: 'demo.localhost:8080', cookie: pat },
      payload: { ids: 'all' },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json()).toEqual({ errors: ['Missing X-Requested-With header.'] });
  });
});
