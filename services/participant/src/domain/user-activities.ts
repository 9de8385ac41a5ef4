import type { DataSource, EntityManager } from 'typeorm';
import { LessThanOrEqual } from 'typeorm';
import { HttpError, notFound } from '@wellness/platform';
import { Activity, UserActivity } from '@wellness/schema';
import { lockUser } from './totals';

export const WEEK_REFUSED = 'wk must be a week greater than 0 or all';

/** `wk`: a week greater than 0, or `all` (also when absent) for every week (spec 1, section 5). */
export function parseWeek(wk: string | undefined): number | 'all' {
  if (wk === undefined || wk === 'all') return 'all';
  const week = /^\d+$/.test(wk) ? Number(wk) : NaN;
  if (!(week > 0)) throw new HttpError(400, WEEK_REFUSED);
  return week;
}

/** One participant's state of one activity: bookmark, logged or not, trivia answer. */
export const userActivityRow = (
  activity: Pick<Activity, 'id' | 'is_one_time'>,
  stored: UserActivity | null | undefined,
  isLogged: boolean,
) => ({
  id: stored?.id ?? null,
  activity_id: activity.id,
  is_active: stored?.is_active ?? false,
  is_logged: isLogged,
  is_one_time: activity.is_one_time,
  date_answered: stored?.date_answered ?? null,
  point_value: stored?.point_value ?? 0,
  answered_correctly: stored?.answered_correctly ?? false,
});

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

/** Bookmarks or un-bookmarks an activity (is_active), creating the user's row when missing. */
export async function saveBookmark(
  db: DataSource,
  input: { userId: number; promotionId: number; isActive: boolean } & (
    { activityId: number } | { userActivityId: number }
  ),
) {
  const { userId, promotionId, isActive } = input;
  return db.transaction(async (manager) => {
    await lockUser(manager, userId);
    const stored =
      'userActivityId' in input
        ? await manager.findOneBy(UserActivity, { id: input.userActivityId, user_id: userId })
        : await manager.findOneBy(UserActivity, {
            user_id: userId,
            activity_id: input.activityId,
          });
    if ('userActivityId' in input && !stored) throw notFound('User activity');
    const activityId = stored?.activity_id ?? (input as { activityId: number }).activityId;
    const activity = await manager.findOneBy(Activity, {
      id: activityId,
      promotion_id: promotionId,
    });
    if (!activity) throw notFound('Activity');
    const saved = await manager.save(UserActivity, {
      ...(stored ?? { user_id: userId, activity_id: activityId }),
      is_active: isActive,
    });
    const reloaded = await manager.findOneByOrFail(UserActivity, { id: saved.id });
    return userActivityView(manager, userId, activity, reloaded);
  });
}
