import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { PARTICIPANT_ROLES, unprocessable } from '@wellness/platform';
import type { EventPublisher } from '@wellness/platform';

/** Spec 3 s5: "Notification needs a message". */
export const MESSAGE_NEEDED = 'Oops, a message is needed.';
export const DEFAULT_TITLE = 'Message from your coordinator';

export interface CoordinatorNotification {
  promotionId: number;
  senderId: number;
  message: string;
  title?: string;
  link?: string;
}

/**
 * A coordinator's notification to the promotion's participants (spec 3 "Notification
 * (admin-sent): promotion_id, message"): one notifications row per participant (the sender
 * excepted) under one key, written in one INSERT ... SELECT, then one
 * `newCoordinatorNotification` on the promotion's channel (not one event per user).
 */
export async function sendCoordinatorNotification(
  db: DataSource,
  events: EventPublisher,
  input: CoordinatorNotification,
) {
  const message = input.message.trim();
  if (!message) throw unprocessable(MESSAGE_NEEDED);
  const title = input.title?.trim() || DEFAULT_TITLE;
  const link = input.link?.trim() || '/notifications';
  const key = `coordinator_${randomUUID()}`;
  const result = await db.query(
    `INSERT INTO notifications (promotion_id, user_id, \`key\`, link, title, message, \`read\`, seen, cleared, hidden, created_at, updated_at)
     SELECT promotion_id, id, ?, ?, ?, ?, FALSE, FALSE, FALSE, FALSE, CURRENT_TIMESTAMP(3), CURRENT_TIMESTAMP(3)
       FROM users WHERE promotion_id = ? AND role IN (?) AND id <> ?`,
    [key, link, title, message, input.promotionId, PARTICIPANT_ROLES, input.senderId],
  );
  const [promotion] = await db.query('SELECT websocket_channel FROM promotions WHERE id = ?', [
    input.promotionId,
  ]);
  const notification = {
    key,
    title,
    message,
    link,
    sender_id: input.senderId,
    recipients: Number(result.affectedRows),
    created_at: new Date().toISOString(),
  };
  if (promotion)
    await events.publish({
      type: 'newCoordinatorNotification',
      promotion_id: input.promotionId,
      audience: { kind: 'promotion', id: String(promotion.websocket_channel) },
      payload: notification,
    });
  return notification;
}
