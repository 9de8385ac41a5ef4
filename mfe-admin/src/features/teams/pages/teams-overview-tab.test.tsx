import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { competition, coordinator, ok, team } from '../testing';
import { TeamsOverviewTab } from './teams-overview-tab';

const TEAMS_URL =
  'GET /api/promotions/2/competitions/5/teams?inc_deleted=true&include_members=true&sort=name&page_size=0';

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('TeamsOverviewTab', () => {
  it('lists official, pending and deleted teams of the current competition', async () => {
    mockFetch({
      'GET /api/users/me': coordinator,
      'GET /api/promotions/2/competitions': ok([competition()]),
      [TEAMS_URL]: ok([
        team(),
        team({ id: 10, name: 'Joggers', status: 0, total_points: 50, avg_points: 25 }),
        team({ id: 11, name: 'Gone', status: 2, team_members: [], leader: null }),
      ]),
    });
    renderWithProviders(<TeamsOverviewTab promotionId={2} />);
    const official = await screen.findByRole('region', { name: 'Official teams (1)' });
    const walkers = within(official).getByRole('row', { name: /Walkers/ });
    expect(cells(walkers).slice(0, 5)).toEqual(['Pat Doe', '2', '2', '1,000', '333.3']);
    const pending = screen.getByRole('region', { name: 'Pending teams (1)' });
    expect(within(pending).getByRole('row', { name: /Joggers/ })).toBeInTheDocument();
    const deleted = screen.getByRole('region', { name: 'Deleted teams (1)' });
    expect(cells(within(deleted).getByRole('row', { name: /Gone/ })).slice(0, 2)).toEqual([
      '—',
      '0',
    ]);
    expect(screen.getByRole('link', { name: 'Edit Walkers' })).toHaveAttribute(
      'href',
      '/promotion/2/teams/9/edit',
    );
  });

  it('shows members, and pending invites while enrolment is active', async () => {
    mockFetch({
      'GET /api/users/me': coordinator,
      'GET /api/promotions/2/competitions': ok([competition()]),
      [TEAMS_URL]: ok([team()]),
      'GET /api/teams/9/invites?type=pending&status=unresponded': ok([
        {
          id: 1,
          email: null,
          invite_type: 'R',
          user: { id: 7, profile: { full_name: 'Ana Ruiz' } },
        },
        { id: 2, email: 'new@demo.test', invite_type: 'I', user: null },
      ]),
    });
    const { user } = renderWithProviders(<TeamsOverviewTab promotionId={2} />);
    await user.click(await screen.findByRole('button', { name: 'View members of Walkers' }));
    const members = await screen.findByRole('dialog', { name: 'Walkers members' });
    expect(within(members).getByText(/Pat Doe/)).toHaveTextContent(
      'Pat Doe (pat@demo.test) Leader',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'View pending of Walkers' }));
    const pending = await screen.findByRole('dialog', { name: 'Walkers pending' });
    expect(await within(pending).findByText(/Ana Ruiz/)).toHaveTextContent(
      'Ana Ruiz Requested to join',
    );
    expect(within(pending).getByText(/new@demo.test/)).toHaveTextContent('new@demo.test Invited');
  });

  it('offers no "view pending" once enrolment is over', async () => {
    mockFetch({
      'GET /api/users/me': coordinator,
      'GET /api/promotions/2/competitions': ok([
        competition({ during_enrollment: false, during_competition: true }),
      ]),
      [TEAMS_URL]: ok([team()]),
    });
    renderWithProviders(<TeamsOverviewTab promotionId={2} />);
    expect(await screen.findByRole('button', { name: 'View members of Walkers' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'View pending of Walkers' })).toBeNull();
  });

  it('shows the response’s errors, else the status', async () => {
    mockFetch({
      'GET /api/users/me': coordinator,
      'GET /api/promotions/2/competitions': ok([competition()]),
      [TEAMS_URL]: { status: 503, body: {} },
    });
    renderWithProviders(<TeamsOverviewTab promotionId={2} />);
    expect(await screen.findByText('Unexpected Error. Status: 503')).toBeInTheDocument();
  });

  it('says so when the promotion has no competition', async () => {
    mockFetch({
      'GET /api/users/me': coordinator,
      'GET /api/promotions/2/competitions': ok([]),
    });
    renderWithProviders(<TeamsOverviewTab promotionId={2} />);
    expect(await screen.findByText('No team competition yet')).toBeInTheDocument();
  });
});
