import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { CUSTOM_EMAIL_JOB, customEmailJobId } from './queue';
import type { EmailFilters } from './recipients';

export interface CustomEmailInput {
  promotion_id: number;
  subject: string;
  /** Markdown-free text or simple HTML written by a coordinator. */
  body: string;
  /** User ids of the promotion. */
  recipients?: number[];
  /** Addresses pasted by a coordinator (spec 3 one_time_recipients), already validated. */
  one_time_recipients?: string[];
  /** Spec 3 filters: which participants receive it, resolved when it is sent. */
  filters?: EmailFilters | null;
  /** Absent or not in the future: sent at once (spec 3 One-time email). */
  send_at?: Date | null;
  created_by?: number | null;
}

export interface CustomEmailJobData {
  custom_email_id: number;
  /** Whose staff may read the job's status (GET /api/jobs/{id}). */
  promotion_id: number;
}

/** Delay of a send_at: none when it is absent, invalid or past. */
export function delayUntil(sendAt: Date | null | undefined, now = Date.now()): number {
  const at = sendAt?.getTime();
  return at !== undefined && Number.isFinite(at) && at > now ? at - now : 0;
}

/**
 * Adds (or re-adds) the job that sends a stored custom e-mail: delayed until its send_at.
 * The job id is the e-mail's, so a job that is already waiting, delayed or running is kept.
 */
export async function enqueueCustomEmail(
  queue: Queue,
  customEmail: { id: number; promotion_id: number; send_at: Date | null },
): Promise<string> {
  const customEmailId = customEmail.id;
  const sendAt = customEmail.send_at;
  const job = await queue.add(
    CUSTOM_EMAIL_JOB,
    {
      custom_email_id: customEmailId,
      promotion_id: customEmail.promotion_id,
    } satisfies CustomEmailJobData,
    { jobId: customEmailJobId(customEmailId), delay: delayUntil(sendAt) },
  );
  return job.id ?? customEmailJobId(customEmailId);
}

/**
 * Stores a custom e-mail (status pending) and queues its job. MySQL is the truth: if Redis loses
 * the job, the worker re-queues the e-mail when it starts (services/worker README).
 */
export async function queueCustomEmail(
  db: DataSource,
  queue: Queue,
  input: CustomEmailInput,
): Promise<{ id: number; job_id: string }> {
  const sendAt = input.send_at && Number.isFinite(input.send_at.getTime()) ? input.send_at : null;
  const result: { insertId: number } = await db.query(
    "INSERT INTO custom_emails (promotion_id, subject, body, recipients, one_time_recipients, filters, send_at, status, created_by) VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?)",
    [
      input.promotion_id,
      input.subject,
      input.body,
      input.recipients ? JSON.stringify(input.recipients) : null,
      input.one_time_recipients ? JSON.stringify(input.one_time_recipients) : null,
      input.filters ? JSON.stringify(input.filters) : null,
      sendAt,
      input.created_by ?? null,
    ],
  );
  const id = Number(result.insertId);
  const jobId = await enqueueCustomEmail(queue, {
    id,
    promotion_id: input.promotion_id,
    send_at: sendAt,
  });
  return { id, job_id: jobId };
}

/**
 * Moves a pending custom e-mail's job to its (new) send_at: the delayed job is removed and
 * added again. A job the worker already holds cannot be removed; the worker then finds the
 * stored send_at in the future and delays the job itself (services/worker README).
 */
export async function rescheduleCustomEmail(
  queue: Queue,
  customEmail: { id: number; promotion_id: number; send_at: Date | null },
): Promise<string> {
  await queue.remove(customEmailJobId(customEmail.id));
  return enqueueCustomEmail(queue, customEmail);
}
