import { mayEmail, subscriptionOf } from '@wellness/platform';
import type { TeamInviteEmailJobData } from '@wellness/platform';
import type { Job } from 'bullmq';
import { closeInterrupted, deliveryCounts, recordRecipients } from '../mail/deliveries';
import { brandingOf, loadPromotion } from '../mail/origin';
import { renderMessage } from '@wellness/platform';
import { progressOf, retryIfUnsent, sendToUnsent } from '../mail/send';
import type { JobDeps, JobProgress } from '../mail/send';

export { TEAM_INVITE_EMAIL_JOB } from '@wellness/platform';

interface InviteRow {
  team_name: string;
  team_status: number;
  status: string;
  invite_email: string | null;
  message: string | null;
  user_email: string | null;
  leader_name: string | null;
  email_team: number | null;
  email_unsubscribe_all: number | null;
  email_friend_requests: number | null;
  email_wall_posts: number | null;
  email_daily: number | null;
}

/**
 * A team invite (services/worker README "Team invites"): to the invited participant (when
 * their `email_team` subscription allows it) or to the invited address, with the team's
 * name, the leader's name and a link: /artprize/join for a participant, /register for an
 * address that has not registered. An invite answered, withdrawn or of a deleted team since
 * sends nothing. Personal, not bulk: no unsubscribe link.
 */
export async function sendTeamInviteEmail(
  { db, mailer, config }: JobDeps,
  job: Job<TeamInviteEmailJobData>,
): Promise<JobProgress> {
  const nothing = { percent: 100, sent: 0, failed: 0, total: 0 };
  const messageId = `team-invite:${job.id}`;
  const promotion = await loadPromotion(db, job.data.promotion_id);
  const [invite]: InviteRow[] = await db.query(
    `SELECT t.name AS team_name, t.status AS team_status, i.status, i.email AS invite_email,
            i.message, u.email AS user_email, u.email_team, u.email_unsubscribe_all,
            u.email_friend_requests, u.email_wall_posts, u.email_daily,
            (SELECT TRIM(CONCAT(l.first_name, ' ', l.last_name)) FROM team_members m
               JOIN users l ON l.id = m.user_id AND l.team_id = m.team_id
              WHERE m.team_id = t.id AND m.is_leader = 1 LIMIT 1) AS leader_name
       FROM team_invites i JOIN teams t ON t.id = i.team_id
       LEFT JOIN users u ON u.id = i.user_id
      WHERE i.id = ? AND i.promotion_id = ?`,
    [job.data.invite_id, job.data.promotion_id],
  );
  if (!promotion || !invite || invite.status !== 'U' || Number(invite.team_status) === 2) {
    return nothing;
  }
  const registered = invite.user_email !== null;
  if (registered && !mayEmail(subscriptionOf(invite as never), 'team')) return nothing;
  const recipient = (invite.user_email ?? invite.invite_email ?? '').toLowerCase();
  if (!recipient) return nothing;

  await recordRecipients(db, messageId, promotion.id, [{ email: recipient, skipped: false }]);
  await closeInterrupted(db, messageId);
  const branding = brandingOf(promotion, config);
  const leader = invite.leader_name?.trim() || 'A team leader';
  const rendered = await renderMessage(branding, {
    subject: `${leader} invited you to join ${invite.team_name}`,
    body: [
      `${leader} invited you to join the team ${invite.team_name}.`,
      invite.message ? `${leader} wrote:\n${invite.message}` : '',
      registered
        ? 'Open the Team page to accept the invitation.'
        : 'Register for the programme with this e-mail address to accept the invitation.',
    ]
      .filter(Boolean)
      .join('\n\n'),
    action: registered
      ? { url: new URL('/artprize/join', branding.origin).toString(), label: 'Join the team' }
      : { url: new URL('/register', branding.origin).toString(), label: 'Register' },
  });
  await sendToUnsent(
    { db, mailer, config },
    { messageId, promotionId: promotion.id, origin: branding.origin, rendered, bulk: false },
  );
  const counts = await deliveryCounts(db, messageId);
  await retryIfUnsent(db, job, [messageId], `team invite e-mail ${job.id}`);
  return progressOf(counts);
}
