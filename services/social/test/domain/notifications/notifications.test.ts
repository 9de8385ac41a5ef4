import type { FastifyInstance } from 'fastify';
import type { DomainEvent, EventPublisher } from '@wellness/platform';
import { buildTestApp, listenToEvents, resetData } from '@wellness/platform/testing';
import { app } from '../../../src/app';
import {
  createNotification,
  markNotifications,
  notificationCounts,
} from '../../../src/domain/notifications';

const userIdOf = async (server: FastifyInstance, email: string) =>
  Number((await server.db.query('SELECT id FROM users WHERE email = ?', [email]))[0].id);

/** An EventPublisher that remembers what it was given. */
function recordingPublisher() {
  const published: DomainEvent[] = [];
  const events = {
    publish: async (event: DomainEvent) => {
      published.push(event);
    },
  } as unknown as EventPublisher;
  return { events, published };
}

describe('createNotification', () => {
  let server: FastifyInstance;
  let pat: number;
  let sam: number;
  const input = (userId: number, key = 'wall_post_7_like') => ({
    promotionId: 2,
    userId,
    key,
    link: '/wall/post/7',
    title: 'New like',
    message: 'Sam Second liked your post.',
  });

  beforeAll(async () => {
    server = await buildTestApp(app);
  });
  beforeEach(async () => {
    await resetData(server);
    pat = await userIdOf(server, 'participant@demo.test');
    sam = await userIdOf(server, 'participant2@demo.test');
  });
  afterAll(() => server.close());

  const rowsOf = (userId: number) =>
    server.db.query(
      'SELECT id, `key`, title, `read`, seen, cleared, created_at FROM notifications WHERE user_id = ?',
      [userId],
    );

  it('stores a new unseen, unread notification and publishes notificationPublished to the user', async () => {
    const { events, published } = recordingPublisher();
    await createNotification(server.db, events, input(pat));
    const [row] = await rowsOf(pat);
    expect(row).toMatchObject({ key: 'wall_post_7_like', read: 0, seen: 0, cleared: 0 });
    expect(published).toEqual([
      {
        type: 'notificationPublished',
        promotion_id: 2,
        audience: { kind: 'user', id: pat },
        payload: expect.objectContaining({
          id: Number(row.id),
          user_id: pat,
          key: 'wall_post_7_like',
          link: '/wall/post/7',
          title: 'New like',
          message: 'Sam Second liked your post.',
          read: false,
          seen: false,
          cleared: false,
        }),
      },
    ]);
  });

  it('replaces a notification with the same key and counts it as new again', async () => {
    const { events, published } = recordingPublisher();
    await createNotification(server.db, events, input(pat));
    const [first] = await rowsOf(pat);
    await markNotifications(server.db, {
      userId: pat,
      promotionId: 2,
      mark: 'cleared',
      ids: 'all',
    });
    await server.db.query(
      'UPDATE notifications SET created_at = NOW(3) - INTERVAL 1 DAY WHERE id = ?',
      [first.id],
    );
    expect(await notificationCounts(server.db, pat, 2)).toEqual({
      unread_count: 0,
      unseen_count: 0,
    });

    await createNotification(server.db, events, { ...input(pat), title: 'Two new likes' });
    const rows = await rowsOf(pat);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: first.id,
      title: 'Two new likes',
      read: 0,
      seen: 0,
      cleared: 0,
    });
    expect(new Date(rows[0].created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await notificationCounts(server.db, pat, 2)).toEqual({
      unread_count: 1,
      unseen_count: 1,
    });
    expect(published).toHaveLength(2);
    expect((published[1].payload as { title: string }).title).toBe('Two new likes');
  });

  it('keeps keys apart per user', async () => {
    const { events } = recordingPublisher();
    await createNotification(server.db, events, input(pat));
    await createNotification(server.db, events, input(sam));
    await createNotification(server.db, events, input(pat, 'friend_9_follow'));
    expect(await rowsOf(pat)).toHaveLength(2);
    expect(await rowsOf(sam)).toHaveLength(1);
  });

  it('publishes on the events channel the realtime gateway reads', async () => {
    const events = await listenToEvents(server);
    await createNotification(server.db, server.events, input(pat, 'friend_5_follow'));
    const received = await events.stop();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      type: 'notificationPublished',
      audience: { kind: 'user', id: pat },
      payload: { key: 'friend_5_follow', user_id: pat },
    });
  });
});
