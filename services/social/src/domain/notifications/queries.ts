import type { DataSource } from 'typeorm';
import {
  NOTIFICATION_COLUMNS as COLUMNS,
  limitClause,
  notificationByKey,
  serializeNotification,
} from '@wellness/platform';
import type { NotificationRow } from '@wellness/platform';

export { notificationByKey };

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
  const limit = limitClause({ page_size: input.pageSize, page: input.page });
  const [rows, [{ total }]] = await Promise.all([
    db.query(
      `SELECT ${COLUMNS} FROM notifications ${where} ORDER BY created_at DESC, id DESC${limit}`,
      args,
    ) as Promise<NotificationRow[]>,
    db.query(`SELECT COUNT(*) AS total FROM notifications ${where}`, args),
  ]);
  return { notifications: rows.map(serializeNotification), total: Number(total) };
}
