import {
  DAILY_EMAIL_JOB,
  EMAIL_JOB_OPTIONS,
  DEFAULT_PROMOTION_ID,
  LINK_PLACEHOLDER,
  PARTICIPANT_ROLES,
  contentText,
  mayEmail,
  renderMessage,
  subscriptionOf,
} from '@wellness/platform';
import type { SubscriptionFlag } from '@wellness/platform';
import type { Job, Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { closeInterrupted, deliveryCounts, recordRecipients } from '../mail/deliveries';
import type { DeliveryCounts } from '../mail/deliveries';
import { BRANDED_COLUMNS, brandingOf } from '../mail/origin';
import type { BrandedPromotion } from '../mail/origin';
import { progressOf, retryIfUnsent, sendToUnsent } from '../mail/send';
import type { JobDeps, JobProgress } from '../mail/send';

export { DAILY_EMAIL_JOB } from '@wellness/platform';

/** The daily e-mail's job scheduler (one per queue). */
export const DAILY_EMAIL_SCHEDULER = 'daily-email';

interface PromotionRow extends BrandedPromotion {
  starts_on: string | Date;
}

interface TipRow {
  id: number;
  promotion_id: number;
  key: string;
  hidden: number | boolean;
  title: string;
  content: string | null;
  email_subject: string | null;
  email_image: string | null;
  email_image_caption: string | null;
  days_from_start: number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as YYYY-MM-DD in the worker's time zone (TZ). */
export const localDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The DATE column as YYYY-MM-DD, however the driver hands it over. */
const dateOf = (value: string | Date) =>
  value instanceof Date ? localDate(value) : String(value).slice(0, 10);

/** The programme's day number: the start date is day 1. */
export const programmeDay = (startsOn: string, today: string) =>
  Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / 86_400_000,
  ) + 1;

/** Promotions running on the date: started, not ended, not disabled. */
async function runningPromotions(db: DataSource, today: string): Promise<PromotionRow[]> {
  return db.query(
    `SELECT ${BRANDED_COLUMNS}, starts_on FROM promotions
      WHERE starts_on <= ? AND ends_on >= ? AND (disabled_on IS NULL OR disabled_on > ?)
      ORDER BY id`,
    [today, today, today],
  );
}

/**
 * The promotion's tip of the day: a tips item whose days_from_start is the programme day, as
 * the promotion sees it (its own item of a key wins over the default promotion's; a hidden
 * winner is no tip). Several: the last by sequence, as the tips page would list it.
 */
async function tipOfTheDay(db: DataSource, promotionId: number, day: number) {
  const rows: TipRow[] = await db.query(
    `SELECT id, promotion_id, \`key\`, hidden, title, content, email_subject, email_image,
            email_image_caption, days_from_start
       FROM contents WHERE category = 'tips' AND promotion_id IN (?, ?)
      ORDER BY sequence, id`,
    [promotionId, DEFAULT_PROMOTION_ID],
  );
  const seen = rows.filter((row) => {
    const own = rows.find((r) => Number(r.promotion_id) === promotionId && r.key === row.key);
    return (own ?? row) === row && !row.hidden;
  });
  return seen.filter((row) => Number(row.days_from_start) === day).at(-1);
}

/** Participants who take the daily e-mail (mayEmail: not unsubscribed from everything). */
async function dailyRecipients(db: DataSource, promotionId: number) {
  const users: Array<Record<SubscriptionFlag, unknown> & { email: string }> = await db.query(
    `SELECT email, email_friend_requests, email_wall_posts, email_team, email_daily,
            email_unsubscribe_all
       FROM users WHERE promotion_id = ? AND role IN (?) ORDER BY id`,
    [promotionId, PARTICIPANT_ROLES],
  );
  return users
    .filter((user) => mayEmail(subscriptionOf(user), 'daily'))
    .map((user) => ({ email: user.email.toLowerCase(), skipped: false }));
}

export interface DailyEmailResult extends JobProgress {
  date: string;
  /** Promotions that had a tip for the day. */
  promotions: number;
}

/**
 * The daily e-mail: each running promotion's tip of the day to its participants who keep
 * `email_daily` on. One message id per promotion and date (`daily:<promotion>:<YYYY-MM-DD>`),
 * so a second run the same day (a retry, a second scheduler tick, a manual run) sends nothing
 * already sent.
 */
export async function sendDailyEmail(deps: JobDeps, job: Job): Promise<DailyEmailResult> {
  const { db, config } = deps;
  const today = localDate(new Date());
  const sendings: Array<{ messageId: string; send: () => Promise<unknown> }> = [];
  for (const promotion of await runningPromotions(db, today)) {
    const tip = await tipOfTheDay(
      db,
      Number(promotion.id),
      programmeDay(dateOf(promotion.starts_on), today),
    );
    if (!tip) continue;
    const messageId = `daily:${promotion.id}:${today}`;
    await recordRecipients(db, messageId, promotion.id, await dailyRecipients(db, promotion.id));
    await closeInterrupted(db, messageId);
    const branding = brandingOf(promotion, config);
    const { origin } = branding;
    sendings.push({
      messageId,
      send: async () => {
        const rendered = await renderMessage(branding, {
          subject: tip.email_subject?.trim() || tip.title,
          body: [tip.title, tip.content ? contentText(tip.content) : '']
            .filter(Boolean)
            .join('\n\n'),
          ...(tip.email_image
            ? {
                image: {
                  url: new URL(tip.email_image, origin).toString(),
                  alt: tip.email_image_caption ?? tip.title,
                },
              }
            : {}),
          action: { url: new URL(`/tip/${tip.id}`, origin).toString(), label: 'Read the tip' },
          unsubscribeUrl: LINK_PLACEHOLDER,
        });
        await sendToUnsent(deps, {
          messageId,
          promotionId: promotion.id,
          origin,
          rendered,
          bulk: true,
          onBatch: report,
        });
      },
    });
  }

  const messageIds = sendings.map((s) => s.messageId);
  const total = async () => {
    const all: DeliveryCounts = { total: 0, sent: 0, failed: 0, skipped: 0, pending: 0 };
    for (const messageId of messageIds) {
      const counts = await deliveryCounts(db, messageId);
      for (const key of Object.keys(all) as Array<keyof DeliveryCounts>) all[key] += counts[key];
    }
    return all;
  };
  async function report() {
    const counts = await total();
    await job.updateProgress(progressOf(counts));
    return counts;
  }
  await report();
  for (const sending of sendings) {
    await sending.send();
    await report();
  }
  await retryIfUnsent(db, job, messageIds, `daily e-mail ${today}`);
  return { date: today, promotions: sendings.length, ...progressOf(await total()) };
}

/**
 * Registers (or updates) the repeatable daily e-mail with BullMQ's job scheduler: one per
 * queue whatever the number of workers (upsert by id), in the worker's time zone.
 */
export async function scheduleDailyEmail(queue: Queue, cron: string): Promise<void> {
  if (cron === 'off') {
    await queue.removeJobScheduler(DAILY_EMAIL_SCHEDULER);
    return;
  }
  await queue.upsertJobScheduler(
    DAILY_EMAIL_SCHEDULER,
    { pattern: cron, tz: Intl.DateTimeFormat().resolvedOptions().timeZone },
    { name: DAILY_EMAIL_JOB, data: {}, opts: EMAIL_JOB_OPTIONS },
  );
}
