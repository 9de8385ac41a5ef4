import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders, requestsTo } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import type { ReactElement } from 'react';
import { ok } from '../../../testing/fixtures';
import { buildTeam, teamSession } from '../../../testing/teams';
import { PrestartCreatePage, PrestartJoinPage, PrestartMyTeamPage } from './prestart-team-pages';

const FLAG = 'PUT /api/users/me/flags/has_seen_team_tutorial';

function renderPrestart(
  page: ReactElement,
  path: string,
  routes: MockRoutes = {},
  session = teamSession(),
) {
  const fetch = mockFetch({
    ...session,
    'GET /api/notifications': ok([]),
    [FLAG]: ok(null),
    ...routes,
  });
  return { fetch, ...renderWithProviders(page, { route: path, path }) };
}

test('the prestart create screen offers Invite now or Invite later once the team is made', async () => {
  let me = teamSession()['GET /api/users/me'];
  const routes: MockRoutes = {
    'GET /api/users/me': () => me,
    'POST /api/competitions/7/teams': () => {
      me = teamSession({ team_id: 5 })['GET /api/users/me'];
      return { status: 201, body: { data: buildTeam({ id: 5, name: 'Step Squad' }), meta: {} } };
    },
  };
  const create = async () => {
    const rendered = renderPrestart(<PrestartCreatePage />, '/prestart/team/create', routes);
    expect(await screen.findByRole('heading', { name: 'Getting started' })).toBeInTheDocument();
    await rendered.user.type(screen.getByRole('textbox', { name: 'Team name' }), 'Step Squad');
    await rendered.user.click(screen.getByRole('button', { name: 'Create team' }));
    return {
      ...rendered,
      dialog: await screen.findByRole('dialog', { name: 'Your team is pending' }),
    };
  };

  // Invite now: the prestart my team, where the leader invites.
  const now = await create();
  await now.user.click(within(now.dialog).getByRole('button', { name: 'Invite now' }));
  await waitFor(() => expect(now.router.state.location.pathname).toBe('/prestart/team/myteam'));
  now.unmount();

  // Invite later: the team step is over (its flag saved), on to the wizard's last step.
  me = teamSession()['GET /api/users/me'];
  const later = await create();
  await later.user.click(within(later.dialog).getByRole('button', { name: 'Invite later' }));
  await waitFor(() => expect(later.router.state.location.pathname).toBe('/prestart/final'));
  expect(
    await requestsTo(later.fetch, 'PUT', '/api/users/me/flags/has_seen_team_tutorial')[0].json(),
  ).toEqual({
    value: true,
  });
});

test('the prestart join screen sends a user on a team to the prestart my team', async () => {
  const { router } = renderPrestart(
    <PrestartJoinPage />,
    '/prestart/team/join',
    {},
    teamSession({ team_id: 5 }),
  );
  await waitFor(() => expect(router.state.location.pathname).toBe('/prestart/team/myteam'));
});

test('the prestart my team sends a user with no team to the prestart join', async () => {
  const { router } = renderPrestart(<PrestartMyTeamPage />, '/prestart/team/myteam');
  await waitFor(() => expect(router.state.location.pathname).toBe('/prestart/team/join'));
});

test('the prestart join screen links to the prestart create, and Continue leaves the step', async () => {
  const { user, router, fetch } = renderPrestart(<PrestartJoinPage />, '/prestart/team/join', {
    'GET /api/competitions/7/teams': ok([]),
    'GET /api/users/10/team_invites?type=invited&status=unresponded&page_size=0': ok([]),
    'GET /api/users/10/team_invites?type=requested&status=unresponded&page_size=0': ok([]),
  });
  expect(await screen.findByText('Join a team')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'create your own team' })).toHaveAttribute(
    'href',
    '/prestart/team/create',
  );
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/prestart/final'));
  expect(requestsTo(fetch, 'PUT', '/api/users/me/flags/has_seen_team_tutorial')).toHaveLength(1);
});
