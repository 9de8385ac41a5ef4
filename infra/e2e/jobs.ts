// The platform's one queue (a module with no dependencies Playwright cannot load).
import { createEmailQueue } from '../../services/platform/src/mail/queue';
import { E2E_REDIS_PREFIX } from './stack-config';

/**
 * Runs `during` with the worker's queue paused (BullMQ: a job queued meanwhile waits; one
 * already running goes on), then resumes it. For a screen that shows a job's waiting or
 * starting state, which a fast worker could otherwise end before the page is looked at.
 */
export async function withJobsHeld<T>(during: () => Promise<T>): Promise<T> {
  const queue = createEmailQueue(
    process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    E2E_REDIS_PREFIX,
  );
  try {
    await queue.pause();
    return await during();
  } finally {
    await queue.resume();
    await queue.close();
  }
}
