import type { DataSource, EntityManager } from 'typeorm';
import { LessThanOrEqual } from 'typeorm';
import { Activity, UserActivity } from '@wellness/schema';
import { userActivityRow } from './rules';

/** The activities this user has logged on any entry (ever, one-time or not). */
async function loggedActivityIds(db: DataSource | EntityManager, userId: number) {
  const rows: Array<{ activity_id: number }> = await db.query(
    'SELECT DISTINCT ea.activity_id FROM entry_activities ea JOIN entries e ON e.id = ea.entry_id WHERE e.user_id = ?',
    [userId],
  );
  return new Set(rows.map((row) => Number(row.activity_id)));
}

export async function userActivityView(
  db: DataSource | EntityManager,
  userId: number,
  activity: Activity,
  stored: UserActivity | null,
) {
  return userActivityRow(activity, stored, (await loggedActivityIds(db, userId)).has(activity.id));
}

/** One row per activity of the promotion available by the week, merged with what is stored. */
export async function listUserActivities(
  db: DataSource,
  query: { userId: number; promotionId: number; week: number | 'all'; activeOnly: boolean },
) {
  const { userId, promotionId, week, activeOnly } = query;
  const [activities, stored, logged] = await Promise.all([
    db.getRepository(Activity).find({
      where: {
        promotion_id: promotionId,
        ...(week === 'all' ? {} : { week_available: LessThanOrEqual(week) }),
      },
      order: { week_available: 'ASC', sequence: 'ASC', id: 'ASC' },
    }),
    db.getRepository(UserActivity).findBy({ user_id: userId }),
    loggedActivityIds(db, userId),
  ]);
  const byActivity = new Map(stored.map((row) => [row.activity_id, row]));
  const rows = activities.map((activity) =>
    userActivityRow(activity, byActivity.get(activity.id), logged.has(activity.id)),
  );
  return activeOnly ? rows.filter((row) => row.is_active) : rows;
}
