import { screen } from '@testing-library/react';
import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import { ok } from '../testing/fixtures';
import { ActivitiesIndex } from './activities-index';

function renderActivitiesIndex(route: string) {
  mockFetch({
    'GET /api/users/me': ok(buildUser({ role: 'User' })),
    'GET /api/promotions/current': ok(buildPromotion({ current_week: 3 })),
  });
  return renderWithProviders(<ActivitiesIndex />, { route, path: '/activities' });
}

test.each([
  '/activities?category=fitness',
  '/activities?activityId=new&category=',
  '/activities?activityId=7',
])('%s opens the activity administration screen', async (route) => {
  const { router } = renderActivitiesIndex(route);

  expect(await screen.findByRole('heading', { name: 'Manage activities' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/activities');
});

test('/activities without those parameters opens the current week', async () => {
  const { router } = renderActivitiesIndex('/activities');

  expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/activities/3');
  expect(screen.queryByRole('heading', { name: 'Manage activities' })).not.toBeInTheDocument();
});
