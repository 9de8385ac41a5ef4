import { screen, within } from '@testing-library/react';
import {
  buildPromotion,
  buildUser,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import { SitemapPage } from './sitemap-page';

test('the sitemap lists the user’s pages in three labelled columns of links', async () => {
  mockFetch({
    'GET /api/users/me': { body: { data: buildUser(), meta: {} } },
    'GET /api/promotions/current': {
      body: { data: buildPromotion({ is_wall_enabled: false, current_week: 2 }), meta: {} },
    },
  });
  renderWithProviders(<SitemapPage />);

  const programme = await screen.findByRole('navigation', { name: 'Programme' });
  expect(within(programme).getByRole('link', { name: 'Activities' })).toHaveAttribute(
    'href',
    '/activities/2',
  );
  expect(within(programme).queryByRole('link', { name: 'Wall' })).not.toBeInTheDocument();
  expect(
    within(screen.getByRole('navigation', { name: 'You' })).getByRole('link', {
      name: 'Settings',
    }),
  ).toHaveAttribute('href', '/settings');
  expect(
    within(screen.getByRole('navigation', { name: 'Help' })).getByRole('link', { name: 'Terms' }),
  ).toHaveAttribute('href', '/legal/terms');
});
