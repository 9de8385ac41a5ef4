import { screen, within } from '@testing-library/react';
import { buildUser, mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { TeamsTab } from './teams-tab';

const me = { body: { data: buildUser({ role: 'Coordinator', promotion_id: 2 }), meta: {} } };

describe('TeamsTab', () => {
  it('shows an empty state until teams exist', async () => {
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/teams': { body: { data: [], meta: {} } },
    });
    renderWithProviders(<TeamsTab />);
    expect(await screen.findByText('No teams yet')).toBeInTheDocument();
  });

  it('lists teams with the average to one decimal and shows members in a dialog', async () => {
    const team = {
      id: 1,
      name: 'Walkers',
      status: 'official',
      leader: 'Pat Participant',
      member_count: 3,
      completed_works_count: 2,
      total_points: 1000,
      avg_points: 333.3333,
      members: [
        { id: 10, full_name: 'Pat Participant', is_leader: true, total_points: 500 },
        { id: 11, full_name: 'Sam Second', is_leader: false, total_points: 300 },
        { id: 12, full_name: 'Lou Location', is_leader: false, total_points: 200 },
      ],
    };
    mockFetch({
      'GET /api/users/me': me,
      'GET /api/promotions/2/teams': { body: { data: [team], meta: {} } },
    });
    const { user } = renderWithProviders(<TeamsTab />);
    const row = await screen.findByRole('row', { name: /Walkers/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Pat Participant', '2', '1,000', '333.3', 'View members']);
    await user.click(within(row).getByRole('button', { name: 'View members of Walkers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Walkers members' });
    expect(within(dialog).getAllByRole('row')).toHaveLength(4);
    expect(within(dialog).getByText('Leader')).toBeInTheDocument();
  });
});
