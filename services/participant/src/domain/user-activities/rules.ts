import { HttpError } from '@wellness/platform';
import type { Activity, UserActivity } from '@wellness/schema';

const WEEK_REFUSED = 'wk must be a week greater than 0 or all';

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
