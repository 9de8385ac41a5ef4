import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared-ui/testing';
import { LeaderboardTable } from './leaderboard-table';

const profile = { first_name: 'Ana', last_name: 'Lopez', image: null };

test('names the table for assistive technology without a caption under it', () => {
  renderWithProviders(
    <LeaderboardTable
      rows={[{ id: 1, profile, score: 90, rank: 1 }]}
      label="Individual leaderboard"
      pointLabelPlural="Points"
      ownId={1}
    />,
  );
  const table = screen.getByRole('table', { name: 'Individual leaderboard' });
  expect(table.querySelector('caption')).toBeNull();
  expect(within(table).queryByText('Individual leaderboard')).not.toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Ana Lopez/ })).toHaveAttribute('aria-current', 'true');
});

test('shows a team or location by its name', () => {
  renderWithProviders(
    <LeaderboardTable
      rows={[{ id: 7, name: 'Step Squad', score: 40, rank: 1 }]}
      label="Team leaderboard"
      pointLabelPlural="Points"
      ownId={null}
    />,
  );
  const row = screen.getByRole('row', { name: /Step Squad/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['1', 'Step Squad', '40']);
  expect(row).not.toHaveAttribute('aria-current');
});
