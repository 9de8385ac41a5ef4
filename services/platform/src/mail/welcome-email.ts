import type { Queue } from 'bullmq';

/** The job that e-mails a new participant the promotion's `emails/welcome_main` item. */
export const WELCOME_EMAIL_JOB = 'welcome-email';

/** The content item a welcome e-mail renders (spec 3 s5: the welcome_main template). */
export const WELCOME_EMAIL_KEY = 'welcome_main';

export interface WelcomeEmailJobData {
  /** The new user: their id names the one delivery (`welcome:<id>`), so it is sent once. */
  user_id: number;
  promotion_id: number;
  email: string;
}

/** Queues the welcome e-mail; the job id is the user's, so queueing it twice sends once. */
export async function queueWelcomeEmail(queue: Queue, data: WelcomeEmailJobData): Promise<void> {
  await queue.add(WELCOME_EMAIL_JOB, data, {
    jobId: `welcome-email-${data.user_id}`,
    removeOnComplete: true,
  });
}
