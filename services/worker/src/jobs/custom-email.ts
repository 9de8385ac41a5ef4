import type { CustomEmailJobData } from '@wellness/platform';
import type { Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import { closeInterrupted, deliveryCounts, recordRecipients } from '../mail/deliveries';
import type { DeliveryCounts } from '../mail/deliveries';
import { promotionOrigin } from '../mail/origin';
import { progressOf, retryIfUnsent, sendToUnsent } from '../mail/send';
import type { JobDeps, JobProgress } from '../mail/send';
import { DEFAULT_COLOUR, LINK_PLACEHOLDER, renderMessage } from '@wellness/platform';

export type { JobDeps, JobProgress } from '../mail/send';

interface CustomEmailRow {
  id: number;
  promotion_id: number;
  subject: string;
  body: string;
  recipients: string | null;
  one_time_recipients: string | null;
  status: string;
}

interface Recipient {
  email: string;
  /** Unsubscribed from everything (email_unsubscribe_all): recorded as skipped, never sent. */
  skipped: boolean;
}

const parseList = <T>(json: string | null): T[] => {
  if (!json) return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as T[]) : [];
};

/** The picked users and the pasted addresses, once each, with their subscription. */
async function recipientsOf(db: DataSource, email: CustomEmailRow): Promise<Recipient[]> {
  const userIds = parseList<number>(email.recipients).map(Number).filter(Number.isInteger);
  const addresses = parseList<string>(email.one_time_recipients).map((a) =>
    String(a).trim().toLowerCase(),
  );
  const users: Array<{ email: string; email_unsubscribe_all: number }> = [];
  if (userIds.length) {
    users.push(
      ...(await db.query(
        'SELECT email, email_unsubscribe_all FROM users WHERE promotion_id = ? AND id IN (?)',
        [email.promotion_id, userIds],
      )),
    );
  }
  if (addresses.length) {
    users.push(
      ...(await db.query(
        'SELECT email, email_unsubscribe_all FROM users WHERE promotion_id = ? AND email IN (?)',
        [email.promotion_id, addresses],
      )),
    );
  }
  const unsubscribed = new Set(
    users.filter((u) => Number(u.email_unsubscribe_all) === 1).map((u) => u.email.toLowerCase()),
  );
  const all = new Set([...users.map((u) => u.email.toLowerCase()), ...addresses]);
  return [...all].map((address) => ({ email: address, skipped: unsubscribed.has(address) }));
}

async function recordCounts(db: DataSource, id: number, counts: DeliveryCounts) {
  await db.query(
    'UPDATE custom_emails SET total_count = ?, sent_count = ?, failed_count = ?, skipped_count = ? WHERE id = ?',
    [counts.total, counts.sent, counts.failed, counts.skipped, id],
  );
}

/**
 * Sends a custom e-mail to its recipients in batches. Safe to run again at any point (a retry,
 * or another worker after this one died): each recipient is claimed in MySQL before the send.
 */
export async function sendCustomEmail(
  { db, mailer, config }: JobDeps,
  job: Job<CustomEmailJobData>,
): Promise<JobProgress> {
  const id = job.data.custom_email_id;
  const [email]: CustomEmailRow[] = await db.query('SELECT * FROM custom_emails WHERE id = ?', [
    id,
  ]);
  // Deleted since it was queued, or finished by an earlier run: nothing to send.
  if (!email || email.status === 'sent' || email.status === 'failed') {
    return { percent: 100, sent: 0, failed: 0, total: 0 };
  }
  const [promotion]: Array<{ id: number; subdomain: string; program_name: string }> =
    await db.query('SELECT id, subdomain, program_name FROM promotions WHERE id = ?', [
      email.promotion_id,
    ]);
  if (!promotion) throw new Error(`custom e-mail ${id}: promotion ${email.promotion_id} not found`);

  await db.query("UPDATE custom_emails SET status = 'sending' WHERE id = ?", [id]);
  const messageId = `custom_email:${id}`;
  await recordRecipients(db, messageId, email.promotion_id, await recipientsOf(db, email));
  await closeInterrupted(db, messageId);

  const origin = promotionOrigin(promotion, config.publicHost, config.publicScheme);
  const branding = { program_name: promotion.program_name, colour: DEFAULT_COLOUR, origin };
  const report = async () => {
    const counts = await deliveryCounts(db, messageId);
    await recordCounts(db, id, counts);
    await job.updateProgress(progressOf(counts));
    return counts;
  };
  await report();

  const rendered = await renderMessage(branding, {
    subject: email.subject,
    body: email.body,
    unsubscribeUrl: LINK_PLACEHOLDER,
  });
  await sendToUnsent(
    { db, mailer, config },
    { messageId, promotionId: promotion.id, origin, rendered, bulk: true, onBatch: report },
  );

  const counts = await report();
  // BullMQ retries the job with backoff; only the failed recipients are tried again.
  await retryIfUnsent(db, job, [messageId], `custom e-mail ${id}`);
  await db.query('UPDATE custom_emails SET status = ?, sent_at = NOW(3) WHERE id = ?', [
    counts.failed > 0 ? 'failed' : 'sent',
    id,
  ]);
  return progressOf(counts);
}
