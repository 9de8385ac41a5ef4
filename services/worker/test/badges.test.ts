import type { FastifyInstance } from 'fastify';
import { app as participant } from '@wellness/participant';
import { app as social } from '@wellness/social';
import { buildTestApp, clientHeaders, signIn } from '@wellness/platform/testing';
import {
  earnedNames,
  listenForBadges,
  loggableActivities,
  logActivity,
  queueDrained,
  userId,
} from './badge-helpers';
import { checkBadges } from '../src/jobs/badge-check';
import { startMailStack, stopMailStack } from './worker-process';
import type { MailStack } from './worker-process';

jest.setTimeout(90_000);

let stack: MailStack;
let server: FastifyInstance;
let socialServer: FastifyInstance;
let listener: Awaited<ReturnType<typeof listenForBadges>>;
let activities: number[];
let demoId: number;

beforeAll(async () => {
  stack = await startMailStack(participant);
  server = stack.server;
  socialServer = await buildTestApp(social);
  listener = await listenForBadges(server);
  activities = await loggableActivities(server);
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

describe('badges earned by counted events (the badge-check job)', () => {
  it('awards First Day when a participant logs a day, live to their room, and lists it earned', async () => {
    const user = await userId(server, 'participant@demo.test');
    const cookie = await signIn(server, 'participant@demo.test');
    await logActivity(server, cookie, activities[0]);
    const popup = await listener.popup(user, 'First Day');
    expect(popup.earned_on).toEqual(expect.any(String));
    await queueDrained(stack.queue);
    expect(await earnedNames(server, user)).toEqual(['First Day']);

    const list = await server.inject({
      method: 'GET',
      url: '/api/users/me/badges',
      headers: clientHeaders(cookie),
    });
    expect(list.statusCode).toBe(200);
    const badges: Array<{ name: string; earned_on: string | null }> = list.json().data;
    expect(badges.find((badge) => badge.name === 'First Day')?.earned_on).toEqual(
      expect.any(String),
    );
    expect(badges.find((badge) => badge.name === 'Three Days Strong')?.earned_on).toBeNull();
    // Hidden until earned: not even its name reaches the participant.
    expect(badges.map((badge) => badge.name)).not.toContain('Perfect Ten');
    expect(badges.map((badge) => badge.name)).not.toContain('Program Champion');
    expect(list.json().meta.badge_locked_image).toBe('/api/badges/images/locked.svg');
  });

  it('counts only days with goal2 activities for Busy Day (five in one day)', async () => {
    const user = await userId(server, 'participant@demo.test');
    const cookie = await signIn(server, 'participant@demo.test');
    for (const activity of activities.slice(1, 4)) await logActivity(server, cookie, activity);
    await queueDrained(stack.queue);
    expect(await earnedNames(server, user)).not.toContain('Busy Day');
    await logActivity(server, cookie, activities[4]);
    await listener.popup(user, 'Busy Day');
    expect(popupsOf(user, 'First Day')).toHaveLength(1);
  });

  it('awards each badge exactly once when days are logged at the same moment', async () => {
    const user = await userId(server, 'participant2@demo.test');
    const cookie = await signIn(server, 'participant2@demo.test');
    await Promise.all(
      [0, 1, 2, 3].map((daysAgo) => logActivity(server, cookie, activities[daysAgo], daysAgo)),
    );
    await listener.popup(user, 'Three Days Strong');
    await queueDrained(stack.queue);
    expect(await earnedNames(server, user)).toEqual(['First Day', 'Three Days Strong']);
    expect(popupsOf(user, 'First Day')).toHaveLength(1);
    expect(popupsOf(user, 'Three Days Strong')).toHaveLength(1);
  });

  it('awards each badge once to a burst of checks racing for one user (the unique key decides)', async () => {
    const user = await userId(server, 'participant2@demo.test');
    await server.db.query('DELETE FROM user_badges WHERE user_id = ?', [user]);
    const deps = { db: server.db, events: server.events, log: server.log };
    const data = { promotion_id: demoId, user_id: user, category: 'days_logged' as const };
    const runs = await Promise.all(Array.from({ length: 8 }, () => checkBadges(deps, { data })));
    const names: Array<{ id: number; name: string }> = await server.db.query(
      'SELECT id, name FROM badges WHERE id IN (?)',
      [runs.flat()],
    );
    expect(names.map((badge) => badge.name).sort()).toEqual(['First Day', 'Three Days Strong']);
    expect(runs.flat()).toHaveLength(2);
    expect(await earnedNames(server, user)).toEqual(['First Day', 'Three Days Strong']);
  });

  it('keeps no award whose notification could not be written, and awards it on the next check', async () => {
    const user = await userId(server, 'participant2@demo.test');
    await server.db.query('DELETE FROM user_badges WHERE user_id = ?', [user]);
    await server.db.query('DELETE FROM notifications WHERE user_id = ?', [user]);
    const deps = { db: server.db, events: server.events, log: server.log };
    const data = { promotion_id: demoId, user_id: user, category: 'days_logged' as const };
    // The notification's insert fails for this user, as when MariaDB goes away mid-check.
    await server.db.query('DROP TRIGGER IF EXISTS refuse_badge_notification');
    await server.db.query(
      `CREATE TRIGGER refuse_badge_notification BEFORE INSERT ON notifications FOR EACH ROW
         IF NEW.user_id = ${user} THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'refused'; END IF`,
    );
    try {
      await expect(checkBadges(deps, { data })).rejects.toThrow('refused');
    } finally {
      await server.db.query('DROP TRIGGER IF EXISTS refuse_badge_notification');
    }
    expect(await earnedNames(server, user)).toEqual([]);
    // The job's retry (or the next counted event) awards it with its notification.
    expect(await checkBadges(deps, { data })).toHaveLength(2);
    const notes: Array<{ title: string }> = await server.db.query(
      "SELECT title FROM notifications WHERE user_id = ? AND `key` LIKE 'badge_earned_%'",
      [user],
    );
    expect(notes.map((note) => note.title)).toEqual(['Badge earned', 'Badge earned']);
    expect(await earnedNames(server, user)).toEqual(['First Day', 'Three Days Strong']);
  });

  it('awards Checked In for an answered survey', async () => {
    const user = await userId(server, 'coordinator@demo.test');
    const cookie = await signIn(server, 'coordinator@demo.test');
    const [def] = await server.db.query('SELECT id, questions FROM user_survey_defs LIMIT 1');
    const questions: Array<{ name: string }> = JSON.parse(def.questions);
    const response = await server.inject({
      method: 'POST',
      url: `/api/promotions/${demoId}/user_survey`,
      headers: clientHeaders(cookie),
      payload: {
        user_survey_def_id: Number(def.id),
        user_responses: Object.fromEntries(questions.map((q) => [q.name, 4])),
      },
    });
    expect(response.statusCode).toBe(201);
    await listener.popup(user, 'Checked In');
  });

  it('awards First Post, Tag Team and Tip Sharer for a wall post sharing a tip with a tag; a comment is no post', async () => {
    const author = await userId(server, 'locationcoordinator@demo.test');
    const commenter = await userId(server, 'regionalcoordinator@demo.test');
    const [tip] = await server.db.query(
      "SELECT id FROM contents WHERE category = 'tips' AND hidden = FALSE LIMIT 1",
    );
    // Tagging is for friends (spec 2 s1).
    await server.db.query(
      "INSERT IGNORE INTO friendships (promotion_id, friender_id, friendee_id, status) SELECT promotion_id, ?, ?, 'A' FROM users WHERE id = ?",
      [author, commenter, author],
    );
    const post = await socialServer.inject({
      method: 'POST',
      url: '/api/posts',
      headers: clientHeaders(await signIn(server, 'locationcoordinator@demo.test')),
      payload: {
        content: 'Try this one',
        tagged_users: [commenter],
        postable_type: 'Tip',
        postable_id: Number(tip.id),
      },
    });
    expect(post.statusCode).toBe(201);
    await listener.popup(author, 'First Post');
    await listener.popup(author, 'Tag Team');
    await listener.popup(author, 'Tip Sharer');

    const comment = await socialServer.inject({
      method: 'POST',
      url: '/api/posts',
      headers: clientHeaders(await signIn(server, 'regionalcoordinator@demo.test')),
      payload: { content: 'Thanks!', parent_post_id: post.json().data.id },
    });
    expect(comment.statusCode).toBe(201);
    await queueDrained(stack.queue);
    expect(await earnedNames(server, commenter)).toEqual([]);
  });

  it("counts against the promotion's own edit of a default badge, and earns the default's row", async () => {
    const user = await userId(server, 'tutorial@demo.test');
    const cookie = await signIn(server, 'tutorial@demo.test');
    const [firstDay] = await server.db.query("SELECT id FROM badges WHERE name = 'First Day'");
    await server.db.query(
      `INSERT INTO badges (promotion_id, default_badge_id, name, category, goal, image_url)
       VALUES (?, ?, 'Two Good Days', 'days_logged', 2, '/api/badges/images/days_logged.svg')`,
      [demoId, firstDay.id],
    );
    await logActivity(server, cookie, activities[0]);
    await queueDrained(stack.queue);
    expect(await earnedNames(server, user)).toEqual([]);
    await logActivity(server, cookie, activities[0], 1);
    await listener.popup(user, 'Two Good Days');
    // Earned as the default badge's row: editing or resetting the badge keeps it earned.
    expect(await earnedNames(server, user)).toEqual(['First Day']);
  });
});
