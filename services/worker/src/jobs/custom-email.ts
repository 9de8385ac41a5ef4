import { customEmailRecipients } from '@wellness/platform';
import type { CustomEmailJobData, EmailFilters } from '@wellness/platform';
import { DelayedError } from 'bullmq';
import type { Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import { closeInterrupted, deliveryCounts, recordRecipients } from '../mail/deliveries';
import type { DeliveryCounts } from '../mail/deliveries';
import { brandingOf, loadPromotion } from '../mail/origin';
import { progressOf, retryIfUnsent, sendToUnsent } from '../mail/send';
import type { JobDeps, JobProgress } from '../mail/send';
import { LINK_PLACEHOLDER, renderMessage } from '@wellness/platform';

export type { JobDeps, JobProgress } from '../mail/send';

interface CustomEmailRow {
  id: number;
  promotion_id: number;
  subject: string;
  body: string;
  recipients: string | null;
  one_time_recipients: string | null;
  filters: string | null;
  send_at: Date | null;
  status: string;
}

const parseJson = <T>(json: string | null): T | null => (json ? (JSON.parse(json) as T) : null);
const parseList = <T>(json: string | null): T[] => {
  const value = parseJson<unknown>(json);
  return Array.isArray(value) ? (value as T[]) : [];
};

/** The filters' participants, the picked users and the pasted addresses, once each. */
const recipientsOf = (db: DataSource, email: CustomEmailRow) =>
  customEmailRecipients(db, {
    promotion_id: email.promotion_id,
    filters: parseJson<EmailFilters>(email.filters),
    recipients: parseList<number>(email.recipients),
    one_time_recipients: parseList<string>(email.one_time_recipients),
  });

/** Grace for a job that the queue starts a little before the stored send_at. */
const EARLY_MS = 1000;

/**
 * The one start of a send, decided in MySQL: a pending e-mail that is due becomes sending (a
 * sending one is resumed). An edit (admin PUT, `… WHERE status = 'pending'`) or a delete that
 * got there first wins; the caller then finds the row changed or gone.
 */
async function claimSend(db: DataSource, id: number): Promise<boolean> {
  const result: { affectedRows: number } = await db.query(
    "UPDATE custom_emails SET status = 'sending' WHERE id = ? AND (status = 'sending' OR (status = 'pending' AND (send_at IS NULL OR send_at <= ?)))",
    [id, new Date(Date.now() + EARLY_MS)],
  );
  return result.affectedRows === 1;
}

const readEmail = async (db: DataSource, id: number): Promise<CustomEmailRow | undefined> =>
  (await db.query('SELECT * FROM custom_emails WHERE id = ?', [id]))[0];

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
  token?: string,
): Promise<JobProgress> {
  const id = job.data.custom_email_id;
  if (!(await claimSend(db, id))) {
    // Deleted, finished by an earlier run, or edited to a later send_at while this job was
    // starting (the edit could not remove a job the worker held): wait for the new time.
    const email = await readEmail(db, id);
    if (email?.status === 'pending' && email.send_at && token) {
      await job.moveToDelayed(new Date(email.send_at).getTime(), token);
      throw new DelayedError();
    }
    return { percent: 100, sent: 0, failed: 0, total: 0 };
  }
  // Read after the claim: what an edit stored before it is what goes out.
  const email = (await readEmail(db, id))!;
  const promotion = await loadPromotion(db, email.promotion_id);
  if (!promotion) throw new Error(`custom e-mail ${id}: promotion ${email.promotion_id} not found`);

  const messageId = `custom_email:${id}`;
  await recordRecipients(db, messageId, email.promotion_id, await recipientsOf(db, email));
  await closeInterrupted(db, messageId);

  const branding = brandingOf(promotion, config);
  const { origin } = branding;
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
  if (counts.pending > 0) {
    // Another run of this job holds claims (its lock lapsed and the queue started the job again
    // beside it): the e-mail is not sent until they are recorded. The run that records the
    // last one ends it; this one checks again after the backoff (a dead run's claims are then
    // closed as interrupted).
    throw new Error(
      `custom e-mail ${id}: ${counts.pending} recipient(s) still being sent by another run; checking again`,
    );
  }
  await db.query('UPDATE custom_emails SET status = ?, sent_at = NOW(3) WHERE id = ?', [
    counts.failed > 0 ? 'failed' : 'sent',
    id,
  ]);
  return progressOf(counts);
}
