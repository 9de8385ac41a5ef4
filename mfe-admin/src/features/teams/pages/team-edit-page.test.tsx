import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@wellness/shared-ui/testing';
import { coordinator, member, ok, team } from '../testing';
import type { Team } from '../api/teams-api';
import { TeamEditPage } from './team-edit-page';

const route = {
  route: '/promotion/2/teams/9/edit',
  path: '/promotion/:promotionId/teams/:teamId/edit',
};

/** The bodies the page sent, by "METHOD path". */
async function sent(fetch: jest.Mock) {
  const calls = fetch.mock.calls.map(([input]) => input as Request);
  const writes = calls.filter((request) => request.method !== 'GET');
  return Promise.all(
    writes.map(async (request) => [
      `${request.method} ${new URL(request.url).pathname}`,
      request.method === 'DELETE' ? null : await request.clone().json(),
    ]),
  );
}

describe('TeamEditPage', () => {
  it('changes the leader, removes a member and adds one found by the search', async () => {
    let current: Team = team();
    const fetch = mockFetch({
      'GET /api/users/me': coordinator,
      'GET /api/teams/9': () => ok(current),
      'PUT /api/teams/9/team_members/2': () => {
        current = team({ team_members: [member(1, 'Pat', 'Doe'), member(2, 'Sam', 'Lee', true)] });
        return ok(null);
      },
      'DELETE /api/teams/9/team_members/1': () => {
        current = team({ team_members: [member(2, 'Sam', 'Lee', true)] });
        return ok(null);
      },
      'GET /api/users/search': ok([
        { id: 130, full_name: 'Ana Ruiz', email: 'ana@demo.test', team_id: null, profile: {} },
      ]),
      'POST /api/teams/9/team_members': () => {
        current = team({ team_members: [member(2, 'Sam', 'Lee', true), member(3, 'Ana', 'Ruiz')] });
        return { status: 201, body: { data: null, meta: {} } };
      },
    });
    const { user } = renderWithProviders(<TeamEditPage />, route);
    expect(await screen.findByRole('heading', { name: 'Edit team: Walkers' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Make Sam Lee the leader' }));
    expect(await screen.findByText('Sam Lee is now the leader.')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /Sam Lee/ })).toHaveTextContent('Leader'),
    );

    await user.click(screen.getByRole('button', { name: 'Remove Pat Doe' }));
    expect(await screen.findByText('Pat Doe was removed from the team.')).toBeVisible();

    const search = screen.getByRole('searchbox', { name: /Search participants without a team/ });
    await user.type(search, 'an');
    expect(screen.queryByRole('button', { name: 'Add Ana Ruiz' })).toBeNull();
    await user.type(search, 'a');
    await user.click(await screen.findByRole('button', { name: 'Add Ana Ruiz' }));
    expect(await screen.findByText('Ana Ruiz was added to the team.')).toBeVisible();
    expect(await screen.findByRole('row', { name: /Ana Ruiz/ })).toBeVisible();

    expect(await sent(fetch)).toEqual([
      ['PUT /api/teams/9/team_members/2', { is_leader: true }],
      ['DELETE /api/teams/9/team_members/1', null],
      ['POST /api/teams/9/team_members', { user_id: 130 }],
    ]);
    const searches = fetch.mock.calls
      .map(([input]) => new URL((input as Request).url))
      .filter((url) => url.pathname === '/api/users/search');
    // Nothing below 3 characters; the search is asked again once the added user has a team.
    expect(new Set(searches.map((url) => url.searchParams.get('query')))).toEqual(new Set(['ana']));
    // The team's promotion is searched (a master may work on a promotion picked on the dashboard).
    expect(new Set(searches.map((url) => url.searchParams.get('promotion_id')))).toEqual(
      new Set(['2']),
    );
  });

  it('deletes the team and undeletes it back to pending', async () => {
    let current: Team = team();
    const fetch = mockFetch({
      'GET /api/users/me': coordinator,
      'GET /api/teams/9': () => ok(current),
      'PUT /api/teams/9': () => {
        current = team({ status: current.status === 2 ? 0 : 2 });
        return ok(current);
      },
    });
    const { user } = renderWithProviders(<TeamEditPage />, route);
    await user.click(await screen.findByRole('button', { name: 'Delete team' }));
    expect(await screen.findByText('The team was deleted.')).toBeVisible();
    await waitFor(() => expect(screen.getByText(/Status: Deleted/)).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Undelete (back to pending)' }));
    await waitFor(() => expect(screen.getByText(/Status: Pending/)).toBeVisible());
    expect(await sent(fetch)).toEqual([
      ['PUT /api/teams/9', { name: 'Walkers', status: 2 }],
      ['PUT /api/teams/9', { name: 'Walkers', status: 0 }],
    ]);
  });

  it('shows the errors of the response, else "Unexpected Error. Status: {status}"', async () => {
    mockFetch({
      'GET /api/users/me': coordinator,
      'GET /api/teams/9': ok(team()),
      'PUT /api/teams/9': { status: 422, body: { errors: ['Name has already been taken'] } },
      'DELETE /api/teams/9/team_members/2': { status: 500, body: {} },
    });
    const { user } = renderWithProviders(<TeamEditPage />, route);
    const name = await screen.findByRole('textbox', { name: 'Team name' });
    await user.clear(name);
    await user.type(name, 'Runners');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Name has already been taken')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove Sam Lee' }));
    expect(await screen.findByText('Unexpected Error. Status: 500')).toBeVisible();
  });
});
