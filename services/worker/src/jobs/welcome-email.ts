import {
  DEFAULT_PROMOTION_ID,
  WELCOME_EMAIL_KEY,
  contentText,
  renderTestEmail,
} from '@wellness/platform';
import type { TestEmailContent, WelcomeEmailJobData } from '@wellness/platform';
import type { Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { JobDeps } from '../mail/send';
import {
  claimDelivery,
  closeInterrupted,
  markFailed,
  markSent,
  recordRecipients,
} from '../mail/deliveries';
import { brandingOf, loadPromotion } from '../mail/origin';

export { WELCOME_EMAIL_JOB } from '@wellness/platform';

interface ContentRow {
  title: string;
  content: string | null;
  email_subject: string | null;
  email_image: string | null;
  email_image_caption: string | null;
}

/**
 * The promotion's `emails/welcome_main` item (its own, else the default promotion's), as the
 * admin's test e-mail resolves it: e-mail subject else title, the content as paragraphs, the
 * e-mail image. Null when neither promotion has one.
 */
export async function welcomeContent(
  db: DataSource,
  promotionId: number,
): Promise<TestEmailContent | null> {
  const [row]: ContentRow[] = await db.query(
    `SELECT title, content, email_subject, email_image, email_image_caption FROM contents
     WHERE category = 'emails' AND \`key\` = ? AND promotion_id IN (?, ?)
     ORDER BY promotion_id = ? DESC LIMIT 1`,
    [WELCOME_EMAIL_KEY, promotionId, DEFAULT_PROMOTION_ID, promotionId],
  );
  if (!row) return null;
  return {
    subject: row.email_subject?.trim() || row.title,
    body: contentText(row.content ?? ''),
    image: row.email_image
      ? { src: row.email_image, alt: row.email_image_caption ?? row.title }
      : null,
  };
}

/**
 * E-mails a new participant the promotion's welcome message, rendered as the admin's test
 * e-mail of `welcome_main` is. Transactional (the person just asked to join): no unsubscribe
 * link. Sent once: the delivery `welcome:<user id>` is claimed in `email_deliveries` first
 * (services/worker README).
 */
export async function sendWelcomeEmail(
  { db, mailer, config }: JobDeps,
  job: Job,
): Promise<{ sent: boolean }> {
  const { user_id: userId, promotion_id: promotionId, email } = job.data as WelcomeEmailJobData;
  const promotion = await loadPromotion(db, promotionId);
  if (!promotion) return { sent: false };
  const content = await welcomeContent(db, promotionId);
  if (!content) return { sent: false };
  const messageId = `welcome:${userId}`;
  await recordRecipients(db, messageId, promotionId, [{ email, skipped: false }]);
  await closeInterrupted(db, messageId);
  if (!(await claimDelivery(db, messageId, email))) return { sent: false };

  const message = await renderTestEmail(brandingOf(promotion, config), content);
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
