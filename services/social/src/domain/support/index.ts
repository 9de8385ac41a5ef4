import type { DataSource } from 'typeorm';
import { HttpError, isEmailAddress, unprocessable } from '@wellness/platform';

/** Spec 2 s8 "Support": what the contact form shows after sending (and on failure). */
export const MESSAGE_SENT = 'Thank you. Message sent successfully.';
export const MESSAGE_NOT_SENT = 'Could not send message.';
/** Our messages (the spec shows no other bounds for the form). */
export const NAME_NEEDED = 'Please enter your first and last name.';
export const EMAIL_NEEDED = 'Please enter a valid e-mail address.';
export const MESSAGE_NEEDED = 'Please write your message.';
export const FEEDBACK_OFF = 'Feedback is not enabled for this program.';
export const FEEDBACK_NEEDED = 'Please write your feedback.';

export interface ContactInput {
  first_name: string;
  last_name: string;
  organization?: string;
  email: string;
  extra_tags?: string;
  message: string;
  info: {
    browser_name?: string;
    browser_version?: string;
    operating_system?: string;
    session_data?: string;
  };
}

/**
 * Stores a contact request (spec 2 s3 "Contact request") for the promotion, with the info the
 * form sends and the caller's user id (the session's, never the client's; null for a guest).
 */
export async function storeContactRequest(
  db: DataSource,
  promotionId: number,
  userId: number | null,
  input: ContactInput,
) {
  const first = input.first_name.trim();
  const last = input.last_name.trim();
  const email = input.email.trim();
  const message = input.message.trim();
  if (!first || !last) throw unprocessable(NAME_NEEDED);
  if (!isEmailAddress(email)) throw unprocessable(EMAIL_NEEDED);
  if (!message) throw unprocessable(MESSAGE_NEEDED);
  const result = await db.query(
    `INSERT INTO contact_requests (promotion_id, user_id, first_name, last_name, organization, email, extra_tags, message, info)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      promotionId,
      userId,
      first,
      last,
      (input.organization ?? '').trim(),
      email,
      (input.extra_tags ?? '').trim(),
      message,
      JSON.stringify({ ...input.info, user_id: userId }),
    ],
  );
  return Number(result.insertId);
}

export const FULL_NAME_NEEDED = 'Please enter your full name.';
/** Spec 3 s8: the feedback dialog's failure text. */
export const FEEDBACK_NOT_SENT = 'Sorry, there was an error sending your feedback.';

/** Spec 3 "Feedback: browser, email, feedback, name, request_url". */
export interface FeedbackInput {
  name: string;
  email: string;
  feedback: string;
  browser?: string;
  request_url?: string;
}

/**
 * Stores a participant's feedback when the promotion has `is_feedback_enabled` (else 403).
 * Spec 3 s5 "Feedback requires full name, email and feedback text": each checked in that order.
 */
export async function storeFeedback(
  db: DataSource,
  input: FeedbackInput & { promotionId: number; userId: number },
) {
  const [promotion] = await db.query('SELECT is_feedback_enabled FROM promotions WHERE id = ?', [
    input.promotionId,
  ]);
  if (!promotion || !Number(promotion.is_feedback_enabled)) throw new HttpError(403, FEEDBACK_OFF);
  const name = input.name.trim().replace(/\s+/g, ' ');
  const email = input.email.trim();
  const content = input.feedback.trim();
  if (!name) throw unprocessable(FULL_NAME_NEEDED);
  if (!isEmailAddress(email)) throw unprocessable(EMAIL_NEEDED);
  if (!content) throw unprocessable(FEEDBACK_NEEDED);
  const page = input.request_url?.trim() || null;
  const browser = input.browser?.trim() || null;
  const result = await db.query(
    'INSERT INTO feedbacks (promotion_id, user_id, name, email, content, page, browser) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [input.promotionId, input.userId, name, email, content, page, browser],
  );
  return {
    id: Number(result.insertId),
    name,
    email,
    feedback: content,
    request_url: page,
    browser,
  };
}
