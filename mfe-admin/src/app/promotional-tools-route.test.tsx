import { screen, within } from '@testing-library/react';
import { buildUser, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { PromotionalToolsRoute } from './promotional-tools-route';

describe('Promotional Tools', () => {
  // Mid-hour, so the default send time (the next full hour) is in the future: Queue.
  beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 0, 5, 9, 20), advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it("carries the E-mail participants form for the coordinator's promotion", async () => {
    mockFetch({
      'GET /api/users/me': {
        body: { data: buildUser({ role: 'Coordinator', promotion_id: 2 }), meta: {} },
      },
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
      'GET /api/promotions/2/locations': { body: { data: [], meta: {} } },
      'POST /api/promotions/2/one_time_email_recipients': {
        body: { data: [{ recipients: 12, sample: [] }], meta: {} },
      },
    });
    renderWithProviders(<PromotionalToolsRoute />);
    const section = await screen.findByRole('region', { name: 'E-mail participants' });
    for (const label of ['Subject', 'Message', 'Other addresses']) {
      expect(within(section).getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(within(section).getByRole('combobox', { name: 'Send to' })).toHaveValue('all');
    expect(within(section).getByLabelText('Send at')).toBeInTheDocument();
    expect(
      await within(section).findByText('This e-mail will go to 12 participants.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Queue' })).toBeDisabled();
  });
});
