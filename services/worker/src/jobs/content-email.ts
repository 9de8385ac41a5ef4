import { DEFAULT_PROMOTION_ID, contentText, renderMessage } from '@wellness/platform';
import type { ContentEmailJobData, ShareableModel } from '@wellness/platform';
import type { Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import { closeInterrupted, deliveryCounts, recordRecipients } from '../mail/deliveries';
import { brandingOf, loadPromotion } from '../mail/origin';
import { progressOf, retryIfUnsent, sendToUnsent } from '../mail/send';
import type { JobDeps, JobProgress } from '../mail/send';

export { CONTENT_EMAIL_JOB } from '@wellness/platform';

/** What a shared item shows in the message. */
export interface SharedItem {
  title: string;
  /** Markdown or HTML, sent as its text. */
  content: string | null;
  /** The content item's `email_image` and caption. */
  email_image: string | null;
  email_image_caption: string | null;
  /** The item's page on the promotion's site. */
  path: string;
  /** "a tip" in the subject line. */
  noun: string;
  /** The button below the body. */
  action: string;
}

/**
 * Each model's item as the promotion sees it, or undefined when it is gone. A model added to
 * SHAREABLE_MODELS (platform) adds its reader here.
 */
const readers: Record<
  ShareableModel,
  (db: DataSource, promotionId: number, id: number) => Promise<SharedItem | undefined>
> = {
  Tip: async (db, promotionId, id) => {
    const [row]: Array<Omit<SharedItem, 'path' | 'noun' | 'action'>> = await db.query(
      "SELECT title, content, email_image, email_image_caption FROM contents WHERE id = ? AND category = 'tips' AND promotion_id IN (?, ?)",
      [id, promotionId, DEFAULT_PROMOTION_ID],
    );
    return row && { ...row, path: `/tip/${id}`, noun: 'a tip', action: 'Read the tip' };
  },
  Recipe: async (db, _promotionId, id) => {
    const [row]: Array<{ title: string; description: string; ingredients: string }> =
      await db.query('SELECT title, description, ingredients FROM recipes WHERE id = ?', [id]);
    if (!row) return undefined;
    const ingredients = row.ingredients.split('\n').map((line) => `- ${line}`);
    return {
      title: row.title,
      content: [row.description, 'Ingredients:', ...ingredients].join('\n\n'),
      email_image: null,
      email_image_caption: null,
      path: `/recipe/${id}`,
      noun: 'a recipe',
      action: 'Read the recipe',
    };
  },
};

/** An image path of this site (`/api/files/…`) made absolute on the promotion's origin. */
const absolute = (url: string, origin: string) => new URL(url, origin).toString();

/** The recipients, those who unsubscribed from everything in this promotion marked skipped. */
async function recipientsOf(db: DataSource, promotionId: number, addresses: string[]) {
  const unsubscribed: Array<{ email: string }> = addresses.length
    ? await db.query(
        'SELECT email FROM users WHERE promotion_id = ? AND email IN (?) AND email_unsubscribe_all = 1',
        [promotionId, addresses],
      )
    : [];
  const skipped = new Set(unsubscribed.map((u) => u.email.toLowerCase()));
  return addresses.map((email) => ({ email, skipped: skipped.has(email) }));
}

/**
 * A share by e-mail (spec 2 "POST /emails/content"): the item, the sharer's words and a link
 * to the item's page, to each recipient once (message id `content-email:<job id>`). A personal
 * message: no unsubscribe link (services/worker README).
 */
export async function sendContentEmail(
  { db, mailer, config }: JobDeps,
  job: Job<ContentEmailJobData>,
): Promise<JobProgress> {
  const data = job.data;
  const messageId = `content-email:${job.id}`;
  const promotion = await loadPromotion(db, data.promotion_id);
  const [sharer]: Array<{ first_name: string }> = await db.query(
    'SELECT first_name FROM users WHERE id = ? AND promotion_id = ?',
    [data.user_id, data.promotion_id],
  );
  const item = promotion && (await readers[data.model]?.(db, promotion.id, data.id));
  // The promotion, the sharer or the item is gone since the share: nothing to send.
  if (!promotion || !sharer || !item) return { percent: 100, sent: 0, failed: 0, total: 0 };

  await recordRecipients(
    db,
    messageId,
    promotion.id,
    await recipientsOf(db, promotion.id, data.recipients),
  );
  await closeInterrupted(db, messageId);
  const report = async () => {
    const counts = await deliveryCounts(db, messageId);
    await job.updateProgress(progressOf(counts));
    return counts;
  };
  await report();

  const branding = brandingOf(promotion, config);
  const { origin } = branding;
  const name = sharer.first_name.trim() || 'Someone';
  const body = [
    data.message ? `${name} wrote:\n${data.message}` : '',
    item.title,
    item.content ? contentText(item.content) : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const rendered = await renderMessage(branding, {
    subject: `${name} shared ${item.noun} with you: ${item.title}`,
    body,
    ...(item.email_image
      ? {
          image: {
            url: absolute(item.email_image, origin),
            alt: item.email_image_caption ?? item.title,
          },
        }
      : {}),
    action: { url: absolute(item.path, origin), label: item.action },
  });
  await sendToUnsent(
    { db, mailer, config },
    { messageId, promotionId: promotion.id, origin, rendered, bulk: false, onBatch: report },
  );
  const counts = await report();
  await retryIfUnsent(db, job, [messageId], `content e-mail ${job.id}`);
  return progressOf(counts);
}
