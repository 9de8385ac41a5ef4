import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import type { User } from '@wellness/shared-ui';
import { ok } from '../../../testing/fixtures';
import { ActivityAdminPage } from '../pages/activity-admin-page';
import { categories, longWalk, stretch, walk, water } from './admin-fixtures';

/**
 * The activity admin screen against a fake participant service: staff (a Coordinator) by
 * default, three fitness activities (one a child of Take a walk) and one nutrition activity.
 */
export function renderActivityAdmin({
  route = '/activities?category=fitness',
  me = buildUser({ role: 'Coordinator' }),
}: { route?: string; me?: User } = {}) {
  const routes: MockRoutes = {
    'GET /api/users/me': ok(me),
    'GET /api/promotions/current': ok(buildPromotion()),
    'GET /api/promotions/2/activities': ok([walk, stretch, longWalk, water]),
    'GET /api/promotions/2/activities/categories': ok(categories),
    'GET /api/promotions/2/activities/multipliers': ok([1, 1.25, 1.5, 2, 3]),
  };
  const fetch = mockFetch(routes);
  const view = renderWithProviders(<ActivityAdminPage />, { route, path: '/activities' });
  return { ...view, routes, fetch };
}

/** The requests sent with a given method, in order. */
export function sent(fetch: ReturnType<typeof mockFetch>, method: string): Request[] {
  return fetch.mock.calls.map(([input]) => input as Request).filter((r) => r.method === method);
}
