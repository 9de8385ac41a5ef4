/**
 * Every path this remote serves or links to, keyed by the product's state names.
 * It lives outside src/app because features link to these paths and imports never flow
 * from src/app back into features.
 */
export const paths = {
  'go.u.home': '/home',
  'go.u.activities': '/activities',
  'go.u.activities.week': '/activities/:week',
  /** The same path as go.u.activities: the activityId or category query selects it. */
  'go.u.promotion.activities': '/activities',
  leaderboard: '/leaderboard',
  'leaderboard.individual': '/leaderboard/individual',
  'go.u.badges': '/badges',
  'leaderboard.team': '/leaderboard/team',
  'leaderboard.friends': '/leaderboard/friends',
  'leaderboard.location': '/leaderboard/location',
  'go.u.wallexpert.posts': '/wallexpert/posts',
  /** Spec 1 s2 content pages: instructions, the learn area's two tabs, end of programme. */
  'how it works': '/how-it-works',
  'go.u.activities.prestart': '/activity-prestart',
  'learn.why': '/why-systain',
  'learn.resources': '/resources',
  'go.u.endofprogram': '/eop',
  /** Spec 3 s2 "Participant evaluation at evaluation/{definitionId} ... Also /usereval". */
  'go.u.evaluation': '/evaluation/:definitionId',
  'go.evaluation': '/usereval',
  /** My Stats (spec 1 s2 go.u.stats). */
  'go.u.stats': '/stats',
} as const;

/** The participant evaluation of one definition. */
export const evaluationPath = (definitionId: number) =>
  paths['go.u.evaluation'].replace(':definitionId', String(definitionId));

/** leaderboard.{individual,team,friends,location}: one board's page. */
export const leaderboardPath = (board: 'individual' | 'team' | 'friends' | 'location') =>
  paths[`leaderboard.${board}`];

/** The logging view of one week, optionally on one day (YYYY-MM-DD). */
export function activitiesWeekPath(week: number, date?: string): string {
  const path = paths['go.u.activities.week'].replace(':week', String(week));
  return date ? `${path}?date=${date}` : path;
}

/** The query parameters that turn /activities into the activity administration screen. */
export const ACTIVITY_ADMIN_PARAMS = ['activityId', 'category'] as const;

/**
 * go.u.promotion.activities: /activities?activityId&category. Without a category the screen
 * opens the first one; activityId 'new' opens an empty form.
 */
export function activityAdminPath({
  category = '',
  activityId,
}: { category?: string; activityId?: number | 'new' } = {}): string {
  const query = new URLSearchParams();
  if (activityId !== undefined) query.set('activityId', String(activityId));
  query.set('category', category);
  return `${paths['go.u.promotion.activities']}?${query.toString()}`;
}
