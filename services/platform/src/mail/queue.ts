import { Queue } from 'bullmq';
import type { ConnectionOptions, JobsOptions } from 'bullmq';

/** The one queue of e-mail jobs; services/worker processes it. */
export const EMAIL_QUEUE = 'email';

/** Job names on the e-mail queue. */
export const CUSTOM_EMAIL_JOB = 'custom-email';
export const TEST_EMAIL_JOB = 'test-email';

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

/**
 * Connection options (not a client: BullMQ then owns the connections and closes them with the
 * queue or worker), blocking allowed (BullMQ requires maxRetriesPerRequest null).
 */
export function bullConnection(redisUrl: string): ConnectionOptions {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
    // BullMQ's default waits up to 20 s between reconnections; a restarted Redis is back in
    // use by queues and workers within 1 s instead.
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 1000),
  };
}

export function createEmailQueue(redisUrl: string, redisPrefix: string): Queue {
  return new Queue(EMAIL_QUEUE, {
    connection: bullConnection(redisUrl),
    prefix: bullPrefix(redisPrefix),
    defaultJobOptions: EMAIL_JOB_OPTIONS,
  });
}

/** The custom e-mail's id is its job's id, so queueing it again is a no-op while one lives. */
export const customEmailJobId = (customEmailId: number) => `custom-email-${customEmailId}`;
