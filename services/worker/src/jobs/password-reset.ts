import { renderMessage } from '@wellness/platform';
import type { PasswordResetJobData } from '@wellness/platform';
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

export { PASSWORD_RESET_JOB } from '@wellness/platform';

export const PASSWORD_RESET_SUBJECT = 'Reset your password';

/**
 * E-mails the forgotten-password link `{origin}/welcome?reset_password={token}`. Transactional:
 * no unsubscribe link, sent whatever the subscription flags say. At most once, like every
 * message (services/worker README): the send is claimed in `email_deliveries` first.
 */
export async function sendPasswordResetEmail(
  { db, mailer, config }: JobDeps,
  job: Job,
): Promise<{ sent: boolean }> {
  const data = job.data as PasswordResetJobData;
  const { password_reset_id: resetId, promotion_id: promotionId, email, token } = data;
  const promotion = await loadPromotion(db, promotionId);
  if (!promotion) return { sent: false };
  const messageId = `password_reset:${resetId}`;
  await recordRecipients(db, messageId, promotionId, [{ email, skipped: false }]);
  await closeInterrupted(db, messageId);
  if (!(await claimDelivery(db, messageId, email))) return { sent: false };

  const branding = brandingOf(promotion, config);
  const { origin } = branding;
  const link = `${origin}/welcome?reset_password=${encodeURIComponent(token)}`;
  const message = await renderMessage(branding, {
    subject: PASSWORD_RESET_SUBJECT,
    body: [
      `Someone asked to reset the password of your ${promotion.program_name} account.`,
      `To choose a new password, open this link within 1 hour:\n${link}`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
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
    // BullMQ retries with backoff; the failed row is claimed again while attempts are left.
    throw error;
  }
  await markSent(db, messageId, email);
  return { sent: true };
}
