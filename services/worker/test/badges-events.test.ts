import type { FastifyInstance } from 'fastify';
import { app as participant } from '@wellness/participant';
import { addFriendship, app as social } from '@wellness/social';
import { FRIENDSHIP_STATUS } from '@wellness/schema';
import { buildTestApp, clientHeaders, signIn } from '@wellness/platform/testing';
import { earnedNames, listenForBadges, queueDrained, userId } from './badge-helpers';
import { checkBadges } from '../src/jobs/badge-check';
import { startMailStack, stopMailStack } from './worker-process';
import type { MailStack } from './worker-process';

jest.setTimeout(90_000);

let stack: MailStack;
let server: FastifyInstance;
let socialServer: FastifyInstance;
let listener: Awaited<ReturnType<typeof listenForBadges>>;
let demoId: number;

beforeAll(async () => {
  stack = await startMailStack(participant);
  server = stack.server;
  socialServer = await buildTestApp(social);
  listener = await listenForBadges(server);
  const [demo] = await server.db.query("SELECT id FROM promotions WHERE subdomain = 'demo'");
  demoId = Number(demo.id);
});

afterAll(async () => {
  await listener.close();
  await socialServer.close();
  await stopMailStack(stack);
});

const popupsOf = (user: number, name: string) =>
  listener.earned.filter((event) => event.user === user && event.name === name);

/** The user's notifications as the notifications page lists them (the social service). */
async function notificationsOf(email: string) {
  const response = await socialServer.inject({
    method: 'GET',
    url: `/api/promotions/${demoId}/notifications?page_size=0`,
    headers: clientHeaders(await signIn(server, email)),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as Array<{ title: string; message: string; link: string }>;
}

/** A finished picture of the user, every segment revealed, waiting for its final choices. */
async function revealedWork(user: number) {
  const [image] = await server.db.query(
    `SELECT i.id, i.style_id FROM style_images i JOIN work_styles s ON s.id = i.style_id
      JOIN promotions p ON p.collection_id = s.collection_id WHERE p.id = ? ORDER BY i.id LIMIT 1`,
    [demoId],
  );
  const work = await server.db.query(
    `INSERT INTO works (promotion_id, user_id, current_user_id, style_id, style_image_id,
       segments_available, segments_revealed, completed, completed_at)
     VALUES (?, ?, ?, ?, ?, 20, 20, 1, NOW(3))`,
    [demoId, user, user, image.style_id, image.id],
  );
  return Number(work.insertId);
}

describe('badges of the evaluation, gallery and friends events, and their notifications', () => {
  it('awards Evaluation Done for the Initial Assessment answered at registration, with a notification', async () => {
    const [definition] = await server.db.query(
      "SELECT id FROM evaluation_definitions WHERE promotion_id = ? AND name = 'Initial Assessment'",
      [demoId],
    );
    const [image] = await server.db.query(
      'SELECT id FROM profile_images WHERE promotion_id = ? ORDER BY id LIMIT 1',
      [demoId],
    );
    const [office] = await server.db.query("SELECT id FROM locations WHERE name = 'Boston Office'");
    const registered = await server.inject({
      method: 'POST',
      url: '/api/users',
      headers: clientHeaders(),
      payload: {
        email: 'assessed@demo.test',
        password: 'Fresh!start42',
        profile: { first_name: 'Ava', last_name: 'Assessed', image: { id: Number(image.id) } },
        eligibility_identifier: 'E1001',
        location_id: Number(office.id),
        opted_in_individual_leaderboard: false,
        evaluation: { evaluation_definition_id: Number(definition.id), answers: {} },
      },
    });
    expect(registered.statusCode).toBe(200);
    const user = await userId(server, 'assessed@demo.test');
    await listener.popup(user, 'Evaluation Done');
    const listed = await notificationsOf('assessed@demo.test');
    expect(listed).toEqual([
      expect.objectContaining({
        title: 'Badge earned',
        message: 'You earned the Evaluation Done badge.',
        link: '/badges',
      }),
    ]);
  });

  it('awards On Display for a finished work put in the public gallery, not for a private one', async () => {
    const user = await userId(server, 'participant@demo.test');
    const cookie = await signIn(server, 'participant@demo.test');
    const choose = (id: number, public_gallery: boolean) =>
      server.inject({
        method: 'PUT',
        url: `/api/works/${id}/final_gallery_choice`,
        headers: clientHeaders(cookie),
        payload: { public_gallery },
      });
    expect((await choose(await revealedWork(user), false)).statusCode).toBe(200);
    await queueDrained(stack.queue);
    expect(await earnedNames(server, user)).not.toContain('On Display');
    expect((await choose(await revealedWork(user), true)).statusCode).toBe(200);
    await listener.popup(user, 'On Display');
    const messages = (await notificationsOf('participant@demo.test')).map((n) => n.message);
    expect(messages).toContain('You earned the On Display badge.');
  });

  it('awards Good Company at the third accepted friendship, once, when friendships are made at the same moment', async () => {
    const user = await userId(server, 'participant2@demo.test');
    const others = await Promise.all(
      ['coordinator@demo.test', 'poster@demo.test', 'tutorial@demo.test', 'reseller@demo.test'].map(
        (email) => userId(server, email),
      ),
    );
    const deps = { db: server.db, queue: stack.queue, log: server.log };
    const befriend = (other: number, status: 'P' | 'A' = FRIENDSHIP_STATUS.accepted) =>
      addFriendship(deps, { promotionId: demoId, frienderId: other, friendeeId: user, status });
    // A pending request is no friend yet.
    expect(await befriend(others[0], FRIENDSHIP_STATUS.pending)).toBe(true);
    expect(await befriend(others[1])).toBe(true);
    // The same request again makes no second row (the unique pair decides).
    expect(await befriend(others[1])).toBe(false);
    await queueDrained(stack.queue);
    expect(await earnedNames(server, user)).not.toContain('Good Company');
    await Promise.all([befriend(others[2]), befriend(others[3])]);
    await listener.popup(user, 'Good Company');
    await queueDrained(stack.queue);
    expect(popupsOf(user, 'Good Company')).toHaveLength(1);
    const messages = (await notificationsOf('participant2@demo.test')).map((n) => n.message);
    expect(messages.filter((m) => m === 'You earned the Good Company badge.')).toHaveLength(1);
  });

  it('creates one notification and one award for a burst of racing checks', async () => {
    const user = await userId(server, 'locationcoordinator@demo.test');
    await server.db.query(
      'UPDATE works SET made_final_gallery_choice = 1, public_gallery = 1 WHERE id = ?',
      [await revealedWork(user)],
    );
    const deps = { db: server.db, events: server.events, log: server.log };
    const data = { promotion_id: demoId, user_id: user, category: 'displayed_art' as const };
    const runs = await Promise.all(Array.from({ length: 8 }, () => checkBadges(deps, { data })));
    expect(runs.flat()).toHaveLength(1);
    expect(await earnedNames(server, user)).toEqual(['On Display']);
    const [{ n }] = await server.db.query(
      "SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND `key` LIKE 'badge_earned_%'",
      [user],
    );
    expect(Number(n)).toBe(1);
  });
});
