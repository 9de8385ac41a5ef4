import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';

/** The job that e-mails a participant's friends (spec 3 s7 "POST /send_mail", email_type friend). */
export const FRIEND_EMAIL_JOB = 'friend-email';

export interface FriendEmailJobData {
  promotion_id: number;
  /** The sender (their name opens the subject). */
  user_id: number;
  /** Accepted friends of the sender, checked by services/social. */
  recipient_ids: number[];
  message: string;
}

/** Queues one message: the job id is new for every request (sending twice sends twice). */
export async function queueFriendEmail(queue: Queue, data: FriendEmailJobData): Promise<void> {
  await queue.add(FRIEND_EMAIL_JOB, data, { jobId: `${FRIEND_EMAIL_JOB}-${randomUUID()}` });
}
