import type { DataSource } from 'typeorm';
import { inList } from '@wellness/platform';
import type { EventPublisher } from '@wellness/platform';
import { notificationByKey } from './queries';

interface NotificationInput {
  promotionId: number;
  userId: number;
  key: string;
  link: string;
  title: string;
  message: string;
}

/**
 * Upsert by (user_id, key): a new notification, or the same key replaced and counted as
 * new (unread, unseen, not cleared, created now). Publishes notificationPublished to the
 * user after the write committed. Called by other routes after their own commit.
 */
export async function createNotification(
  db: DataSource,
  events: EventPublisher,
  input: NotificationInput,
): Promise<void> {
  await db.query(
    `INSERT INTO notifications (promotion_id, user_id, \`key\`, link, title, message, \`read\`, seen, cleared, hidden, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, FALSE, FALSE, FALSE, FALSE, CURRENT_TIMESTAMP(3), CURRENT_TIMESTAMP(3))
     ON DUPLICATE KEY UPDATE promotion_id = VALUES(promotion_id), link = VALUES(link), title = VALUES(title),
       message = VALUES(message), \`read\` = FALSE, seen = FALSE, cleared = FALSE, hidden = FALSE,
       created_at = CURRENT_TIMESTAMP(3), updated_at = CURRENT_TIMESTAMP(3)`,
    [input.promotionId, input.userId, input.key, input.link, input.title, input.message],
  );
  const notification = await notificationByKey(db, input.userId, input.key);
  if (!notification) return;
  await events.publish({
    type: 'notificationPublished',
    promotion_id: input.promotionId,
    audience: { kind: 'user', id: input.userId },
    payload: notification,
  });
}

export type NotificationMark = 'read' | 'cleared' | 'seen';

// A later stage of the lifecycle implies the earlier ones: unseen → seen → read → cleared.
const MARKS: Record<NotificationMark, string> = {
  seen: 'seen = TRUE',
  read: '`read` = TRUE, seen = TRUE',
  cleared: 'cleared = TRUE, `read` = TRUE, seen = TRUE',
};
const STILL_TO_MARK: Record<NotificationMark, string> = {
  seen: 'seen = FALSE',
  read: '`read` = FALSE',
  cleared: 'cleared = FALSE',
};

/**
 * Marks the caller's notifications (ids of anyone else's are ignored) and answers how many
 * changed. 'all' marks every visible notification of the caller in the promotion.
 */
export async function markNotifications(
  db: DataSource,
  input: { userId: number; promotionId: number; mark: NotificationMark; ids: number[] | 'all' },
): Promise<number> {
  if (input.ids !== 'all' && input.ids.length === 0) return 0;
  const byIds = input.ids === 'all' ? '' : ' AND id IN (?)';
  const result = await db.query(
    `UPDATE notifications SET ${MARKS[input.mark]}
     WHERE user_id = ? AND promotion_id = ? AND hidden = FALSE AND ${STILL_TO_MARK[input.mark]}${byIds}`,
    [input.userId, input.promotionId, ...(input.ids === 'all' ? [] : [inList(input.ids)])],
  );
  return Number((result as { affectedRows?: number }).affectedRows ?? 0);
}
