import { mayEmail, renderMessage, subscriptionOf } from '@wellness/platform';
import type { FriendEmailJobData, SubscriptionFlag } from '@wellness/platform';
import type { Job } from 'bullmq';
import { closeInterrupted, deliveryCounts, recordRecipients } from '../mail/deliveries';
import { brandingOf, loadPromotion } from '../mail/origin';
import { progressOf, retryIfUnsent, sendToUnsent } from '../mail/send';
import type { JobDeps, JobProgress } from '../mail/send';

export { FRIEND_EMAIL_JOB } from '@wellness/platform';

type RecipientRow = Record<SubscriptionFlag, number> & { email: string };

/**
 * A participant's message to their friends (spec 3 "Email: email_type friend"; services/social
 * README "Friends"): to each friend once (`friend-email:<job id>`), skipped for those whose
 * subscription refuses friend e-mail (`mayEmail(…, 'friend_requests')`). A personal message:
 * no unsubscribe link.
 */
export async function sendFriendEmail(
  { db, mailer, config }: JobDeps,
  job: Job<FriendEmailJobData>,
): Promise<JobProgress> {
  const data = job.data;
  const messageId = `friend-email:${job.id}`;
  const promotion = await loadPromotion(db, data.promotion_id);
  const [sender]: Array<{ first_name: string; last_name: string }> = await db.query(
    'SELECT first_name, last_name FROM users WHERE id = ? AND promotion_id = ?',
    [data.user_id, data.promotion_id],
  );
  if (!promotion || !sender || data.recipient_ids.length === 0) {
    return { percent: 100, sent: 0, failed: 0, total: 0 };
  }
  const rows: RecipientRow[] = await db.query(
    `SELECT email, email_friend_requests, email_wall_posts, email_team, email_daily, email_unsubscribe_all
       FROM users WHERE promotion_id = ? AND id IN (?)`,
    [promotion.id, data.recipient_ids],
  );
  await recordRecipients(
    db,
    messageId,
    promotion.id,
    rows.map((row) => ({
      email: row.email.toLowerCase(),
      skipped: !mayEmail(subscriptionOf(row), 'friend_requests'),
    })),
  );
  await closeInterrupted(db, messageId);
  const report = async () => {
    const counts = await deliveryCounts(db, messageId);
    await job.updateProgress(progressOf(counts));
    return counts;
  };
  const branding = brandingOf(promotion, config);
  const name = `${sender.first_name} ${sender.last_name}`.trim();
  const rendered = await renderMessage(branding, {
    subject: `A message from your friend ${name}`,
    body: `${name} wrote:\n${data.message}`,
  });
  await sendToUnsent(
    { db, mailer, config },
    {
      messageId,
      promotionId: promotion.id,
      origin: branding.origin,
      rendered,
      bulk: false,
      onBatch: report,
    },
  );
  const counts = await report();
  await retryIfUnsent(db, job, [messageId], `friend e-mail ${job.id}`);
  return progressOf(counts);
}
