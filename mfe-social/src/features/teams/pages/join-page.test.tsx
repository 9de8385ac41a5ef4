import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders, requestsTo } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { ok } from '../../../testing/fixtures';
import { buildInvite, buildTeam, teamSession } from '../../../testing/teams';
import { JoinPage } from './join-page';

const TEAMS = 'GET /api/competitions/7/teams';
const INVITED = 'GET /api/users/10/team_invites?type=invited&status=unresponded&page_size=0';
const REQUESTED = 'GET /api/users/10/team_invites?type=requested&status=unresponded&page_size=0';
const others = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    buildTeam({
      id: index + 1,
      name: `Team ${String(index + 1).padStart(2, '0')}`,
      leader: { id: 30, profile: { first_name: 'Lee', last_name: 'Park', image_url: null } },
    }),
  );

function renderJoin(routes: MockRoutes = {}, session = teamSession()) {
  const fetch = mockFetch({
    ...session,
    [TEAMS]: ok(others(3)),
    [INVITED]: ok([]),
    [REQUESTED]: ok([]),
    ...routes,
  });
  return {
    fetch,
    ...renderWithProviders(<JoinPage />, { route: '/artprize/join', path: '/artprize/join' }),
  };
}

const shownTeams = () =>
  within(screen.getByRole('list', { name: 'Teams' }))
    .getAllByRole('article')
    .map((team) => team.getAttribute('aria-label'));

