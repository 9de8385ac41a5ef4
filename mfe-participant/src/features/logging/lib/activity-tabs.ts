import type { Activity, UserActivity } from '../api/types';
import { groupActivitiesForWeek } from './logging-rules';
import type { CategoryGroup } from './logging-rules';

export interface ActivityTabGroups {
  all: CategoryGroup[];
  bookmarked: CategoryGroup[];
  oneTime: CategoryGroup[];
}

/** Indexes the participant's rows by activity id; activities without a row have no state yet. */
export function byActivityId(rows: UserActivity[]): Map<number, UserActivity> {
  return new Map(rows.map((row) => [row.activity_id, row]));
}

/**
 * The three tabs of the logging view. Bookmarked: activities in the drawer (is_active).
 * One-time: one-time activities never logged, on any entry of any week (is_logged).
 */
export function activityTabs(
  activities: Activity[],
  rows: Map<number, UserActivity>,
  week: number,
): ActivityTabGroups {
  const bookmarked = activities.filter((activity) => rows.get(activity.id)?.is_active);
  const oneTime = activities.filter(
    (activity) => activity.is_one_time && !rows.get(activity.id)?.is_logged,
  );
  return {
    all: groupActivitiesForWeek(activities, week),
    bookmarked: groupActivitiesForWeek(bookmarked, week),
    oneTime: groupActivitiesForWeek(oneTime, week),
  };
}
