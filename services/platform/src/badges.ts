import { Type } from '@sinclair/typebox';
import type { Queue } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import { BADGE_CATEGORIES } from '@wellness/schema';
import type { BadgeCategory } from '@wellness/schema';
import { DEFAULT_PROMOTION_ID } from './plugins/tenancy';

/**
 * The job that checks one user's badges of one category after a counted event committed
 * (services/worker README "Badges"). It rides the worker's one queue.
 */
export const BADGE_CHECK_JOB = 'badge-check';

/** The realtime event the user's room hears when a badge is earned (the badge popup). */
export const BADGE_EARNED_EVENT = 'badgeEarned';

/** One of spec 1's eleven badge categories. */
export const BadgeCategorySchema = Type.Unsafe<BadgeCategory>({
  type: 'string',
  enum: [...BADGE_CATEGORIES],
});

export interface BadgeCheckJobData {
  promotion_id: number;
  user_id: number;
  category: BadgeCategory;
}

/**
 * A check that fails (MariaDB away) runs again: 5 attempts, 1 s, 2 s, 4 s, 8 s apart. The
 * check is idempotent (INSERT IGNORE per badge), so a retry awards only what is still due.
 */
export const BADGE_CHECK_OPTIONS = {
  removeOnComplete: true,
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
} as const;

/**
 * Queues a badge check after the event's transaction committed. No job id: a check already
 * running may have counted before this commit, so every event gets its own check (the check is
 * idempotent). A Redis failure is logged, not thrown: the write it follows has committed, and
 * the next counted event of the category checks again from MySQL.
 */
export async function queueBadgeCheck(
  queue: Queue,
  data: BadgeCheckJobData,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await queue.add(BADGE_CHECK_JOB, data, BADGE_CHECK_OPTIONS);
  } catch (error) {
    log.warn({ err: error, ...data }, 'badge check not queued');
  }
}

export interface BadgeRow {
  id: number;
  promotion_id: number;
  default_badge_id: number | null;
  /** The badge users earn: the default badge for a promotion's edit of one, else itself. */
  root_id: number;
  name: string;
  category: BadgeCategory;
  goal: number;
  goal2: number | null;
  hide_until_earned: boolean;
  image_url: string;
}

/**
 * The badges a promotion shows: its own, and the default promotion's that it has not
 * replaced with an edit of its own (services/admin README "Badges"). Ordered by category,
 * goal and id.
 */
export async function badgesInEffect(
  db: Pick<DataSource, 'query'>,
  promotionId: number,
  filter: { category?: BadgeCategory; id?: number } = {},
): Promise<BadgeRow[]> {
  const where: string[] = [];
  const params: unknown[] = [promotionId, DEFAULT_PROMOTION_ID, promotionId, promotionId];
  if (filter.category) {
    where.push('b.category = ?');
    params.push(filter.category);
  }
  if (filter.id) {
    where.push('b.id = ?');
    params.push(filter.id);
  }
  const rows: Array<Record<string, unknown>> = await db.query(
    `SELECT b.id, b.promotion_id, b.default_badge_id, COALESCE(b.default_badge_id, b.id) AS root_id,
            b.name, b.category, b.goal, b.goal2, b.hide_until_earned, b.image_url
       FROM badges b
      WHERE (b.promotion_id = ?
             OR (b.promotion_id = ? AND b.promotion_id <> ? AND NOT EXISTS (
                   SELECT 1 FROM badges o WHERE o.promotion_id = ? AND o.default_badge_id = b.id)))
        ${where.map((clause) => `AND ${clause}`).join(' ')}
      ORDER BY b.category, b.goal, b.id`,
    params,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    promotion_id: Number(row.promotion_id),
    default_badge_id: row.default_badge_id == null ? null : Number(row.default_badge_id),
    root_id: Number(row.root_id),
    name: String(row.name),
    category: row.category as BadgeCategory,
    goal: Number(row.goal),
    goal2: row.goal2 == null ? null : Number(row.goal2),
    hide_until_earned: Boolean(Number(row.hide_until_earned)),
    image_url: String(row.image_url),
  }));
}

/** A badge's own fields, as every answer about a badge carries them. */
export const badgeFields = (badge: BadgeRow) => ({
  name: badge.name,
  category: badge.category,
  goal: badge.goal,
  goal2: badge.goal2,
  hide_until_earned: badge.hide_until_earned,
  image_url: badge.image_url,
});

/** What the badge popup shows (badgeEarned): the shape of the participant's badge list. */
export const badgeEarnedPayload = (badge: BadgeRow, earnedOn: Date) => ({
  id: badge.id,
  ...badgeFields(badge),
  earned_on: earnedOn.toISOString(),
});
