import { customEmailJobId, enqueueCustomEmail } from '@wellness/platform';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';

/**
 * MySQL is the truth for what is still to send: every custom e-mail not yet sent whose job
 * Redis no longer holds (lost with Redis, or never queued) gets its job back, delayed until
 * its send_at. A job that still exists (waiting, delayed or active) is left alone; the job id
 * is the e-mail's, so this is idempotent. A failed job of an e-mail still pending or sending
 * did not end the send (the job records `failed` itself when recipients fail): it stalled too
 * often or lost MySQL on its last attempt, and is retried.
 */
export async function requeueUnsent(db: DataSource, queue: Queue): Promise<number[]> {
  const unsent: Array<{ id: number; promotion_id: number; send_at: Date | null }> = await db.query(
    "SELECT id, promotion_id, send_at FROM custom_emails WHERE status IN ('pending', 'sending') ORDER BY id",
  );
  const requeued: number[] = [];
  for (const email of unsent) {
    const job = await queue.getJob(customEmailJobId(Number(email.id)));
    if (job && (await job.isFailed())) {
      await job.retry('failed');
      requeued.push(Number(email.id));
      continue;
    }
    if (job) continue;
    await enqueueCustomEmail(queue, {
      id: Number(email.id),
      promotion_id: Number(email.promotion_id),
      send_at: email.send_at,
    });
    requeued.push(Number(email.id));
  }
  return requeued;
}
