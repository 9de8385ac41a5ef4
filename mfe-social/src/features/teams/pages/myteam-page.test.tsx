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
import { buildInvite, buildMember, buildTeam, teamSession } from '../../../testing/teams';
import { MyTeamPage } from './myteam-page';

const TEAM = 'GET /api/teams/5';
const INVITES = 'GET /api/teams/5/invites?type=invited&status=unresponded&page_size=0';
const REQUESTS = 'GET /api/teams/5/invites?type=requested&status=unresponded&page_size=0';
const pending = buildTeam({
  id: 5,
  name: 'Step Squad',
  team_members: [buildMember(51, 5, 10, 'Pat', 'Doe', true), buildMember(52, 5, 20, 'Sam', 'Lee')],
});
const searchResults = [
  {
    id: 30,
    full_name: 'Ada Stone',
    email: 'ada@demo.test',
    team_id: null,
    profile: { image_url: null },
  },
  {
    id: 31,
    full_name: 'Adam Hill',
    email: 'adam@demo.test',
    team_id: 9,
    profile: { image_url: null },
  },
];
const leaderSession = teamSession({ team_id: 5, team_leader: true });

function renderMyTeam(routes: MockRoutes = {}, session = leaderSession) {
  const fetch = mockFetch({
    ...session,
    [TEAM]: ok(pending),
    [INVITES]: ok([]),
    [REQUESTS]: ok([]),
    ...routes,
  });
  return {
    fetch,
    ...renderWithProviders(<MyTeamPage />, {
      route: '/artprize/myteam',
      path: '/artprize/myteam',
    }),
  };
}

