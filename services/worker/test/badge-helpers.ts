import type { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { eventsChannel } from '@wellness/platform';
import type { DomainEvent } from '@wellness/platform';
import { clientHeaders, waitFor } from '@wellness/platform/testing';

export interface EarnedEvent {
  user: number;
  name: string;
  earned_on: string;
}

/** Hears every badgeEarned the realtime gateway would, as it would (the events channel). */
export async function listenForBadges(server: FastifyInstance) {
  const subscriber = server.redis.duplicate();
  const earned: EarnedEvent[] = [];
  await subscriber.subscribe(eventsChannel(server.config.redisPrefix));
  subscriber.on('message', (_channel, message) => {
    const event = JSON.parse(message) as DomainEvent<{ name: string; earned_on: string }>;
    if (event.type !== 'badgeEarned' || event.audience.kind !== 'user') return;
    earned.push({ user: Number(event.audience.id), ...event.payload });
  });
  return {
    earned,
    /** Waits for the user's popup of the badge named. */
    popup: (user: number, name: string) =>
      waitFor(
        `the ${name} popup for user ${user}`,
        () => earned.find((event) => event.user === user && event.name === name),
        { timeoutMs: 60_000 },
      ),
    close: () => subscriber.quit(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A day before today as the services' local date (YYYY-MM-DD), like entries' recorded_on. */
export function localDay(daysAgo = 0): string {
  const day = new Date();
  day.setDate(day.getDate() - daysAgo);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export async function userId(server: FastifyInstance, email: string): Promise<number> {
  const [row] = await server.db.query('SELECT id FROM users WHERE email = ?', [email]);
  return Number(row.id);
}

/** The names of the badges the user has earned (user_badges), by name of the default badge. */
export async function earnedNames(server: FastifyInstance, user: number): Promise<string[]> {
  const rows: Array<{ name: string }> = await server.db.query(
    'SELECT b.name FROM user_badges ub JOIN badges b ON b.id = ub.badge_id WHERE ub.user_id = ? ORDER BY b.name',
    [user],
  );
  return rows.map((row) => row.name);
}

/** Week-1 activities of the demo promotion that can be logged on any day (not one-time). */
export async function loggableActivities(server: FastifyInstance): Promise<number[]> {
  const rows: Array<{ id: number }> = await server.db.query(
    `SELECT a.id FROM activities a JOIN promotions p ON p.id = a.promotion_id
      WHERE p.subdomain = 'demo' AND a.week_available = 1 AND a.is_one_time = 0
        AND a.parent_activity_id IS NULL AND a.question IS NULL ORDER BY a.id`,
  );
  return rows.map((row) => Number(row.id));
}

/** Logs one activity on a day `daysAgo` before today through the participant API. */
export async function logActivity(
  server: FastifyInstance,
  cookie: string,
  activityId: number,
  daysAgo = 0,
) {
  const day = localDay(daysAgo);
  const response = await server.inject({
    method: 'POST',
    url: `/api/entries/${day}/entry_activities`,
    headers: clientHeaders(cookie),
    payload: { activity_id: activityId, feels_value: 1 },
  });
  if (response.statusCode !== 201) throw new Error(`log failed: ${response.body}`);
}

/** Waits until the queue has no badge check left to run. */
export async function queueDrained(queue: Queue) {
  await waitFor(
    'the badge checks to finish',
    async () => {
      // Not 'delayed': the daily e-mail's schedule always waits there.
      const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
      return Object.values(counts).every((count) => count === 0);
    },
    { timeoutMs: 60_000 },
  );
}
