import type { Queue } from 'bullmq';

/** The job that e-mails a forgotten-password link (services/worker `password-reset`). */
export const PASSWORD_RESET_JOB = 'password-reset';

export interface PasswordResetJobData {
  /** The password_resets row: its id names the one delivery (`password_reset:<id>`). */
  password_reset_id: number;
  promotion_id: number;
  email: string;
  /**
   * The token itself, which MySQL never holds (only its hash): it lives in Redis only until
   * the job completes (removed then) and is worthless after the reset's lifetime.
   */
  token: string;
}

/** Queues the reset e-mail; the job id is the reset's, so queueing it twice sends once. */
export async function queuePasswordResetEmail(
  queue: Queue,
  data: PasswordResetJobData,
): Promise<void> {
  await queue.add(PASSWORD_RESET_JOB, data, {
    jobId: `password-reset-${data.password_reset_id}`,
    removeOnComplete: true,
  });
}
