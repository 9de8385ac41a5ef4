import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders, makeStore } from '@wellness/shared-ui';
import { buildUser, mockFetch } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import type { Role } from '@wellness/shared-ui';
import { DashboardPage } from './dashboard-page';
import { DashboardRedirect } from './dashboard-redirect';

const summary = (id: number, flags: Record<string, unknown> = {}) => ({
  data: {
    id,
    name: id === 3 ? 'Demo Launchpad' : 'Demo Promotion',
    subdomain: id === 3 ? 'launchpad' : 'demo',
    program_name: 'Programme',
    organization_id: 1,
    is_launchpad: id === 3,
    is_teams_enabled: false,
    is_eligibility_displayed: true,
    is_wall_enabled: true,
    starts_on: '2026-01-01',
    ends_on: '2026-02-25',
    launch_on: null,
    registration_starts_on: null,
    registration_ends_on: null,
    welcome_url: 'http://demo.localhost:8080/welcome',
    ...flags,
  },
  meta: {},
});

const grouped = {
  data: [
    {
      organization: { id: 1, name: 'Demo Organization' },
      promotions: [
        {
          id: 3,
          name: 'Demo Launchpad',
          subdomain: 'launchpad',
          is_launchpad: true,
          is_teams_enabled: false,
          is_eligibility_displayed: false,
        },
        {
          id: 2,
          name: 'Demo Promotion',
          subdomain: 'demo',
          is_launchpad: false,
          is_teams_enabled: false,
          is_eligibility_displayed: true,
        },
        {
          id: 4,
          name: 'Spring Promotion',
          subdomain: 'spring',
          is_launchpad: false,
          is_teams_enabled: true,
          is_eligibility_displayed: false,
        },
      ],
    },
  ],
  meta: {},
};

function renderDashboard(
  role: Role,
  route: string,
  pickedPromotionId: number | null = null,
  answers: MockRoutes = {},
) {
  mockFetch({
    'GET /api/users/me': { body: { data: buildUser({ role, promotion_id: 2 }), meta: {} } },
    'GET /api/promotions/grouped': { body: grouped },
    'GET /api/promotions/2/summary': { body: summary(2) },
    'GET /api/promotions/3/summary': { body: summary(3) },
    'GET /api/promotions/4/summary': {
      body: summary(4, { is_teams_enabled: true, is_eligibility_displayed: false }),
    },
    ...answers,
  });
  const content = (name: string) => <p>{name} content</p>;
  const router = createMemoryRouter(
    [
      {
        path: '/coordinator/dashboard',
        element: <DashboardPage />,
        children: [
          { index: true, element: <DashboardRedirect /> },
          { path: 'stats', element: content('Stats') },
          { path: 'participants', element: content('Participants') },
          { path: 'teams', element: content('Teams') },
          { path: 'eligibility', element: content('Eligibility') },
          { path: 'promotions/:promotionId/reports', element: content('Reports') },
        ],
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [route] },
  );
  const store = makeStore(
    pickedPromotionId === null
      ? undefined
      : ({ dashboard: { promotionId: pickedPromotionId } } as never),
  );
  render(
    <AppProviders store={store} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
}

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('DashboardPage', () => {
  it('shows a coordinator the tabs of their promotion as links, without a picker', async () => {
    renderDashboard('Coordinator', '/coordinator/dashboard/stats');
    expect(await screen.findByText('Stats content')).toBeInTheDocument();
    expect(tabNames()).toEqual([
      'Stats',
      'Reports',
      'Participants',
      'Promotional Tools',
      'Flagged Posts',
      'Eligibility',
    ]);
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'href',
      '/coordinator/dashboard/promotions/2/reports',
    );
    expect(screen.getByRole('link', { name: 'Stats' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('combobox', { name: 'Promotion' })).not.toBeInTheDocument();
  });

  it('sends a hidden tab’s address to the first visible tab', async () => {
    const { router } = renderDashboard('Coordinator', '/coordinator/dashboard/teams');
    expect(await screen.findByText('Stats content')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/coordinator/dashboard/stats');
    expect(screen.queryByText('Teams content')).not.toBeInTheDocument();
  });

  it('sends the bare dashboard to Stats', async () => {
    const { router } = renderDashboard('Coordinator', '/coordinator/dashboard');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/coordinator/dashboard/stats'),
    );
  });

  it('lets a super coordinator switch promotions, keeping the tab', async () => {
    const { router, user } = renderDashboard(
      'Super Coordinator',
      '/coordinator/dashboard/participants',
    );
    expect(await screen.findByText('Participants content')).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Promotion' }));
    await user.click(await screen.findByRole('option', { name: 'Spring Promotion' }));
    await waitFor(() => expect(tabNames()).toContain('Teams'));
    expect(router.state.location.pathname).toBe('/coordinator/dashboard/participants');
    expect(tabNames()).not.toContain('Eligibility');
  });

  it('takes a super coordinator picking a launchpad to Reports, the only tab', async () => {
    const { router, user } = renderDashboard('Super Coordinator', '/coordinator/dashboard/stats');
    await user.click(await screen.findByRole('combobox', { name: 'Promotion' }));
    await user.click(await screen.findByRole('option', { name: 'Demo Launchpad (launchpad)' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/coordinator/dashboard/promotions/3/reports'),
    );
    expect(await screen.findByText('Reports content')).toBeInTheDocument();
    expect(tabNames()).toEqual(['Reports']);
  });

  it('keeps a super coordinator on the launchpad from reaching its other tabs by address', async () => {
    const { router } = renderDashboard('Super Coordinator', '/coordinator/dashboard/stats', 3);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/coordinator/dashboard/promotions/3/reports'),
    );
  });

  it('sends a super coordinator’s bare dashboard on a launchpad to Reports', async () => {
    const { router } = renderDashboard('Reseller', '/coordinator/dashboard', 3);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/coordinator/dashboard/promotions/3/reports'),
    );
  });

  it('keeps a coordinator’s Reports on their own promotion', async () => {
    const { router } = renderDashboard(
      'Coordinator',
      '/coordinator/dashboard/promotions/1/reports',
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/coordinator/dashboard/promotions/2/reports'),
    );
    expect(await screen.findByText('Reports content')).toBeInTheDocument();
  });

  it('says so when the promotion could not be loaded, and Retry loads it', async () => {
    let calls = 0;
    const { user } = renderDashboard('Coordinator', '/coordinator/dashboard/stats', null, {
      'GET /api/promotions/2/summary': () =>
        ++calls === 1 ? { status: 500, body: { errors: ['x'] } } : { body: summary(2) },
    });
    expect(await screen.findByText('Promotion could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('Stats content')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Stats content')).toBeInTheDocument();
  });

  it('tells a super user when their promotions could not be loaded, keeping the tab', async () => {
    renderDashboard('Super Coordinator', '/coordinator/dashboard/stats', null, {
      'GET /api/promotions/grouped': { status: 500, body: { errors: ['x'] } },
    });
    expect(await screen.findByText('Grouped Promotions could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Stats content')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Promotion' })).not.toBeInTheDocument();
  });

  it('sends participants away from the dashboard', async () => {
    const { router } = renderDashboard('User', '/coordinator/dashboard/stats');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
