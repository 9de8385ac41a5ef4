import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import type { Promotion } from '@wellness/shared-ui';
import type { Entry } from '../features/logging/api/types';
import { ActivitiesWeekPage } from '../features/logging/pages/activities-week-page';
import { buildActivity, buildEntry, ok } from './fixtures';

/** Week 2 of a 4-week promotion, at most 2 activities a day. */
export const weekPromotion = buildPromotion({ current_week: 2, weeks: 4, max_activities_day: 2 });

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

/** Thursday and Friday open; Saturday not available. */
export function weekEntries(): Entry[] {
  return [
    buildEntry('2026-01-08'),
    buildEntry('2026-01-09'),
    buildEntry('2026-01-10', { available: false }),
  ];
}

interface Options {
  route?: string;
  entries?: Entry[];
  promotion?: Promotion;
}

/**
 * Renders the logging view against a fake participant service. A log on 2026-01-09 succeeds:
 * it records Take a walk as Great and adds 10 points; tests replace the route to make it fail.
 */
export function renderWeekPage({
  route = '/activities/2',
  entries = weekEntries(),
  promotion = weekPromotion,
}: Options = {}) {
  let points = 10;
  const routes: MockRoutes = {
    'GET /api/users/me': () => ok(buildUser({ total_points: points })),
    'GET /api/promotions/current': ok(promotion),
    'GET /api/promotions/2/activities': ok([later, journal, water, walk]),
    'GET /api/entries': ok(entries),
    'POST /api/entries/2026-01-09/entry_activities': () => {
      points += 10;
      const entry = entries.find((e) => e.recorded_on === '2026-01-09')!;
      entry.entry_activities = [{ id: 9, activity_id: walk.id, feels_value: 1, point_value: 10 }];
      return { status: 201, ...ok(entry, { total_points: points }) };
    },
  };
  const fetch = mockFetch(routes);
  const view = renderWithProviders(<ActivitiesWeekPage />, { route, path: '/activities/:week' });
  return { ...view, routes, fetch };
}

/** The requests the page sent with a given method, in order. */
export function sentRequests(fetch: ReturnType<typeof mockFetch>, method: string): Request[] {
  return fetch.mock.calls.map(([input]) => input as Request).filter((r) => r.method === method);
}
