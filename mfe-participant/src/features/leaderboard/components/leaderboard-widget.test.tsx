import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared-ui/testing';
import { ok } from '../../../testing/fixtures';
import { group, meta, mockBoards, person } from '../../../testing/leaderboard';
import { HomeLeaderboard } from './home-leaderboard';

const ten = Array.from({ length: 10 }, (_, i) => person(i + 1, `Person${i + 1}`, 'Smith', 100 - i));

const widget = async () => {
  const table = await screen.findByRole('table', { name: 'Individual leaderboard, top' });
  return within(table).getAllByRole('row').slice(1);
};

test('shows 9 rows and the caller’s own rank when they are on the board', async () => {
  mockBoards({ individual: ok(ten, meta(40, { id: 10, rank: 25, score: 12 })) });
  renderWithProviders(<HomeLeaderboard />);

  expect(await widget()).toHaveLength(9);
  expect(screen.getByText('Your rank: 25 (12 points)')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the full leaderboard' })).toHaveAttribute(
    'href',
    '/leaderboard/individual',
  );
});

test('shows 10 rows and no own rank when the caller is not on the board', async () => {
  mockBoards({ individual: ok(ten, meta(40, null)) });
  renderWithProviders(<HomeLeaderboard />);

  const rows = await widget();
  expect(rows).toHaveLength(10);
  expect(within(rows[9]).getByRole('cell', { name: 'Person10 Smith' })).toBeInTheDocument();
  expect(screen.queryByText(/Your rank/)).not.toBeInTheDocument();
});

test('shows the friends board when the individual one is not shown, and nothing without a board', async () => {
  mockBoards({
    promotion: { is_show_individual_leaderboard: false },
    friends: 1,
    friendsBoard: ok(
      [person(10, 'Pat', 'Doe', 40, 1), person(3, 'Sam', 'Lee', 20, 2)],
      meta(2, { id: 10, rank: 1, score: 40 }, { friends: 1 }),
    ),
  });
  const first = renderWithProviders(<HomeLeaderboard />);
  expect(await screen.findByRole('heading', { name: 'Friends leaderboard' })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /Pat Doe/ })).toHaveAttribute('aria-current', 'true');
  first.unmount();

  mockBoards({
    promotion: { is_show_individual_leaderboard: false, is_buddy_feature_displayed: false },
    team: ok([group(1, 'Team A', 5)], meta(1)),
  });
  renderWithProviders(<HomeLeaderboard />);
  // Loaded, and the spec's default tab would go home: no widget.
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  expect(screen.queryByRole('heading', { name: /leaderboard/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
