import type { DataSource } from 'typeorm';
import { inList } from '@wellness/platform';

/** Creating one is shared by every service and the worker (platform `createNotification`). */
export { createNotification } from '@wellness/platform';

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
