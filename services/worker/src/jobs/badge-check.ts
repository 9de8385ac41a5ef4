import {
  BADGE_EARNED_EVENT,
  announceNotification,
  badgeEarnedPayload,
  badgesInEffect,
  insertNotification,
  transactionRetryingDeadlocks,
} from '@wellness/platform';
import type { BadgeCheckJobData, EventPublisher } from '@wellness/platform';
import type { Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import { BADGE_COUNTERS } from '../badges/counts';

export { BADGE_CHECK_JOB } from '@wellness/platform';

/** The notification of an earned badge (services/worker README "Badges"). */
export const badgeNotification = (name: string) => ({
  link: '/badges',
  title: 'Badge earned',
  message: `You earned the ${name} badge.`,
});

export interface BadgeJobDeps {
  db: DataSource;
  events: EventPublisher;
  log: FastifyBaseLogger;
}

/**
 * Counts the user's progress in the category from MySQL and awards every badge of the
 * promotion whose goal is met. INSERT IGNORE on (user, badge) makes each badge earned once
 * whatever the races or redeliveries; only the insert that lands announces it. Returns the
 * ids of the badges this run awarded. Each award also creates the user's notification.
 */
export async function checkBadges(
  deps: BadgeJobDeps,
  job: Pick<Job<BadgeCheckJobData>, 'data'>,
): Promise<number[]> {
  const { promotion_id: promotionId, user_id: userId, category } = job.data;
  const counter = BADGE_COUNTERS[category];
  if (!counter) return [];
  const [user]: Array<{ id: number }> = await deps.db.query(
    'SELECT id FROM users WHERE id = ? AND promotion_id = ?',
    [userId, promotionId],
  );
  if (!user) return [];
  const badges = await badgesInEffect(deps.db, promotionId, { category });
  const counts = new Map<number | null, number>();
  const awarded: number[] = [];
  for (const badge of badges) {
    if (!counts.has(badge.goal2))
      counts.set(badge.goal2, await counter(deps.db, userId, badge.goal2));
    if ((counts.get(badge.goal2) ?? 0) < badge.goal) continue;
    // The award and its notification commit together (a MariaDB lost between the two left
    // a badge without its notification): once per badge, like the award. Checks racing for
    // one user can deadlock on the notifications' unique key: the loser runs again.
    const notification = {
      promotionId,
      userId,
      key: `badge_earned_${badge.root_id}`,
      ...badgeNotification(badge.name),
    };
    const earned = await transactionRetryingDeadlocks(deps.db, async (manager) => {
      const result: { affectedRows: number } = await manager.query(
        'INSERT IGNORE INTO user_badges (user_id, badge_id) VALUES (?, ?)',
        [userId, badge.root_id],
      );
      if (result.affectedRows !== 1) return false;
      await insertNotification(manager, notification);
      return true;
    });
    if (!earned) continue;
    awarded.push(badge.id);
    // Announced before the popup goes out, so a client that refetches its notifications on
    // the popup finds it. A Redis failure here is logged: both rows are committed.
    try {
      await announceNotification(deps.db, deps.events, notification);
    } catch (error) {
      deps.log.error({ err: error, userId, badge: badge.id }, 'badge notification not announced');
    }
    await deps.events.publish({
      type: BADGE_EARNED_EVENT,
      promotion_id: promotionId,
      audience: { kind: 'user', id: userId },
      payload: badgeEarnedPayload(badge, new Date()),
    });
  }
  if (awarded.length) deps.log.info({ userId, awarded }, 'badges earned');
  return awarded;
}
