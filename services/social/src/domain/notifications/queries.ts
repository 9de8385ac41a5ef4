import type { DataSource } from 'typeorm';
import type { EventPublisher } from '@wellness/platform';

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

export interface NotificationInput {
  promotionId: number;
  userId: number;
  key: string;
  link: string;
  title: string;
  message: string;
}

const COLUMNS =
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
export type NotificationView = ReturnType<typeof serializeNotification>;

/** The caller's notification (404 for anyone else's or another promotion's). */
export async function findNotification(
  db: DataSource,
  id: number,
  userId: number,
  promotionId: number,
) {
  const rows: NotificationRow[] = await db.query(
    `SELECT ${COLUMNS} FROM notifications WHERE id = ? AND user_id = ? AND promotion_id = ? AND hidden = FALSE`,
    [id, userId, promotionId],
  );
  return rows[0] ? serializeNotification(rows[0]) : null;
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
  const rows: NotificationRow[] = await db.query(
    `SELECT ${COLUMNS} FROM notifications WHERE user_id = ? AND \`key\` = ?`,
    [input.userId, input.key],
  );
  if (!rows[0]) return;
  await events.publish({
    type: 'notificationPublished',
    promotion_id: input.promotionId,
    audience: { kind: 'user', id: input.userId },
    payload: serializeNotification(rows[0]),
  });
}

/** Counts over the caller's visible (not hidden, not cleared) notifications. */
export async function notificationCounts(db: DataSource, userId: number, promotionId: number) {
  const [row] = await db.query(
    `SELECT COALESCE(SUM(\`read\` = FALSE), 0) AS unread, COALESCE(SUM(seen = FALSE), 0) AS unseen
     FROM notifications WHERE user_id = ? AND promotion_id = ? AND hidden = FALSE AND cleared = FALSE`,
    [userId, promotionId],
  );
  return { unread_count: Number(row.unread), unseen_count: Number(row.unseen) };
}

/** The caller's notifications, newest first; cleared ones only when asked for. */
export async function listNotifications(
  db: DataSource,
  input: {
    userId: number;
    promotionId: number;
    includeCleared: boolean;
    pageSize: number;
    page: number;
  },
) {
  const where = `WHERE user_id = ? AND promotion_id = ? AND hidden = FALSE${
    input.includeCleared ? '' : ' AND cleared = FALSE'
  }`;
  const args = [input.userId, input.promotionId];
  const limit =
    input.pageSize === 0
      ? ''
      : ` LIMIT ${Number(input.pageSize)} OFFSET ${Number((input.page - 1) * input.pageSize)}`;
  const [rows, [{ total }]] = await Promise.all([
    db.query(
      `SELECT ${COLUMNS} FROM notifications ${where} ORDER BY created_at DESC, id DESC${limit}`,
      args,
    ) as Promise<NotificationRow[]>,
    db.query(`SELECT COUNT(*) AS total FROM notifications ${where}`, args),
  ]);
  return { notifications: rows.map(serializeNotification), total: Number(total) };
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
  const byIds = input.ids === 'all' ? '' : ` AND id IN (${input.ids.map(() => '?').join(', ')})`;
  const result = await db.query(
    `UPDATE notifications SET ${MARKS[input.mark]}
     WHERE user_id = ? AND promotion_id = ? AND hidden = FALSE AND ${STILL_TO_MARK[input.mark]}${byIds}`,
    [input.userId, input.promotionId, ...(input.ids === 'all' ? [] : input.ids)],
  );
  return Number((result as { affectedRows?: number }).affectedRows ?? 0);
}
