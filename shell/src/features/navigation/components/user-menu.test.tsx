import { screen } from '@testing-library/react';
import { buildUser, renderWithProviders } from '@wellness/shared-ui/testing';
import type { Role } from '@wellness/shared-ui';
import { UserMenu } from './user-menu';

describe('UserMenu', () => {
  it.each<Role>(['User', 'Coordinator', 'Master'])(
    'offers Settings to a signed-in %s and opens their own settings',
    async (role) => {
      const { user, router } = renderWithProviders(<UserMenu user={buildUser({ role })} />, {
        route: '/home',
        path: '/home',
      });
      await user.click(screen.getByRole('button', { name: 'Account menu for Pat Doe' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
      expect(router.state.location.pathname).toBe('/settings');
      expect(router.state.location.search).toBe('');
    },
  );
});
