import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';

/** The job that e-mails a team invite (services/worker README "Team invites"). */
export const TEAM_INVITE_EMAIL_JOB = 'team-invite-email';

export interface TeamInviteEmailJobData {
  /** The invite (team_invites.id): the worker reads the team, leader and address from it. */
  invite_id: number;
  promotion_id: number;
}

/** Queues one invite e-mail; a resend queues another (a new job id each time). */
export async function queueTeamInviteEmail(
  queue: Queue,
  data: TeamInviteEmailJobData,
): Promise<string> {
  // Short: the delivery rows' message id (`team-invite:<job id>`) holds at most 64 characters.
  const jobId = `team-invite-${randomUUID()}`;
  const job = await queue.add(TEAM_INVITE_EMAIL_JOB, data, { jobId });
  return job.id ?? jobId;
}
