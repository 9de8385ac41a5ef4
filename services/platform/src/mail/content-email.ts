import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';

/** Job names of the content e-mails (services/worker README "Jobs"). */
export const CONTENT_EMAIL_JOB = 'content-email';
export const DAILY_EMAIL_JOB = 'daily-email';

/**
 * What can be shared by e-mail (spec 2 "POST /emails/content: message, emails, model, id").
 * Tips and recipes today; Article joins this list when it has a page.
 */
export const SHAREABLE_MODELS = ['Tip', 'Recipe'] as const;
export type ShareableModel = (typeof SHAREABLE_MODELS)[number];

export interface ContentEmailJobData {
  /** The sharer's promotion: the item is read as that promotion sees it. */
  promotion_id: number;
  /** The sharer (their first name opens the subject). */
  user_id: number;
  model: ShareableModel;
  id: number;
  /** The sharer's own words, possibly empty. */
  message: string;
  /** Validated, lower-cased, once each. */
  recipients: string[];
}

/**
 * Queues one share: nothing is stored, and the job id is new for every request (two shares of
 * the same item to the same people are two e-mails, as the sharer asked twice).
 */
export async function queueContentEmail(queue: Queue, data: ContentEmailJobData): Promise<string> {
  const jobId = `${CONTENT_EMAIL_JOB}-${randomUUID()}`;
  const job = await queue.add(CONTENT_EMAIL_JOB, data, { jobId });
  return job.id ?? jobId;
}