describe('who stays on my team (spec 2 s2)', () => {
  test('a user with no team goes to join', async () => {
    const { router } = renderMyTeam({}, teamSession());
    await waitFor(() => expect(router.state.location.pathname).toBe('/artprize/join'));
  });

  test('a pending team after enrolment goes to the awards of the current week', async () => {
    const { router } = renderMyTeam(
      {},
      teamSession({ team_id: 5 }, { during_enrollment: false, current_week: 3 }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/artprize/awards/3'));
  });

  test('an official team stays after enrolment, with chat and week links', async () => {
    renderMyTeam(
      { [TEAM]: ok({ ...pending, status: 1 }) },
      teamSession(
        { team_id: 5, on_official_team: true },
        { during_enrollment: false, current_week: 2 },
      ),
    );
    expect(await screen.findByText('Official')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team chat' })).toHaveAttribute(
      'href',
      '/messages?team=5',
    );
    expect(screen.getByRole('link', { name: 'Week 1' })).toHaveAttribute(
      'href',
      '/artprize/myteam/week/1',
    );
    expect(screen.getByRole('link', { name: 'Week 2' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Week 3' })).not.toBeInTheDocument();
    // Leader-only parts show on the unofficial team only.
    expect(screen.queryByText('Invite teammates')).not.toBeInTheDocument();
  });
});

test('the leader of a pending team sees members and invites people found by search', async () => {
  const { user, fetch } = renderMyTeam({
    'GET /api/users/search': ok(searchResults),
    'POST /api/teams/5/invites': ok(buildInvite({ id: 8, user_id: 30 })),
  });
  expect(await screen.findByText('Pending')).toBeInTheDocument();
  const members = screen.getByRole('list', { name: 'Team members' });
  expect(within(members).getByRole('listitem', { name: 'Pat Doe' })).toHaveTextContent('Leader');
  expect(within(members).getByRole('listitem', { name: 'Sam Lee' })).toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: 'Invite people by name' }), 'ada');
  const found = await screen.findByRole('list', { name: 'People found' });
  // Only people without a team are offered.
  expect(within(found).queryByText('Adam Hill')).not.toBeInTheDocument();
  await user.click(within(found).getByRole('button', { name: 'Invite Ada Stone' }));
  expect(await screen.findByText('Invite successfully sent!')).toBeInTheDocument();
  expect(await requestsTo(fetch, 'POST', '/api/teams/5/invites')[0].json()).toEqual({
    user_id: 30,
    invite_type: 'I',
  });
});

test('a failed user search says Users could not be loaded.', async () => {
  const { user } = renderMyTeam({ 'GET /api/users/search': { status: 500 } });
  await user.type(await screen.findByRole('searchbox', { name: 'Invite people by name' }), 'ada');
  expect(await screen.findByText('Users could not be loaded.')).toBeInTheDocument();
});

describe('on the fake clock', () => {
  afterEach(() => jest.useRealTimers());

  test('the team user search starts at 3 characters, 300 ms after typing stops', async () => {
    const { user, advance, until } = startFakeClock();
    const { fetch } = renderMyTeam({ 'GET /api/users/search': ok(searchResults) });
    await until(() => screen.getByRole('searchbox', { name: 'Invite people by name' }));
    const box = screen.getByRole('searchbox', { name: 'Invite people by name' });
    await user.type(box, 'ad');
    await advance(1000);
    expect(requestsTo(fetch, 'GET', '/api/users/search')).toHaveLength(0);
    await user.type(box, 'a');
    await advance(299);
    expect(requestsTo(fetch, 'GET', '/api/users/search')).toHaveLength(0);
    await advance(1);
    await until(() => expect(requestsTo(fetch, 'GET', '/api/users/search')).toHaveLength(1));
    const [search] = requestsTo(fetch, 'GET', '/api/users/search');
    expect(new URL(search.url).search).toBe('?query=ada&for=team&page_size=20');
  });
});

test('invites by e-mail; a failure says Oops, something went wrong', async () => {
  let answer: MockRoutes[string] = ok(buildInvite({ id: 9, email: 'new@demo.test' }));
  const { user, fetch } = renderMyTeam({ 'POST /api/teams/5/invites': () => answer as never });
  const email = await screen.findByRole('textbox', { name: 'Invite by e-mail' });
  await user.type(email, 'new@demo.test');
  await user.click(screen.getByRole('button', { name: 'Send invite' }));
  expect(await screen.findByText('Invite successfully sent!')).toBeInTheDocument();
  expect(await requestsTo(fetch, 'POST', '/api/teams/5/invites')[0].json()).toEqual({
    email: 'new@demo.test',
    invite_type: 'I',
  });
  answer = { status: 500 };
  await user.type(email, 'other@demo.test');
  await user.click(screen.getByRole('button', { name: 'Send invite' }));
  expect(await screen.findByText('Oops, something went wrong')).toBeInTheDocument();
});

test('outgoing invites are resent and withdrawn (a 404 counts as withdrawn)', async () => {
  let invites = [
    buildInvite({
      id: 8,
      user: { id: 30, profile: { first_name: 'Ada', last_name: 'Stone', image_url: null } },
    }),
  ];
  let resend: MockRoutes[string] = ok(invites[0]);
  const { user } = renderMyTeam({
    [INVITES]: () => ok(invites),
    'PUT /api/teams/5/invites/8': () => resend as never,
    'DELETE /api/teams/5/invites/8': () => {
      invites = [];
      return { status: 404 };
    },
  });
  await user.click(
    await screen.findByRole('button', { name: 'Resend the invitation to Ada Stone' }),
  );
  expect(await screen.findByText('Invite successfully sent!')).toBeInTheDocument();
  resend = { status: 422, body: { errors: ['Invite was resent too recently'] } };
  await user.click(screen.getByRole('button', { name: 'Resend the invitation to Ada Stone' }));
  const row = screen.getByRole('listitem', { name: 'Ada Stone' });
  expect(await within(row).findByText('Invite was resent too recently')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Withdraw the invitation to Ada Stone' }));
  expect(await screen.findByText('No invitations are waiting for an answer.')).toBeInTheDocument();
});

test('the leader accepts a request to join', async () => {
  let requests = [
    buildInvite({
      id: 6,
      invite_type: 'R',
      user_id: 40,
      user: { id: 40, profile: { first_name: 'Kim', last_name: 'Ray', image_url: null } },
    }),
  ];
  const { user, fetch } = renderMyTeam({
    [REQUESTS]: () => ok(requests),
    'PUT /api/teams/5/invites/6': () => {
      requests = [];
      return ok({ ...requests[0], status: 'A' });
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Accept Kim Ray' }));
  expect(await screen.findByText('No one has asked to join yet.')).toBeInTheDocument();
  expect(await requestsTo(fetch, 'PUT', '/api/teams/5/invites/6')[0].json()).toEqual({
    status: 'A',
  });
  expect(requestsTo(fetch, 'GET', '/api/teams/5').length).toBeGreaterThan(1);
});

test('failed invite lists say what could not be found', async () => {
  renderMyTeam({ [INVITES]: { status: 500 }, [REQUESTS]: { status: 500 } });
  expect(await screen.findByText('Team User Invites could not be found.')).toBeInTheDocument();
  expect(screen.getByText('Team User Requests could not be found.')).toBeInTheDocument();
});

test('the leader hands the lead to a member', async () => {
  const { user, fetch } = renderMyTeam({ 'PUT /api/teams/5/team_members/52': ok({}) });
  await user.click(await screen.findByRole('button', { name: 'Make Sam Lee the leader' }));
  await waitFor(() =>
    expect(requestsTo(fetch, 'PUT', '/api/teams/5/team_members/52')).toHaveLength(1),
  );
  expect(await requestsTo(fetch, 'PUT', '/api/teams/5/team_members/52')[0].json()).toEqual({
    is_leader: true,
  });
});

test('deleting asks with the warning text, then returns to join', async () => {
  const { user, fetch, router } = renderMyTeam({
    'DELETE /api/teams/5': ok({ ...pending, status: 2 }),
  });
  await user.click(await screen.findByRole('button', { name: 'Delete team' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete team' });
  expect(await within(dialog).findByText('Every member leaves the team.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete team' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/artprize/join'));
  expect(requestsTo(fetch, 'DELETE', '/api/teams/5')).toHaveLength(1);
});

test('a member (not the leader) sees no leader parts and can leave', async () => {
  const { user, fetch, router } = renderMyTeam(
    {
      [TEAM]: ok({
        ...pending,
        leader: { id: 20, profile: { first_name: 'Sam', last_name: 'Lee', image_url: null } },
      }),
      'DELETE /api/teams/5/team_members/51': ok({}),
    },
    teamSession({ team_id: 5 }),
  );
  await user.click(await screen.findByRole('button', { name: 'Leave team' }));
  expect(screen.queryByText('Invite teammates')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete team' })).not.toBeInTheDocument();
  const dialog = await screen.findByRole('dialog', { name: 'Leave team' });
  await user.click(within(dialog).getByRole('button', { name: 'Leave team' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/artprize/join'));
  expect(requestsTo(fetch, 'DELETE', '/api/teams/5/team_members/51')).toHaveLength(1);
});

test('a team that cannot be found says so and goes home', async () => {
  const { router } = renderMyTeam({
    [TEAM]: { status: 404, body: { errors: ['Team could not be found'] } },
  });
  expect(await screen.findByText('Team could not be found')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
});

test('TeamInviteAccepted reads the team again', async () => {
  let team = pending;
  const { fetch } = renderMyTeam({ [TEAM]: () => ok(team) });
  await screen.findByRole('listitem', { name: 'Sam Lee' });
  team = {
    ...pending,
    member_count: 3,
    team_members: [...pending.team_members!, buildMember(53, 5, 40, 'Kim', 'Ray')],
  };
  act(() => emitRealtimeEvent('TeamInviteAccepted', { team_id: 5, user_id: 40 }));
  expect(await screen.findByRole('listitem', { name: 'Kim Ray' })).toBeInTheDocument();
  expect(requestsTo(fetch, 'GET', '/api/teams/5').length).toBeGreaterThan(1);
});