test('a user already on a team is sent to my team', async () => {
  const { router } = renderJoin({}, teamSession({ team_id: 5 }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/artprize/myteam'));
});

test('lists joinable teams 20 at a time and searches them after typing stops', async () => {
  const { user, fetch } = renderJoin({ [TEAMS]: ok(others(45)) });
  expect(await screen.findByText('Showing 20 of 45 teams')).toBeInTheDocument();
  expect(shownTeams()[0]).toBe('Team 01');
  const url = new URL(requestsTo(fetch, 'GET', '/api/competitions/7/teams')[0].url);
  expect(url.searchParams.get('for')).toBe('join');
  expect(url.searchParams.get('page_size')).toBe('0');
  await user.click(screen.getByRole('button', { name: 'Show more' }));
  expect(shownTeams()).toHaveLength(40);
  await user.click(screen.getByRole('button', { name: 'Show more' }));
  expect(shownTeams()).toHaveLength(45);
  expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'team 4');
  await waitFor(() =>
    expect(shownTeams()).toEqual([
      'Team 40',
      'Team 41',
      'Team 42',
      'Team 43',
      'Team 44',
      'Team 45',
    ]),
  );
});

test('a request to join shows the Request Sent dialog', async () => {
  const { user, fetch } = renderJoin({
    'POST /api/users/10/team_invites': ok(buildInvite({ id: 1, invite_type: 'R' })),
  });
  await user.click(await screen.findByRole('button', { name: 'Request to join Team 02' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request Sent' });
  expect(
    within(dialog).getByText('Your request to join Team 02 was sent to the team leader.'),
  ).toBeInTheDocument();
  const [post] = requestsTo(fetch, 'POST', '/api/users/10/team_invites');
  expect(await post.json()).toEqual({ team_id: 2, invite_type: 'R' });
});

test('a refused request shows the server error in the teams toast', async () => {
  const { user } = renderJoin({
    'POST /api/users/10/team_invites': { status: 422, body: { errors: ['This team is full'] } },
  });
  await user.click(await screen.findByRole('button', { name: 'Request to join Team 01' }));
  expect(await screen.findByText('Oops, this team is full')).toBeInTheDocument();
});

test('accepting an invitation says Accepted! and goes to my team', async () => {
  let invites = [buildInvite({ id: 3 })];
  let me = teamSession()['GET /api/users/me'];
  const { user, fetch, router } = renderJoin({
    [INVITED]: () => ok(invites),
    'GET /api/users/me': () => me,
    'PUT /api/users/10/team_invites/3': () => {
      invites = [];
      me = teamSession({ team_id: 5 })['GET /api/users/me'];
      return ok(buildInvite({ id: 3, status: 'A' }));
    },
  });
  await user.click(
    await screen.findByRole('button', { name: 'Accept the invitation from Step Squad' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Accepted!' });
  expect(within(dialog).getByText("You're now a member of Step Squad.")).toBeInTheDocument();
  expect(await requestsTo(fetch, 'PUT', '/api/users/10/team_invites/3')[0].json()).toEqual({
    status: 'A',
  });
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/artprize/myteam'));
});

test('declining an invitation removes it', async () => {
  let invites = [buildInvite({ id: 3 })];
  const { user } = renderJoin({
    [INVITED]: () => ok(invites),
    'PUT /api/users/10/team_invites/3': () => {
      invites = [];
      return ok(buildInvite({ id: 3, status: 'D' }));
    },
  });
  await user.click(
    await screen.findByRole('button', { name: 'Decline the invitation from Step Squad' }),
  );
  await waitFor(() => expect(screen.queryByText('Your team invitations')).not.toBeInTheDocument());
});

test('a request can be resent; a failed resend says Could not resend request', async () => {
  const request = buildInvite({
    id: 4,
    invite_type: 'R',
    team_id: 2,
    team: { id: 2, name: 'Team 02', status: 0, member_count: 1, is_full: false },
  });
  let resend: MockRoutes[string] = ok(request);
  const { user } = renderJoin({
    [REQUESTED]: ok([request]),
    'PUT /api/users/10/team_invites/4': () => resend as never,
  });
  await user.click(await screen.findByRole('button', { name: 'Resend the request to Team 02' }));
  expect(await screen.findByText('Request succesfully sent!')).toBeInTheDocument();
  // The team it was sent to shows the request instead of the button.
  expect(
    within(screen.getByRole('article', { name: 'Team 02' })).getByText('Request sent'),
  ).toBeInTheDocument();

  resend = { status: 500 };
  await user.click(screen.getByRole('button', { name: 'Resend the request to Team 02' }));
  const row = screen.getByRole('listitem', { name: 'Team 02' });
  expect(await within(row).findByText('Could not resend request')).toBeInTheDocument();
});

test('withdrawing a request that is already gone (404) counts as done', async () => {
  let requests = [buildInvite({ id: 4, invite_type: 'R' })];
  const { user } = renderJoin({
    [REQUESTED]: () => ok(requests),
    'DELETE /api/users/10/team_invites/4': () => {
      requests = [];
      return { status: 404, body: { errors: ['Team invite could not be found'] } };
    },
  });
  await user.click(
    await screen.findByRole('button', { name: 'Withdraw the request to Step Squad' }),
  );
  await waitFor(() => expect(screen.queryByText('Your requests to join')).not.toBeInTheDocument());
  expect(screen.queryByText(/^Oops/)).not.toBeInTheDocument();
});

test('failed loads say what could not be found', async () => {
  renderJoin({
    [TEAMS]: { status: 500 },
    [INVITED]: { status: 500 },
    [REQUESTED]: { status: 500 },
  });
  expect(await screen.findByText('Teams could not be found')).toBeInTheDocument();
  expect(await screen.findByText('User Team Invites could not be found')).toBeInTheDocument();
  expect(await screen.findByText('User Team Requests could not be found')).toBeInTheDocument();
});

test('with no team to join it shows the no_teams content and a way to create one', async () => {
  renderJoin({ [TEAMS]: ok([]) });
  expect(await screen.findByText('Be the first: start a team.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create a team' })).toHaveAttribute(
    'href',
    '/artprize/create',
  );
});

test('after enrolment teams can no longer be asked to join', async () => {
  renderJoin({}, teamSession({}, { during_enrollment: false }));
  expect(
    await screen.findByText('Team enrolment is closed: teams can no longer be joined or created.'),
  ).toBeInTheDocument();
  await screen.findByRole('article', { name: 'Team 01' });
  expect(screen.queryByRole('button', { name: /Request to join/ })).not.toBeInTheDocument();
});

test('the team instructions open in a dialog', async () => {
  const { user } = renderJoin();
  await user.click(await screen.findByRole('button', { name: 'Team instructions' }));
  expect(await screen.findByText('Teams of four log together.')).toBeInTheDocument();
});

test('without a competition the page says so', async () => {
  renderJoin({}, teamSession({}, null));
  expect(await screen.findByText('There is no team competition right now.')).toBeInTheDocument();
});
