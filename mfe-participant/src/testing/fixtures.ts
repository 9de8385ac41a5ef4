import type { Activity, Entry, UserActivity } from '../features/logging/api/types';

/** Fixtures for participant tests; users and promotions come from '@wellness/shared-ui/testing'. */
export function buildActivity(
  overrides: Partial<Activity> & Pick<Activity, 'id' | 'name'>,
): Activity {
  return {
    promotion_id: 2,
    blurb: `${overrides.name} for a healthier day.`,
    content: null,
    category: 'fitness',
    category_object: { key: 'fitness', display: 'Fitness' },
    image: null,
    week_available: 1,
    sequence: overrides.id,
    is_one_time: false,
    multiplier: 1,
    parent_activity_id: null,
    question: null,
    answers: null,
    point_value: 10,
    ...overrides,
  };
}

export function buildEntry(recorded_on: string, overrides: Partial<Entry> = {}): Entry {
  return {
    id: null,
    recorded_on,
    notes: null,
    total_points: 0,
    trivia_points: 0,
    locked: false,
    available: true,
    is_recorded: false,
    entry_activities: [],
    ...overrides,
  };
}

/** The participant's row of an activity with nothing stored yet (not bookmarked, never logged). */
export function buildUserActivity(
  overrides: Partial<UserActivity> & Pick<UserActivity, 'activity_id'>,
): UserActivity {
  return {
    id: null,
    is_active: false,
    is_logged: false,
    is_one_time: false,
    date_answered: null,
    point_value: 0,
    answered_correctly: false,
    ...overrides,
  };
}

/** The success envelope every service answers with. */
export const ok = <T>(data: T, meta: Record<string, unknown> = {}) => ({ body: { data, meta } });
