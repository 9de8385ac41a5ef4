import { buildUser, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import type { Promotion, User } from '@wellness/shared-ui';
import type { Activity, Entry, UserActivity } from '../features/logging/api/types';
import { ActivitiesWeekPage } from '../features/logging/pages/activities-week-page';
import { ok } from './fixtures';
import {
  walk,
  weekActivities,
  weekEntries,
  weekPromotion,
  weekUserActivities,
} from './week-fixtures';

export * from './week-fixtures';

interface Options {
  route?: string;
  entries?: Entry[];
  promotion?: Promotion;
  activities?: Activity[];
  userActivities?: UserActivity[];
  me?: Partial<User>;
  /** The participant's current work (by default one exists: the 'logging' bottom action). */
  currentWork?: { id: number } | null;
}

/**
 * Renders the logging view against a fake participant service (user 10). A log on 2026-01-09
 * succeeds: it records Take a walk as Great and adds 10 points; tests replace a route to change
 * an answer. `entries` and `userActivities` are served live, so tests may change them.
 */
export function renderWeekPage({
  route = '/activities/2',
  entries = weekEntries(),
  promotion = weekPromotion,
  activities = weekActivities(),
  userActivities = weekUserActivities(activities),
  me = {},
  currentWork = { id: 1 },
}: Options = {}) {
  let points = 10;
  const routes: MockRoutes = {
    'GET /api/users/me': () => ok(buildUser({ total_points: points, ...me })),
    'GET /api/promotions/current': ok(promotion),
    'GET /api/promotions/2/activities': ok(activities),
    'GET /api/entries': () => ok(entries),
    'GET /api/works/current': ok(currentWork),
    'GET /api/users/10/user_activities': () => ok(userActivities),
    'POST /api/entries/2026-01-09/entry_activities': () => {
      points += 10;
      const entry = entries.find((e) => e.recorded_on === '2026-01-09')!;
      entry.entry_activities = [{ id: 9, activity_id: walk.id, feels_value: 1, point_value: 10 }];
      return { status: 201, ...ok(entry, { total_points: points }) };
    },
  };
  const fetch = mockFetch(routes);
  const view = renderWithProviders(<ActivitiesWeekPage />, { route, path: '/activities/:week' });
  const setPoints = (value: number) => (points = value);
  return { ...view, routes, fetch, setPoints };
}

export { requestsTo, sentRequests } from '@wellness/shared-ui/testing';
