import type { DataSource } from 'typeorm';
import { notFound } from '@wellness/platform';
import { Activity, UserActivity } from '@wellness/schema';
import { lockUser } from '../entries';
import { userActivityView } from './queries';

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
