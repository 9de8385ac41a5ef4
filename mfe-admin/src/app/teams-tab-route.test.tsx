import { screen } from '@testing-library/react';
import { makeStore } from '@wellness/shared-ui';
import { buildUser, mockFetch, renderWithProviders, requestsTo } from '@wellness/shared-ui/testing';
import { promotionPicked } from '../features/dashboard/lib/dashboard-slice';
import { competition, ok, team } from '../features/teams/testing';
import { TeamsTabRoute } from './teams-tab-route';

test('a master who picked another promotion sees that promotion’s teams', async () => {
  const fetch = mockFetch({
    'GET /api/users/me': ok(buildUser({ role: 'Master', promotion_id: 1 })),
    'GET /api/promotions/3/competitions?page_size=0': ok([competition()]),
    'GET /api/promotions/3/competitions/5/teams?inc_deleted=true&include_members=true&sort=name&page_size=0':
      ok([team({ name: 'Picked Walkers' })]),
  });
  const store = makeStore();
  store.dispatch(promotionPicked(3));
  renderWithProviders(<TeamsTabRoute />, { store, route: '/coordinator/dashboard/teams' });
  expect(await screen.findByRole('link', { name: 'Edit Picked Walkers' })).toHaveAttribute(
    'href',
    '/promotion/3/teams/9/edit',
  );
  // Nothing is asked of the master's own promotion.
  expect(requestsTo(fetch, 'GET', '/api/promotions/1/competitions')).toHaveLength(0);
});
