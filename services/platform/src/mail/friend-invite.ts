import type { Queue } from 'bullmq';

/** The job that e-mails a friend invite with its registration link (services/worker `friend-invite`). */
export const FRIEND_INVITE_JOB = 'friend-invite';

export interface FriendInviteJobData {
  /** The friendships row waiting for `email` (its friendee is still unknown). */
  friendship_id: number;
  promotion_id: number;
  email: string;
  /** Names the one delivery: a resend is a new send (`friend_invite:<id>:<sent>`). */
  sent: number;
}

/** Queues the invite; queueing the same send twice sends it once (the job id). */
export async function queueFriendInviteEmail(
  queue: Queue,
  data: FriendInviteJobData,
): Promise<void> {
  await queue.add(FRIEND_INVITE_JOB, data, {
    jobId: `friend-invite-${data.friendship_id}-${data.sent}`,
    removeOnComplete: true,
  });
}
