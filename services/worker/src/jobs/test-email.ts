import { renderTestEmail } from '@wellness/platform';
import type { TestEmailJobData } from '@wellness/platform';
import type { Job } from 'bullmq';
import { closeInterrupted, deliveryCounts, recordRecipients } from '../mail/deliveries';
import { brandingOf, loadPromotion } from '../mail/origin';
import { progressOf, retryIfUnsent, sendToUnsent } from '../mail/send';
import type { JobDeps, JobProgress } from '../mail/send';

export { TEST_EMAIL_JOB } from '@wellness/platform';

/**
 * Sends a content item of the `emails` category (spec 3 s5 "Test email") to the addresses a
 * coordinator typed, as the programme's message: its e-mail subject, content and e-mail image.
 * Not bulk: no unsubscribe link or header (services/worker README). Idempotent like every
 * send: one delivery record per (job, recipient), claimed before the send.
 */
export async function sendTestEmail(deps: JobDeps, job: Job): Promise<JobProgress> {
  const { db, config } = deps;
  const { promotion_id: promotionId, recipients, content } = job.data as TestEmailJobData;
  const promotion = await loadPromotion(db, promotionId);
  if (!promotion) throw new Error(`test e-mail ${job.id}: promotion ${promotionId} not found`);

  const messageId = `test_email:${job.id}`;
  await recordRecipients(
    db,
    messageId,
    promotionId,
    recipients.map((email) => ({ email, skipped: false })),
  );
  await closeInterrupted(db, messageId);
  const report = async () => {
    const counts = await deliveryCounts(db, messageId);
    await job.updateProgress(progressOf(counts));
    return counts;
  };
  await report();

  const branding = brandingOf(promotion, config);
  const { origin } = branding;
  const rendered = await renderTestEmail(branding, content);
  await sendToUnsent(deps, {
    messageId,
    promotionId,
    origin,
    rendered,
    bulk: false,
    onBatch: report,
  });

  const counts = await report();
  await retryIfUnsent(db, job, [messageId], `test e-mail ${job.id}`);
  if (counts.failed > 0) {
    // The job's failed state is what the coordinator sees; the masters' list keeps it.
    throw new Error(`test e-mail ${job.id}: ${counts.failed} recipient(s) could not be sent`);
  }
  return progressOf(counts);
}
