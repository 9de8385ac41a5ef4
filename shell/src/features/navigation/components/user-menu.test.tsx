import { screen, waitFor } from '@testing-library/react';
import { loadRemote } from '../../../lib/federation-runtime';
import {
  buildPromotion,
  buildUser,
  renderWithProviders,
  requestsTo,
} from '@wellness/shared-ui/testing';
import { noNotifications, renderPortal } from '../../../testing/render-portal';
import type { Role } from '@wellness/shared-ui';
import { UserMenu } from './user-menu';

jest.mock('../../../lib/federation-runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

beforeEach(() => {
  jest.mocked(loadRemote).mockResolvedValue({
    routes: [{ path: '/home', element: <h1>Participant home</h1> }],
  });
});

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

describe('the high-contrast theme (spec 1 show_high_contrast)', () => {
  afterEach(() => {
    delete document.documentElement.dataset.contrast;
  });

  it('turns on from the account menu: the flag is saved and the whole page changes theme', async () => {
    let me = buildUser();
    const { user, fetchMock } = renderPortal({
      route: '/home',
      api: {
        'GET /api/users/me': () => ({ body: { data: me, meta: {} } }),
        'GET /api/promotions/current': { body: { data: buildPromotion(), meta: {} } },
        'PUT /api/users/me/flags/show_high_contrast': () => {
          me = buildUser({ show_high_contrast: true });
          return { body: { data: me, meta: {} } };
        },
        ...noNotifications,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Pat Doe' }));
    const item = await screen.findByRole('menuitem', { name: 'Turn high contrast on' });
    expect(document.documentElement.dataset.contrast).toBeUndefined();

    await user.click(item);
    await waitFor(() => expect(document.documentElement.dataset.contrast).toBe('high'));
    const [put] = requestsTo(fetchMock, 'PUT', '/api/users/me/flags/show_high_contrast');
    expect(await put.clone().json()).toEqual({ value: true });
    await user.click(screen.getByRole('button', { name: 'Account menu for Pat Doe' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Turn high contrast off' }),
    ).toBeInTheDocument();
  });

  it("is on from the first page when the user's flag is on", async () => {
    renderPortal({
      route: '/home',
      api: {
        'GET /api/users/me': { body: { data: buildUser({ show_high_contrast: true }), meta: {} } },
        'GET /api/promotions/current': { body: { data: buildPromotion(), meta: {} } },
        ...noNotifications,
      },
    });
    await waitFor(() => expect(document.documentElement.dataset.contrast).toBe('high'));
  });
});
