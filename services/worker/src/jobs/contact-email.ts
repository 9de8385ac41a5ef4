import { renderContactEmail, subscriptionOf } from '@wellness/platform';
import type { ContactEmailJobData, ContactMessage, SubscriptionFlag } from '@wellness/platform';
import type { Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import { closeInterrupted, deliveryCounts, recordRecipients } from '../mail/deliveries';
import { brandingOf, loadPromotion } from '../mail/origin';
import { progressOf, retryIfUnsent, sendToUnsent } from '../mail/send';
import type { JobDeps, JobProgress } from '../mail/send';

export { CONTACT_EMAIL_JOB } from '@wellness/platform';

/**
 * The promotion's coordinators (role Coordinator of the promotion). A support message is their
 * work, not marketing: only one who unsubscribed from everything is skipped (recorded so).
 */
async function coordinators(db: DataSource, promotionId: number) {
  const rows: Array<Record<SubscriptionFlag, unknown> & { email: string }> = await db.query(
    `SELECT email, email_friend_requests, email_wall_posts, email_team, email_daily, email_unsubscribe_all
       FROM users WHERE promotion_id = ? AND role = 'Coordinator' ORDER BY id`,
    [promotionId],
  );
  return rows.map((row) => ({
    email: row.email.toLowerCase(),
    skipped: subscriptionOf(row).email_unsubscribe_all,
  }));
}

/**
 * Sends a stored support contact request (services/social README "Support") to the
 * promotion's coordinators. Idempotent like every send: one delivery row per coordinator
 * (message id `contact-email:<request id>`), claimed before the send.
 */
export async function sendContactEmail(deps: JobDeps, job: Job): Promise<JobProgress> {
  const { db, config } = deps;
  const { contact_request_id: id } = job.data as ContactEmailJobData;
  const [row] = await db.query('SELECT * FROM contact_requests WHERE id = ?', [id]);
  // A request removed since (nothing removes them today) has no one left to tell.
  if (!row) return { percent: 100, sent: 0, failed: 0, total: 0 };
  const promotionId = Number(row.promotion_id);
  const promotion = await loadPromotion(db, promotionId);
  if (!promotion) throw new Error(`contact e-mail ${job.id}: promotion ${promotionId} not found`);
  const messageId = `contact-email:${id}`;
  await recordRecipients(db, messageId, promotionId, await coordinators(db, promotionId));
  await closeInterrupted(db, messageId);
  const request: ContactMessage = { ...row, info: JSON.parse(String(row.info || '{}')) };
  const branding = brandingOf(promotion, config);
  const rendered = await renderContactEmail(branding, request);
  await sendToUnsent(deps, {
    messageId,
    promotionId,
    origin: branding.origin,
    rendered,
    bulk: false,
  });
  const counts = await deliveryCounts(db, messageId);
  await retryIfUnsent(db, job, [messageId], `contact e-mail ${job.id}`);
  return progressOf(counts);
}
