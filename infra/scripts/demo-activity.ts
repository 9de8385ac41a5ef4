import { DEMO_PASSWORD } from '@wellness/schema';
import { callApi, logIn } from './api-client';
import type { ApiTarget, Session } from './api-client';

/** The demo promotion's participants who log, as seeded (README, demo accounts). */
const LOGGERS = [
  'participant@demo.test',
  'participant2@demo.test',
  'coordinator@demo.test',
  'locationcoordinator@demo.test',
  'regionalcoordinator@demo.test',
];

const POSTS = [
  {
    author: 'participant@demo.test',
    content: 'Walked to work three days in a row this week. The morning air really helps!',
    comment: {
      author: 'participant2@demo.test',
      content: 'Nice streak! I am trying a lunchtime walk tomorrow.',
    },
  },
  {
    author: 'locationcoordinator@demo.test',
    content: 'Reminder for the Boston office: stretching session on Thursday at 3 pm.',
  },
];

interface EntryView {
  recorded_on: string;
  available: boolean;
  entry_activities: unknown[];
}
interface ActivityView {
  id: number;
  week_available: number;
  is_one_time: boolean;
}

async function call<T>(
  target: ApiTarget,
  session: Session,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await callApi<T>(target, method, path, { cookie: session.cookie, body });
  if (response.status >= 300) {
    const reason = response.body.errors?.join(' ') ?? '';
    throw new Error(`${method} ${path} gave ${response.status} ${reason}`.trim());
  }
  return response.body.data as T;
}

/**
 * `npm start` on a demo promotion nobody has used: its participants log the open days of
 * week 1 and two of them post on the wall, through the API and its rules, so the coordinator
 * dashboard's stats, the leaderboard and the wall have something to show. It does nothing
 * once the demo promotion has any logged day (a second start, or a demo already played with),
 * unless `evenIfUsed` (the screen tour, whose stack other journeys have used already): then
 * it does nothing only once the demo's own participants have logged.
 * Returns what it added.
 */
export async function addDemoActivity(
  target: ApiTarget,
  { evenIfUsed = false }: { evenIfUsed?: boolean } = {},
): Promise<string | null> {
  const coordinator = await logIn(target, 'coordinator@demo.test', DEMO_PASSWORD);
  const stats = await call<{ days_logged: number }>(
    target,
    coordinator,
    'GET',
    `/api/promotions/${coordinator.promotionId}/stats`,
  );
  if (stats.days_logged > 0 && !evenIfUsed) return null;

  const sessions = await Promise.all(LOGGERS.map((email) => logIn(target, email, DEMO_PASSWORD)));
  const [first] = sessions;
  const [week, activities] = await Promise.all([
    call<EntryView[]>(target, first, 'GET', '/api/entries?wk=1'),
    call<ActivityView[]>(
      target,
      first,
      'GET',
      `/api/promotions/${first.promotionId}/activities?page_size=0`,
    ),
  ]);
  const days = week.filter((entry) => entry.available).map((entry) => entry.recorded_on);
  const activityIds = activities
    .filter((activity) => activity.week_available === 1 && !activity.is_one_time)
    .map((activity) => activity.id);
  if (days.length === 0 || activityIds.length === 0) return null;
  if (week.some((entry) => entry.entry_activities.length > 0)) return null;

  let logged = 0;
  for (const [who, session] of sessions.entries()) {
    for (const [day, recordedOn] of days.entries()) {
      // Everyone skips a day now and then, and logs one to three activities on the others.
      if ((who * 3 + day) % 4 === 3) continue;
      const count = 1 + ((who + day) % 3);
      for (let k = 0; k < Math.min(count, activityIds.length); k += 1) {
        const activityId = activityIds[(who + day + k) % activityIds.length];
        await call(target, session, 'POST', `/api/entries/${recordedOn}/entry_activities`, {
          activity_id: activityId,
          feels_value: ((who + k) % 3) - 1,
        });
        logged += 1;
      }
    }
  }

  const byEmail = new Map(sessions.map((session) => [session.email, session]));
  for (const post of POSTS) {
    const created = await call<{ id: number }>(
      target,
      byEmail.get(post.author)!,
      'POST',
      '/api/posts',
      {
        content: post.content,
      },
    );
    if (post.comment) {
      const commenter = byEmail.get(post.comment.author)!;
      await call(target, commenter, 'POST', '/api/posts', {
        content: post.comment.content,
        parent_post_id: created.id,
        depth: 1,
      });
      await call(target, commenter, 'POST', '/api/likes', {
        likeable_id: created.id,
        likeable_type: 'Post',
      });
    }
  }
  const scheduled = await scheduleDemoEmail(target, coordinator);
  return `${logged} activities over ${days.length} days by ${sessions.length} participants, ${POSTS.length} wall posts${scheduled ? ', a one-time e-mail queued for next week' : ''}`;
}

/**
 * The coordinator's e-mail to everyone, queued for 9:00 a week from now (the queue and its edit
 * screen show a real pending e-mail; the worker sends it to the mail catcher then). Only when
 * the promotion has no one-time e-mail yet.
 */
async function scheduleDemoEmail(target: ApiTarget, coordinator: Session): Promise<boolean> {
  const base = `/api/promotions/${coordinator.promotionId}`;
  const existing = await call<unknown[]>(target, coordinator, 'GET', `${base}/custom_emails`);
  if (existing.length > 0) return false;
  const sendAt = new Date();
  sendAt.setDate(sendAt.getDate() + 7);
  sendAt.setHours(9, 0, 0, 0);
  await call(target, coordinator, 'POST', `${base}/one_time_email`, {
    email: {
      subject: 'Week two starts Monday: try a new activity',
      body: 'You have had a great first week.\n\nThis week, pick one activity you have not tried yet and log it on the day you do it. Small changes add up.',
      filters: { audience: 'all' },
      send_at: sendAt.toISOString(),
    },
  });
  return true;
}
