import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders, requestsTo } from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import { ok } from '../../../testing/fixtures';
import { buildTeam, teamSession } from '../../../testing/teams';
import { CreatePage, TEAM_NAME_REQUIRED } from './create-page';

const CREATE = 'POST /api/competitions/7/teams';

function renderCreate(routes: MockRoutes = {}, session = teamSession()) {
  const fetch = mockFetch({ ...session, 'GET /api/notifications': ok([]), ...routes });
  return {
    fetch,
    ...renderWithProviders(<CreatePage />, { route: '/artprize/create', path: '/artprize/create' }),
  };
}

test('a user already on a team is sent to my team', async () => {
  const { router } = renderCreate({}, teamSession({ team_id: 5 }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/artprize/myteam'));
});

test('creating a team shows the pending-team message, then my team', async () => {
  let me = teamSession()['GET /api/users/me'];
  const { user, fetch, router } = renderCreate({
    'GET /api/users/me': () => me,
    [CREATE]: () => {
      me = teamSession({ team_id: 5 })['GET /api/users/me'];
      return { status: 201, body: { data: buildTeam({ id: 5, name: 'Step Squad' }), meta: {} } };
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Create team' }));
  expect(screen.getByText(TEAM_NAME_REQUIRED)).toBeInTheDocument();
  expect(requestsTo(fetch, 'POST', '/api/competitions/7/teams')).toHaveLength(0);

  await user.type(screen.getByRole('textbox', { name: 'Team name' }), '  Step Squad ');
  await user.click(screen.getByRole('button', { name: 'Create team' }));
  const dialog = await screen.findByRole('dialog', { name: 'Your team is pending' });
  expect(
    await within(dialog).findByText('Invite teammates: it becomes official at four.'),
  ).toBeInTheDocument();
  expect(await requestsTo(fetch, 'POST', '/api/competitions/7/teams')[0].json()).toEqual({
    name: 'Step Squad',
  });
  await user.click(within(dialog).getByRole('button', { name: 'Go to my team' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/artprize/myteam'));
});

test('a refused team says Oops with the first server error lower-cased', async () => {
  const { user } = renderCreate({
    [CREATE]: { status: 422, body: { errors: ['Name Has Already Been Taken', 'Other'] } },
  });
  await user.type(await screen.findByRole('textbox', { name: 'Team name' }), 'Step Squad');
  await user.click(screen.getByRole('button', { name: 'Create team' }));
  expect(await screen.findByText('Oops, name has already been taken')).toBeInTheDocument();
});

test('a failure without a server error says Oops, could not save team', async () => {
  const { user } = renderCreate({ [CREATE]: { status: 500, body: {} } });
  await user.type(await screen.findByRole('textbox', { name: 'Team name' }), 'Step Squad');
  await user.click(screen.getByRole('button', { name: 'Create team' }));
  expect(await screen.findByText('Oops, could not save team')).toBeInTheDocument();
});

test('after enrolment no team can be created', async () => {
  renderCreate({}, teamSession({}, { during_enrollment: false }));
  expect(
    await screen.findByText('Team enrolment is closed: new teams cannot be created.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create team' })).not.toBeInTheDocument();
});
