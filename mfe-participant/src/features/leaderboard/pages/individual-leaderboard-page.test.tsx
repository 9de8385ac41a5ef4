import { act, screen, within } from '@testing-library/react';
import {
  buildPromotion,
  buildUser,
  emitRealtimeEvent,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { ok } from '../../../testing/fixtures';
import type { LeaderboardRow } from '../api/leaderboard-api';
import { IndividualLeaderboardPage } from './individual-leaderboard-page';

const BOARD = 'GET /api/promotions/2/leaderboard';

function row(id: number, first_name: string, last_name: string, score: number, rank = id) {
  const profile = { first_name, last_name, full_name: `${first_name} ${last_name}`, image: null };
  return { id, profile, score, rank } satisfies LeaderboardRow;
}

const firstPage = [
  row(1, 'Ana', 'Lopez', 90),
  row(2, 'Ben', 'Okafor', 70),
  row(10, 'Pat', 'Doe', 40),
];

function renderBoard(board: MockRoutes[string]) {
  const fetch = mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'GET /api/promotions/current': ok(buildPromotion()),
    [BOARD]: board,
  });
  return { fetch, ...renderWithProviders(<IndividualLeaderboardPage />) };
}

const meta = (total_records: number) => ({
  total_records,
  page_size: 50,
  me: { rank: 3, score: 40 },
});

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell')[1].textContent);

test('shows rank, name and score of each row and the caller’s own rank', async () => {
  renderBoard(ok(firstPage, meta(3)));

  expect(await screen.findByText('Your rank: 3 (40 points)')).toBeInTheDocument();
  const ana = screen.getByRole('row', { name: /Ana Lopez/ });
  expect(
    within(ana)
      .getAllByRole('cell')
      .map((td) => td.textContent),
  ).toEqual(['1', 'Ana Lopez', '90']);
  expect(rowNames()).toEqual(['Ana Lopez', 'Ben Okafor', 'Pat Doe']);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('the name search filters rows case-insensitively on first and last name', async () => {
  const { user } = renderBoard(ok(firstPage, meta(3)));
  const search = await screen.findByRole('searchbox', { name: 'Search by name' });

  await user.type(search, 'OKA');
  expect(rowNames()).toEqual(['Ben Okafor']);

  await user.clear(search);
  await user.type(search, 'pat d');
  expect(rowNames()).toEqual(['Pat Doe']);

  await user.type(search, 'x');
  expect(screen.getByText('No one matches that name.')).toBeInTheDocument();
});

test('loads 50 rows a page and the next page on Load more', async () => {
  const page1 = Array.from({ length: 50 }, (_, i) =>
    row(i + 1, `Person${i + 1}`, 'Smith', 500 - i),
  );
  const { user, fetch } = renderBoard((request) => {
    const page = new URL(request.url).searchParams.get('page');
    return page === '1' ? ok(page1, meta(51)) : ok([row(51, 'Last', 'One', 1)], meta(51));
  });

  await user.click(await screen.findByRole('button', { name: 'Load more' }));

  expect(await screen.findByRole('cell', { name: 'Last One' })).toBeInTheDocument();
  expect(screen.getAllByRole('row')).toHaveLength(52);
  const urls = fetch.mock.calls.map(([input]) => (input as Request).url);
  expect(urls).toContain('http://localhost/api/promotions/2/leaderboard?page_size=50&page=2');
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('another participant’s new score shows without reloading', async () => {
  let rows = firstPage;
  renderBoard(() => ok(rows, meta(3)));
  expect(await screen.findByRole('cell', { name: '70' })).toBeInTheDocument();

  rows = [
    row(2, 'Ben', 'Okafor', 95, 1),
    row(1, 'Ana', 'Lopez', 90, 2),
    row(10, 'Pat', 'Doe', 40, 3),
  ];
  act(() => emitRealtimeEvent('LeaderboardChanged', { user_id: 2, score: 95 }));

  expect(await screen.findByRole('cell', { name: '95' })).toBeInTheDocument();
  expect(rowNames()).toEqual(['Ben Okafor', 'Ana Lopez', 'Pat Doe']);
});
