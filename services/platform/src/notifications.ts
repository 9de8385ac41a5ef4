import type { DataSource } from 'typeorm';
import type { EventPublisher } from './events';

/**
 * Notifications (owner: services/social, spec 2 s3): one row per user and key. Creating one is
 * shared here so that every service and the worker (a badge earned) make them the same way.
 */
export interface NotificationRow {
  id: number;
  promotion_id: number;
  user_id: number;
  key: string;
  link: string;
  title: string;
  message: string;
  read: number | boolean;
  seen: number | boolean;
  cleared: number | boolean;
  created_at: Date;
  updated_at: Date;
}

export const NOTIFICATION_COLUMNS =
  'id, promotion_id, user_id, `key`, link, title, message, `read`, seen, cleared, created_at, updated_at';

export function serializeNotification(row: NotificationRow) {
  return {
    id: Number(row.id),
    promotion_id: Number(row.promotion_id),
    user_id: Number(row.user_id),
    key: row.key,
    link: row.link,
    title: row.title,
    message: row.message,
    read: Boolean(row.read),
    seen: Boolean(row.seen),
    cleared: Boolean(row.cleared),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The user's notification of a key, whatever its state. */
export async function notificationByKey(
  db: Pick<DataSource, 'query'>,
  userId: number,
  key: string,
) {
  const rows: NotificationRow[] = await db.query(
    `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE user_id = ? AND \`key\` = ?`,
    [userId, key],
  );
  return rows[0] ? serializeNotification(rows[0]) : null;
}

export interface NotificationInput {
  promotionId: number;
  userId: number;
  key: string;
  link: string;
  title: string;
  message: string;
}

/**
 * The upsert of createNotification alone, for a caller that writes it inside its own
 * transaction (with what the notification tells of) and announces it after the commit.
 */
export async function insertNotification(
  db: Pick<DataSource, 'query'>,
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
}

/** Publishes notificationPublished to the user for a notification already committed. */
export async function announceNotification(
  db: Pick<DataSource, 'query'>,
  events: EventPublisher,
  input: Pick<NotificationInput, 'promotionId' | 'userId' | 'key'>,
): Promise<void> {
  const notification = await notificationByKey(db, input.userId, input.key);
  if (!notification) return;
  await events.publish({
    type: 'notificationPublished',
    promotion_id: input.promotionId,
    audience: { kind: 'user', id: input.userId },
    payload: notification,
  });
}

/**
 * Upsert by (user_id, key): a new notification, or the same key replaced and counted as
 * new (unread, unseen, not cleared, created now). Publishes notificationPublished to the
 * user after the write committed. Called after the caller's own commit.
 */
export async function createNotification(
  db: Pick<DataSource, 'query'>,
  events: EventPublisher,
  input: NotificationInput,
): Promise<void> {
  await insertNotification(db, input);
  await announceNotification(db, events, input);
}
