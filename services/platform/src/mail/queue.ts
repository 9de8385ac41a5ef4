import { Queue } from 'bullmq';
import type { JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';

/** The one queue of e-mail jobs; services/worker processes it. */
export const EMAIL_QUEUE = 'email';

/** Job names on the e-mail queue. */
export const CUSTOM_EMAIL_JOB = 'custom-email';

/** BullMQ keys live under the stack's prefix too: `<REDIS_PREFIX>bull:email:…`. */
export const bullPrefix = (redisPrefix: string) => `${redisPrefix}bull`;

/**
 * Every e-mail job: 5 attempts with exponential backoff (2 s, 4 s, 8 s, 16 s); finished jobs
 * are trimmed, failed ones kept for the masters' list (GET /api/jobs?state=failed).
 */
export const EMAIL_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { count: 1000 },
  removeOnFail: false,
};

/** A connection BullMQ may block on (it requires maxRetriesPerRequest null). */
export const bullConnection = (redisUrl: string) =>
  new Redis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });

export function createEmailQueue(redisUrl: string, redisPrefix: string): Queue {
  return new Queue(EMAIL_QUEUE, {
    connection: bullConnection(redisUrl),
    prefix: bullPrefix(redisPrefix),
    defaultJobOptions: EMAIL_JOB_OPTIONS,
  });
}

/** The custom e-mail's id is its job's id, so queueing it again is a no-op while one lives. */
export const customEmailJobId = (customEmailId: number) => `custom-email-${customEmailId}`;
