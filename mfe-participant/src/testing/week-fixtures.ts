import { buildPromotion } from '@wellness/shared-ui/testing';
import type { Activity, Entry, UserActivity } from '../features/logging/api/types';
import { buildActivity, buildEntry, buildUserActivity } from './fixtures';

/** Week 2 of a 4-week promotion, today Friday 2026-01-09, at most 2 activities a day. */
export const weekPromotion = buildPromotion({
  current_week: 2,
  current_date: '2026-01-09',
  weeks: 4,
  max_activities_day: 2,
});

export const walk = buildActivity({ id: 1, name: 'Take a walk' });
export const water = buildActivity({
  id: 2,
  name: 'Drink water',
  category_object: { key: 'nutrition', display: 'Nutrition' },
});
export const journal = buildActivity({
  id: 3,
  name: 'Start a journal',
  week_available: 2,
  is_one_time: true,
});
export const later = buildActivity({ id: 4, name: 'Week four challenge', week_available: 4 });
/** An activity with a quiz; participants get the answers, never the correct one. */
export const sleepQuiz = buildActivity({
  id: 5,
  name: 'Read about sleep',
  category_object: { key: 'learn', display: 'Learn' },
  question: 'How many hours of sleep do adults need?',
  answers: ['4 to 5', '7 to 9', '11 to 12'],
});

export const weekActivities = (): Activity[] => [later, journal, water, walk];

/** Thursday and Friday open; Saturday not available. */
export function weekEntries(): Entry[] {
  return [
    buildEntry('2026-01-08'),
    buildEntry('2026-01-09'),
    buildEntry('2026-01-10', { available: false }),
  ];
}

/** One row per activity open in week 2, nothing stored yet. */
export function weekUserActivities(activities: Activity[] = weekActivities()): UserActivity[] {
  return activities
    .filter((activity) => activity.week_available <= 2)
    .map((activity) =>
      buildUserActivity({ activity_id: activity.id, is_one_time: activity.is_one_time }),
    );
}
