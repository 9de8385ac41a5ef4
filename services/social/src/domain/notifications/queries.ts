import type { DataSource } from 'typeorm';
import { limitClause } from '@wellness/platform';

interface NotificationRow {
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

const COLUMNS =
  'id, promotion_id, user_id, `key`, link, title, message, `read`, seen, cleared, created_at, updated_at';

function serializeNotification(row: NotificationRow) {
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

/** The user's notification of a key, whatever its state. */
export async function notificationByKey(db: DataSource, userId: number, key: string) {
  const rows: NotificationRow[] = await db.query(
    `SELECT ${COLUMNS} FROM notifications WHERE user_id = ? AND \`key\` = ?`,
    [userId, key],
  );
  return rows[0] ? serializeNotification(rows[0]) : null;
}
