import {
  HttpError,
  SUBSCRIPTION_FLAGS,
  isUnsubscribeToken,
  subscriptionOf,
} from '@wellness/platform';
import type { Subscription } from '@wellness/platform';
import type { DataSource } from 'typeorm';

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid.';
export const UNKNOWN_SUBSCRIBER = 'No subscription was found for this e-mail address.';

export async function subscriptionOfUser(db: DataSource, userId: number): Promise<Subscription> {
  const [row] = await db.query(`SELECT ${SUBSCRIPTION_FLAGS.join(', ')} FROM users WHERE id = ?`, [
    userId,
  ]);
  return subscriptionOf(row);
}

export async function saveSubscription(
  db: DataSource,
  userId: number,
  subscription: Subscription,
): Promise<Subscription> {
  await db.query(
    `UPDATE users SET ${SUBSCRIPTION_FLAGS.map((flag) => `${flag} = ?`).join(', ')} WHERE id = ?`,
    [...SUBSCRIPTION_FLAGS.map((flag) => subscription[flag]), userId],
  );
  return subscriptionOfUser(db, userId);
}

/**
 * The unsubscribe link (spec 2 Unsubscribe): its token must be the HMAC of this promotion and
 * address, checked before the address is looked up, so the answer tells nothing of who is
 * registered to anyone without a link. Sets email_unsubscribe_all.
 */
export async function unsubscribe(
  db: DataSource,
  secret: string,
  request: { email: string; promotion_id: number; token: string },
): Promise<{ email: string; promotion_id: number }> {
  const email = request.email.trim().toLowerCase();
  if (!isUnsubscribeToken(secret, request.promotion_id, email, request.token)) {
    throw new HttpError(403, INVALID_UNSUBSCRIBE_LINK);
  }
  const result: { affectedRows: number } = await db.query(
    'UPDATE users SET email_unsubscribe_all = 1 WHERE promotion_id = ? AND LOWER(email) = ?',
    [request.promotion_id, email],
  );
  if (result.affectedRows === 0) throw new HttpError(404, UNKNOWN_SUBSCRIBER);
  return { email, promotion_id: request.promotion_id };
}
