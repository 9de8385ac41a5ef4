import { screen } from '@testing-library/react';
import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import { ok } from '../../../testing/fixtures';
import { FollowingPage } from './following-page';

test('lists followed people, each opening their posts, plus All Following', async () => {
  mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'GET /api/promotions/current': ok(buildPromotion()),
    'GET /api/users/10/follows': ok([
      { id: 30, profile: { full_name: 'Ana Ruiz', image: null }, user_id: 10 },
    ]),
  });
  renderWithProviders(<FollowingPage />, { route: '/wall/filter/following' });

  expect(await screen.findByRole('link', { name: 'Ana Ruiz' })).toHaveAttribute(
    'href',
    '/wall/filter/view/30?crumbName=Ana+Ruiz',
  );
  expect(screen.getByRole('link', { name: 'All Following' })).toHaveAttribute(
    'href',
    '/wall/filter/view/following?crumbName=All+Following',
  );
  expect(screen.getByRole('tab', { name: 'Following' })).toHaveAttribute('aria-selected', 'true');
});

test('says so when the reader follows nobody', async () => {
  mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'GET /api/promotions/current': ok(buildPromotion()),
    'GET /api/users/10/follows': ok([]),
  });
  renderWithProviders(<FollowingPage />, { route: '/wall/filter/following' });
  expect(await screen.findByText('You are not following anyone yet.')).toBeInTheDocument();
});
