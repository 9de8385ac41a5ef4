import type { DataSource } from 'typeorm';
import {
  HttpError,
  RECIPIENTS_BLANK,
  TEST_EMAIL_LIMIT,
  TEST_EMAIL_MAX_RECIPIENTS,
  addressErrors,
  contentText,
  distinctAddresses,
  notFound,
  splitRecipientList,
} from '@wellness/platform';
import type { TestEmailContent, TestEmailKey } from '@wellness/platform';
import { mergedCategory } from '../content';

/**
 * Spec 3 s5 "Test email": the typed recipients, each checked (all messages at once, 422), at
 * least one, at most ten distinct addresses. Answers them lower-cased, once each.
 */
export function checkTestRecipients(list: string): string[] {
  const addresses = splitRecipientList(list);
  if (!addresses.length) throw new HttpError(422, RECIPIENTS_BLANK);
  const errors = addressErrors(addresses);
  if (errors.length) throw new HttpError(422, errors[0], errors);
  const recipients = distinctAddresses(addresses);
  if (recipients.length > TEST_EMAIL_MAX_RECIPIENTS) throw new HttpError(422, TEST_EMAIL_LIMIT);
  return recipients;
}

/**
 * The `emails` content item of the key as the promotion sees it (its own, else the default
 * promotion's, as the content editor merges them): e-mail subject (else title), content, image.
 */
export async function testEmailContent(
  db: DataSource,
  promotionId: number,
  key: TestEmailKey,
): Promise<TestEmailContent> {
  const item = (await mergedCategory(db, promotionId, 'emails')).find((c) => c.row.key === key);
  if (!item) throw notFound('Content');
  const { row } = item;
  return {
    subject: row.email_subject?.trim() || row.title,
    // Markdown or HTML as the text paragraphs the template takes (as shares send a tip).
    body: contentText(row.content ?? ''),
    image: row.email_image
      ? { src: row.email_image, alt: row.email_image_caption ?? row.title }
      : null,
  };
}

export const testEmailSent = (count: number) =>
  `Test email sent to ${count} ${count === 1 ? 'recipient' : 'recipients'}.`;
