import { screen, within } from '@testing-library/react';
import { buildUser, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { PromotionalToolsTab } from './promotional-tools-tab';

const me = { body: { data: buildUser({ role: 'Coordinator', promotion_id: 2 }), meta: {} } };

describe('PromotionalToolsTab', () => {
  it('shows the registration link to copy and the key dates', async () => {
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/summary': {
        body: {
          data: {
            id: 2,
            name: 'Demo Promotion',
            subdomain: 'demo',
            program_name: 'Healthy Habits',
            organization_id: 1,
            is_launchpad: false,
            is_teams_enabled: true,
            is_eligibility_displayed: true,
            is_wall_enabled: true,
            starts_on: '2026-01-05',
            ends_on: '2026-03-01',
            launch_on: '2025-12-29',
            registration_starts_on: '2025-12-22',
            registration_ends_on: '2026-01-19',
            welcome_url: 'http://demo.localhost:8080/welcome',
          },
          meta: {},
        },
      },
    });
    renderWithProviders(<PromotionalToolsTab />);
    expect(await screen.findByRole('textbox', { name: 'Welcome page' })).toHaveValue(
      'http://demo.localhost:8080/welcome',
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    const dates = screen.getByRole('table', { name: 'Key dates' });
    expect(within(dates).getByRole('row', { name: /Registration opens/ })).toHaveTextContent(
      '12/22/2025',
    );
    expect(within(dates).getByRole('row', { name: /Launch/ })).toHaveTextContent('12/29/2025');
    expect(within(dates).getByRole('row', { name: /End/ })).toHaveTextContent('03/01/2026');
  });
});
