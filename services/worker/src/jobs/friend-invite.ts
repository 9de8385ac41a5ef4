import { renderMessage } from '@wellness/platform';
import type { FriendInviteJobData } from '@wellness/platform';
import type { Job } from 'bullmq';
import type { JobDeps } from '../mail/send';
import {
  claimDelivery,
  closeInterrupted,
  markFailed,
  markSent,
  recordRecipients,
} from '../mail/deliveries';
import { brandingOf, loadPromotion } from '../mail/origin';

export { FRIEND_INVITE_JOB } from '@wellness/platform';

export const friendInviteSubject = (name: string, programme: string) =>
  `${name} invited you to join ${programme}`;

interface InviteRow {
  invite_token: string | null;
  status: string;
  friendee_id: number | null;
  message: string | null;
  first_name: string;
  last_name: string;
}

/**
 * E-mails a friend invite (services/social README "Friends"): the link
 * `{origin}/register?friend_invite={token}` registers straight into the friendship. Sent to
 * an address that has no account, so no subscription exists to ask; nothing is sent once the
 * invite was withdrawn, answered or used. At most once per send (`email_deliveries`).
 */
export async function sendFriendInviteEmail(
  { db, mailer, config }: JobDeps,
  job: Job,
): Promise<{ sent: boolean }> {
  const {
    friendship_id: id,
    promotion_id: promotionId,
    email,
    sent,
  } = job.data as FriendInviteJobData;
  const promotion = await loadPromotion(db, promotionId);
  const [invite]: InviteRow[] = await db.query(
    `SELECT f.invite_token, f.status, f.friendee_id, f.message, u.first_name, u.last_name
     FROM friendships f JOIN users u ON u.id = f.friender_id WHERE f.id = ? AND f.promotion_id = ?`,
    [id, promotionId],
  );
  if (!promotion || !invite?.invite_token || invite.friendee_id !== null) return { sent: false };
  if (invite.status !== 'P') return { sent: false };
  const messageId = `friend_invite:${id}:${sent}`;
  await recordRecipients(db, messageId, promotionId, [{ email, skipped: false }]);
  await closeInterrupted(db, messageId);
  if (!(await claimDelivery(db, messageId, email))) return { sent: false };

  const branding = brandingOf(promotion, config);
  const name = `${invite.first_name} ${invite.last_name}`.trim();
  const link = `${branding.origin}/register?friend_invite=${encodeURIComponent(invite.invite_token)}`;
  const message = await renderMessage(branding, {
    subject: friendInviteSubject(name, promotion.program_name),
    body: [
      `${name} would like you to be their friend in ${promotion.program_name}.`,
      ...(invite.message ? [`"${invite.message}"`] : []),
      `Register with this link and you are friends straight away:\n${link}`,
    ].join('\n\n'),
  });
  try {
    await mailer.sendMail({
      from: config.mailFrom,
      to: email,
      subject: message.subject,
      html: message.html,
      text: message.text,
    });
  } catch (error) {
    await markFailed(db, messageId, email, (error as Error).message);
    throw error;
  }
  await markSent(db, messageId, email);
  return { sent: true };
}
