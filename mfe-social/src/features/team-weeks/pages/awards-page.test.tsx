import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders, requestsTo } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { ok } from '../../../testing/fixtures';
import { teamSession } from '../../../testing/teams';
import { buildWinner } from '../../../testing/team-weeks';
import { AwardsPage } from './awards-page';

const WINNERS = '/api/teams/weekly_winners';
const winnersOf = (week: number) => `GET ${WINNERS}?wk=${week}&page_size=0`;
const session = teamSession({}, { during_enrollment: false, current_week: 2, weeks: 3 });
const answer = (data: unknown[], status: string, week = 2) =>
  ok(data, { total_records: data.length, week, status });

function renderAwards(routes: MockRoutes = {}, route = '/artprize/awards/2') {
  const fetch = mockFetch({ ...session, ...routes });
  return {
    fetch,
    ...renderWithProviders(<AwardsPage />, { route, path: '/artprize/awards/:week' }),
  };
}

test('shows the week’s winners, first finished first, and the weeks so far', async () => {
  const { fetch } = renderAwards({
    [winnersOf(2)]: answer(
      [buildWinner(1, 5, 'Step Squad'), buildWinner(2, 6, 'Early Birds')],
      'winners',
    ),
  });
  expect(await screen.findByText('Loading week 2 winners')).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Week 2 winners' });
  const teams = within(list).getAllByRole('listitem');
  expect(teams.map((team) => team.getAttribute('aria-label'))).toEqual([
    'Step Squad',
    'Early Birds',
  ]);
  expect(within(teams[0]).getByLabelText('Rank 1')).toHaveTextContent('1');
  expect(within(teams[0]).getByText('Finished Jan 9')).toBeInTheDocument();
  // Each winner's finished picture, as the server renders it.
  expect(within(teams[0]).getByRole('img', { name: "Step Squad's week 2 image" })).toHaveAttribute(
    'src',
    '/api/work/71/image?team=true&segments=20',
  );
  expect(requestsTo(fetch, 'GET', WINNERS)).toHaveLength(1);

  const weeks = screen.getByRole('navigation', { name: 'Weeks' });
  expect(within(weeks).getByRole('link', { name: 'Week 1' })).toHaveAttribute(
    'href',
    '/artprize/awards/1',
  );
  expect(within(weeks).queryByRole('link', { name: 'Week 3' })).not.toBeInTheDocument();
});

test('a week still running with no winner shows the in_progress text', async () => {
  renderAwards({ [winnersOf(2)]: answer([], 'in_progress') });
  expect(await screen.findByText('Painting in progress')).toBeInTheDocument();
  expect(
    screen.getByText('The paintings are still being painted. Keep logging!'),
  ).toBeInTheDocument();
});

test('a week over with no winner shows the no_winners text, and week links move', async () => {
  const { user } = renderAwards(
    { [winnersOf(1)]: answer([], 'no_winners', 1), [winnersOf(2)]: answer([], 'in_progress') },
    '/artprize/awards/2',
  );
  await user.click(await screen.findByRole('link', { name: 'Week 1' }));
  expect(await screen.findByRole('heading', { name: 'Week 1 winners' })).toBeInTheDocument();
  expect(await screen.findByText('No winners yet')).toBeInTheDocument();
  expect(screen.getByText('No team finished its painting this week.')).toBeInTheDocument();
});

test('a failure says Teams could not be found', async () => {
  renderAwards({ [winnersOf(2)]: { status: 500 } });
  expect(await screen.findByText('Teams could not be found')).toBeInTheDocument();
});

test('a week not begun opens the current week', async () => {
  const { router } = renderAwards(
    { [winnersOf(2)]: answer([], 'in_progress') },
    '/artprize/awards/9',
  );
  await waitFor(() => expect(router.state.location.pathname).toBe('/artprize/awards/2'));
});
