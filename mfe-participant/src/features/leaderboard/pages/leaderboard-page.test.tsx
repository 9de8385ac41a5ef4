import { act, screen, waitFor, within } from '@testing-library/react';
import { emitRealtimeEvent, renderWithProviders } from '@wellness/shared-ui/testing';
import { ok } from '../../../testing/fixtures';
import { group, meta, mockBoards, person, urlsOf } from '../../../testing/leaderboard';
import { LeaderboardPage } from './leaderboard-page';

const firstPage = [
  person(1, 'Ana', 'Lopez', 90),
  person(2, 'Ben', 'Okafor', 70),
  person(10, 'Pat', 'Doe', 70, 2),
];

const rowsShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((td) => td.textContent)
        .join(' | '),
    );

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

test('shows rank, name and score of each row, tied scores sharing a rank, and the caller’s own rank', async () => {
  mockBoards({ individual: ok(firstPage, meta(3, { id: 10, rank: 2, score: 70 })) });
  renderWithProviders(<LeaderboardPage board="individual" />);

  expect(await screen.findByText('Your rank: 2 (70 points)')).toBeInTheDocument();
  expect(rowsShown()).toEqual(['1 | Ana Lopez | 90', '2 | Ben Okafor | 70', '2 | Pat Doe | 70']);
  expect(screen.getByRole('row', { name: /Pat Doe/ })).toHaveAttribute('aria-current', 'true');
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('shows the tabs the promotion’s flags allow, friends only once the caller has a friend', async () => {
  mockBoards({ promotion: { is_teams_enabled: true, is_show_location_leaderboard: true } });
  const first = renderWithProviders(<LeaderboardPage board="individual" />);
  await screen.findByRole('tablist', { name: 'Leaderboards' });
  expect(tabNames()).toEqual(['Individual', 'Team', 'Location']);
  first.unmount();

  mockBoards({ promotion: { is_teams_enabled: true }, friends: 2 });
  renderWithProviders(<LeaderboardPage board="individual" />);
  await screen.findByRole('tab', { name: 'Friends' });
  expect(tabNames()).toEqual(['Individual', 'Team', 'Friends']);
});

test('a tab opens its board’s page', async () => {
  mockBoards({
    promotion: { is_teams_enabled: true },
    teamId: 7,
    team: ok(
      [group(3, 'Green Giants', 40, 1), group(7, 'Step Squad', 40, 1)],
      meta(2, { id: 7, rank: 1, score: 40 }),
    ),
  });
  const { user, router } = renderWithProviders(<LeaderboardPage board="individual" />, {
    route: '/leaderboard/individual',
    path: '/leaderboard/individual',
  });
  await user.click(await screen.findByRole('tab', { name: 'Team' }));
  expect(router.state.location.pathname).toBe('/leaderboard/team');
});

test('the team board shows names and the caller’s team', async () => {
  mockBoards({
    promotion: { is_teams_enabled: true },
    teamId: 7,
    team: ok(
      [group(3, 'Green Giants', 40, 1), group(7, 'Step Squad', 40, 1)],
      meta(2, { id: 7, rank: 1, score: 40 }),
    ),
  });
  renderWithProviders(<LeaderboardPage board="team" />);
  expect(await screen.findByRole('table', { name: 'Team leaderboard' })).toBeInTheDocument();
  expect(rowsShown()).toEqual(['1 | Green Giants | 40', '1 | Step Squad | 40']);
  expect(screen.getByRole('row', { name: /Step Squad/ })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByText('Your rank: 1 (40 points)')).toBeInTheDocument();
});

test('hides the own rank when the caller is not on the board (no team)', async () => {
  mockBoards({
    promotion: { is_teams_enabled: true },
    team: ok([group(3, 'Green Giants', 40, 1)], meta(1, null)),
  });
  renderWithProviders(<LeaderboardPage board="team" />);
  expect(await screen.findByRole('cell', { name: 'Green Giants' })).toBeInTheDocument();
  expect(screen.queryByText(/Your rank/)).not.toBeInTheDocument();
});

test('a board the promotion does not show says so', async () => {
  mockBoards({});
  renderWithProviders(<LeaderboardPage board="location" />);
  expect(
    await screen.findByText('The location leaderboard is not shown in this program.'),
  ).toBeInTheDocument();
});

test('the name search asks the server, case as typed, and shows what it finds', async () => {
  const fetch = mockBoards({
    // The server's search: a case-insensitive substring of the name.
    individual: (request) => {
      const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
      const found = firstPage.filter((row) =>
        `${row.profile.first_name} ${row.profile.last_name}`.toLowerCase().includes(search),
      );
      return ok(found, meta(found.length, { id: 10, rank: 2, score: 70 }));
    },
  });
  const { user } = renderWithProviders(<LeaderboardPage board="individual" />);
  const search = await screen.findByRole('searchbox', { name: 'Search by name' });

  await user.type(search, 'OKA');
  await waitFor(() => expect(rowsShown()).toEqual(['2 | Ben Okafor | 70']));
  expect(search).toHaveFocus();
  expect(urlsOf(fetch)).toContain(
    'http://localhost/api/promotions/2/leaderboard?page_size=50&page=1&search=OKA',
  );

  await user.clear(search);
  await user.type(search, 'zz');
  expect(await screen.findByText('No one matches that name.')).toBeInTheDocument();
});

test('shows 10 rows, 10 more on each Load more, fetching the next 50 when the loaded run out', async () => {
  const page1 = Array.from({ length: 50 }, (_, i) =>
    person(i + 1, `Person${i + 1}`, 'Smith', 500 - i),
  );
  const fetch = mockBoards({
    individual: (request) =>
      new URL(request.url).searchParams.get('page') === '1'
        ? ok(page1, meta(51))
        : ok([person(51, 'Last', 'One', 1)], meta(51)),
  });
  const { user } = renderWithProviders(<LeaderboardPage board="individual" />);
  const loadMore = async () => user.click(await screen.findByRole('button', { name: 'Load more' }));

  expect(await screen.findByRole('cell', { name: 'Person10 Smith' })).toBeInTheDocument();
  expect(rowsShown()).toHaveLength(10);
  await loadMore();
  expect(rowsShown()).toHaveLength(20);
  expect(rowsShown()[19]).toBe('20 | Person20 Smith | 481');
  for (let i = 0; i < 3; i += 1) await loadMore();
  expect(rowsShown()).toHaveLength(50);
  // The first page's 50 rows were enough until now: one request.
  expect(urlsOf(fetch).filter((url) => url.includes('page_size=50'))).toEqual([
    'http://localhost/api/promotions/2/leaderboard?page_size=50&page=1',
  ]);

  await loadMore();
  expect(await screen.findByRole('cell', { name: 'Last One' })).toBeInTheDocument();
  expect(rowsShown()).toHaveLength(51);
  expect(urlsOf(fetch)).toContain(
    'http://localhost/api/promotions/2/leaderboard?page_size=50&page=2',
  );
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('another participant’s new score shows without reloading', async () => {
  let rows = firstPage;
  mockBoards({ individual: () => ok(rows, meta(3)) });
  renderWithProviders(<LeaderboardPage board="individual" />);
  expect(await screen.findByRole('cell', { name: '90' })).toBeInTheDocument();

  rows = [
    person(2, 'Ben', 'Okafor', 95, 1),
    person(1, 'Ana', 'Lopez', 90, 2),
    person(10, 'Pat', 'Doe', 70, 3),
  ];
  act(() => emitRealtimeEvent('LeaderboardChanged', { user_id: 2, score: 95 }));

  expect(await screen.findByRole('cell', { name: '95' })).toBeInTheDocument();
  expect(rowsShown()[0]).toBe('1 | Ben Okafor | 95');
});

const tree = [
  { id: 1, name: 'North Region', parent_id: null, level: 1 },
  { id: 2, name: 'Boston Office', parent_id: 1, level: 2 },
  { id: 3, name: 'South Region', parent_id: null, level: 1 },
];

test('the location filter asks for that location’s board and marks the caller’s own row', async () => {
  const fetch = mockBoards({
    promotion: { is_show_location_leaderboard: true },
    locations: tree,
    location: (request) =>
      new URL(request.url).searchParams.get('location') === '1'
        ? ok([group(2, 'Boston Office', 30, 1)], meta(1, { id: 2, rank: 1, score: 30 }))
        : ok(
            [group(1, 'North Region', 30, 1), group(3, 'South Region', 0, 2)],
            meta(2, { id: 1, rank: 1, score: 30 }),
          ),
  });
  const { user } = renderWithProviders(<LeaderboardPage board="location" />);

  expect(await screen.findByRole('cell', { name: 'North Region' })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: /North Region/ })).toHaveAttribute('aria-current', 'true');
  const filter = await screen.findByRole('combobox', { name: 'Location' });
  // The location board offers the locations that have children.
  expect(
    within(filter)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Top-level locations', 'North Region']);

  await user.selectOptions(filter, 'North Region');
  expect(await screen.findByRole('cell', { name: 'Boston Office' })).toBeInTheDocument();
  expect(rowsShown()).toEqual(['1 | Boston Office | 30']);
  expect(screen.getByRole('row', { name: /Boston Office/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(urlsOf(fetch)).toContain(
    'http://localhost/api/promotions/2/location_leaderboard?page_size=50&page=1&location=1',
  );
});

test('the individual board’s filter lists every location, indented under its parent', async () => {
  const fetch = mockBoards({ locations: tree, individual: ok(firstPage, meta(3)) });
  const { user } = renderWithProviders(<LeaderboardPage board="individual" />);
  const filter = await screen.findByRole('combobox', { name: 'Location' });
  expect(
    within(filter)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All locations', 'North Region', '\u00a0\u00a0Boston Office', 'South Region']);
  await user.selectOptions(filter, '2');
  await waitFor(() =>
    expect(urlsOf(fetch)).toContain(
      'http://localhost/api/promotions/2/leaderboard?page_size=50&page=1&location=2',
    ),
  );
});

test('the team tab shows the current competition’s board with its columns, live', async () => {
  const team = (
    id: number,
    name: string,
    total: number,
    avg: number,
    works: number,
    rank: number,
  ) => ({
    ...group(id, name, avg, rank),
    total_points: total,
    avg_points: avg,
    completed_works_count: works,
  });
  let rows = [team(7, 'Step Squad', 120, 40, 1, 1), team(3, 'Trio', 90, 30, 0, 2)];
  const fetch = mockBoards({
    promotion: {
      is_teams_enabled: true,
      current_competition: { id: 5 },
    } as Parameters<typeof mockBoards>[0]['promotion'],
    teamId: 7,
    competition: () => ok(rows, meta(2, { id: 7, rank: 1, score: 40, total_points: 120 })),
  });
  renderWithProviders(<LeaderboardPage board="team" />);

  expect(await screen.findByText('Your rank: 1 (120 points)')).toBeInTheDocument();
  expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    'Rank',
    'Name',
    'Total points',
    'Average points',
    'Completed works',
  ]);
  expect(rowsShown()).toEqual(['1 | Step Squad | 120 | 40.0 | 1', '2 | Trio | 90 | 30.0 | 0']);
  expect(urlsOf(fetch)).toContain(
    'http://localhost/api/competitions/5/leaderboard?page_size=50&page=1',
  );

  rows = [team(3, 'Trio', 150, 50, 0, 1), team(7, 'Step Squad', 120, 40, 1, 2)];
  act(() => emitRealtimeEvent('LeaderboardChanged', { user_id: 2, score: 95 }));
  await waitFor(() => expect(rowsShown()[0]).toBe('1 | Trio | 150 | 50.0 | 0'));
});
