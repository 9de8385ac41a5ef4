/**
 * Every path this remote serves or links to, keyed by the product's state names.
 * It lives outside src/app because features link to these paths and imports never flow
 * from src/app back into features.
 */
export const paths = {
  'go.u.home': '/home',
  'go.u.activities': '/activities',
  'go.u.activities.week': '/activities/:week',
  leaderboard: '/leaderboard',
  'leaderboard.individual': '/leaderboard/individual',
  'go.u.wallexpert.posts': '/wallexpert/posts',
} as const;

/** The logging view of one week, optionally on one day (YYYY-MM-DD). */
export function activitiesWeekPath(week: number, date?: string): string {
  const path = paths['go.u.activities.week'].replace(':week', String(week));
  return date ? `${path}?date=${date}` : path;
}
