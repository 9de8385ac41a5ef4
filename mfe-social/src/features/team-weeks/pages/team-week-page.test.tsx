import { act, screen, waitFor, within } from '@testing-library/react';
import {
  emitRealtimeEvent,
  mockFetch,
  renderWithProviders,
  requestsTo,
  startFakeClock,
} from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { ok } from '../../../testing/fixtures';
import { teamSession } from '../../../testing/teams';
import { buildTeamWeek, buildTeamWork } from '../../../testing/team-weeks';
import { TeamWeekPage } from './team-week-page';

const WEEK_2 = 'GET /api/teams/5/all_activity?wk=2';
const ACTIVITY = '/api/teams/5/all_activity';
const onTeam = teamSession(
  { team_id: 5, on_official_team: true },
  { during_enrollment: false, current_week: 2, weeks: 4 },
);

function renderWeek(routes: MockRoutes = {}, route = '/artprize/myteam/week/2', session = onTeam) {
  const fetch = mockFetch({ ...session, ...routes });
  return {
    fetch,
    ...renderWithProviders(<TeamWeekPage />, { route, path: '/artprize/myteam/week/:week' }),
  };
}

test('shows the week work, the members’ stats and the weeks so far', async () => {
  renderWeek({ [WEEK_2]: ok(buildTeamWeek(2, buildTeamWork(2, 7))) });
  expect(await screen.findByRole('heading', { name: 'Step Squad: week 2' })).toBeInTheDocument();
  expect(screen.getByText('Jan 5 to Jan 11')).toBeInTheDocument();
  expect(screen.getByText('7 of 20 segments')).toBeInTheDocument();
  expect(screen.getByText('In progress')).toBeInTheDocument();
  expect(
    screen.getByRole('progressbar', { name: 'Team image: 7 of 20 segments' }),
  ).toBeInTheDocument();
  // The picture the server renders from the members' segments, named by the count.
  expect(
    screen.getByRole('img', { name: 'Team image of week 2: 7 of 20 segments painted' }),
  ).toHaveAttribute('src', '/api/work/72/image?team=true&segments=7');

  const stats = screen.getByRole('table', { name: 'This week’s team stats' });
  const pat = within(stats).getByRole('row', { name: /Pat Doe/ });
  expect(
    within(pat)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['120', '3', '5', '4']);
  expect(within(stats).getByRole('rowheader', { name: 'Sam Lee' })).toBeInTheDocument();

  const weeks = screen.getByRole('navigation', { name: 'Weeks' });
  expect(within(weeks).getByRole('link', { name: 'Week 1' })).toHaveAttribute(
    'href',
    '/artprize/myteam/week/1',
  );
  expect(within(weeks).getByRole('link', { name: 'Week 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Future weeks are listed but cannot be clicked.
  expect(within(weeks).queryByRole('link', { name: 'Week 3' })).not.toBeInTheDocument();
  expect(within(weeks).getByText('Week 3')).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('link', { name: 'See the week 2 showcase' })).toHaveAttribute(
    'href',
    '/artprize/awards/2',
  );
});

test('shows a work with no style to paint from as its segments', async () => {
  renderWeek({ [WEEK_2]: ok(buildTeamWeek(2, { ...buildTeamWork(2, 7), image_url: null })) });
  expect(await screen.findByText('7 of 20 segments')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: /Team image/ })).not.toBeInTheDocument();
});

test('says so with the no_work text when the team has no work that week', async () => {
  renderWeek({ [WEEK_2]: ok(buildTeamWeek(2, null)) });
  expect(await screen.findByText('No painting this week')).toBeInTheDocument();
  expect(screen.getByText('It starts with the first activity a member logs.')).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'Pat Doe' })).toBeInTheDocument();
});

test('shows loading, then Team could not be found when the team cannot be read', async () => {
  renderWeek({ [WEEK_2]: { status: 404, body: { errors: ['Team could not be found'] } } });
  expect(await screen.findByText('Loading week 2')).toBeInTheDocument();
  expect(await screen.findByText('Team could not be found')).toBeInTheDocument();
});

test.each(['3', '0', 'next'])('week %s opens the current week', async (week) => {
  const { router } = renderWeek(
    { [WEEK_2]: ok(buildTeamWeek(2, null)) },
    `/artprize/myteam/week/${week}`,
  );
  await waitFor(() => expect(router.state.location.pathname).toBe('/artprize/myteam/week/2'));
  expect(await screen.findByText('No painting this week')).toBeInTheDocument();
});

test('a user with no team goes to join', async () => {
  const { router } = renderWeek({}, '/artprize/myteam/week/1', teamSession());
  await waitFor(() => expect(router.state.location.pathname).toBe('/artprize/join'));
});

test('reads the week again when the team image of that week is completed', async () => {
  let segments = 19;
  const { fetch } = renderWeek({
    [WEEK_2]: () => ok(buildTeamWeek(2, buildTeamWork(2, segments))),
  });
  expect(await screen.findByText('19 of 20 segments')).toBeInTheDocument();
  segments = 20;
  act(() => emitRealtimeEvent('teamImageCreated', { team_id: 5, week: 2, work_id: 72 }));
  expect(await screen.findByText('Complete')).toBeInTheDocument();
  expect(screen.getByText(/20 of 20 segments/)).toBeInTheDocument();
  expect(requestsTo(fetch, 'GET', ACTIVITY)).toHaveLength(2);
});

describe('on the fake clock', () => {
  afterEach(() => jest.useRealTimers());

  test('polls the work every 5 seconds while it is not complete, then stops', async () => {
    const { advance, until } = startFakeClock();
    let segments = 18;
    const { fetch } = renderWeek({
      [WEEK_2]: () => ok(buildTeamWeek(2, buildTeamWork(2, segments))),
    });
    await until(() => screen.getByText('18 of 20 segments'));
    const sent = () => requestsTo(fetch, 'GET', ACTIVITY).length;
    expect(sent()).toBe(1);
    await advance(4999);
    expect(sent()).toBe(1);
    segments = 19;
    await advance(1);
    await until(() => screen.getByText('19 of 20 segments'));
    expect(sent()).toBe(2);
    // Each poll that brings a segment brings the picture with it uncovered.
    expect(screen.getByRole('img', { name: /Team image of week 2/ })).toHaveAttribute(
      'src',
      '/api/work/72/image?team=true&segments=19',
    );
    segments = 20;
    await advance(5000);
    await until(() => screen.getByText('Complete'));
    expect(sent()).toBe(3);
    // Complete: no more reads.
    await advance(20_000);
    expect(sent()).toBe(3);
  });
});
