import { screen } from '@testing-library/react';
import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import type { User } from '@wellness/shared-ui';
import { ok } from '../../../testing/fixtures';
import { HomePage } from './home-page';

function renderHome(user: User) {
  mockFetch({
    'GET /api/users/me': ok(user),
    'GET /api/promotions/current': ok(
      buildPromotion({ current_week: 3, weeks: 8, point_label_plural: 'stars' }),
    ),
  });
  return renderWithProviders(<HomePage />, { route: '/home', path: '/home' });
}

test('greets the participant with their points and a link to this week’s log', async () => {
  renderHome(buildUser({ total_points: 120 }));

  expect(await screen.findByRole('heading', { name: 'Hello, Pat' })).toBeInTheDocument();
  expect(screen.getByText('120 stars')).toBeInTheDocument();
  expect(screen.getByText('Demo Wellness Challenge: week 3 of 8')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log activities' })).toHaveAttribute(
    'href',
    '/activities/3',
  );
});

test('poster users are sent to the expert posts', async () => {
  const { router } = renderHome(buildUser({ role: 'Poster' }));
  expect(await screen.findByTestId('navigated-away')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/wallexpert/posts');
});
