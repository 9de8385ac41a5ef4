import { screen, within } from '@testing-library/react';
import { buildUser } from '@wellness/shared-ui/testing';
import {
  emptyWelcomeContent,
  renderPortal,
  signedInApi,
  testRemotes,
} from '../../../testing/render-portal';

// The admin remote, as far as this test goes: the participants table the staff member left.
jest.mock('../../../lib/federation-runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({
    routes: [{ path: '/coordinator/dashboard/participants', element: <h1>Participants table</h1> }],
  })),
}));
const remotes = testRemotes.map((remote) =>
  remote.name === 'mfe_admin' ? { ...remote, routes: ['/coordinator'] } : remote,
);

const impersonating = {
  'GET /api/impersonation': {
    body: { data: { impersonator: { id: 3, full_name: 'Cora Coordinator' } }, meta: {} },
  },
};

const calls = (fetchMock: jest.Mock, method: string, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);

describe('ImpersonationBanner', () => {
  it('says whose view this is and takes the staff member back to their own account', async () => {
    const { fetchMock, user } = renderPortal({
      route: '/sitemap',
      remotes,
      api: {
        ...signedInApi(),
        ...impersonating,
        'POST /api/impersonation/end': { body: { data: { resumed: true }, meta: {} } },
      },
    });
    const banner = await screen.findByRole('region', { name: 'Impersonating' });
    expect(banner).toHaveTextContent(
      `You are seeing the programme as ${buildUser().profile.full_name}, opened by Cora Coordinator.`,
    );

    await user.click(within(banner).getByRole('button', { name: 'Return to your account' }));
    expect(await screen.findByRole('heading', { name: 'Participants table' })).toBeInTheDocument();
    expect(calls(fetchMock, 'POST', '/api/impersonation/end')).toHaveLength(1);
  });

  it('goes to welcome when there is no own session to return to', async () => {
    // Ending the impersonation ends the only session: from then on nobody is signed in.
    let ended = false;
    const { router, user } = renderPortal({
      route: '/sitemap',
      api: {
        ...signedInApi(),
        ...impersonating,
        // The welcome page it ends on asks for its content.
        ...emptyWelcomeContent,
        'GET /api/users/me': () =>
          ended
            ? { status: 401, body: { errors: ['Log In Required'] } }
            : { body: { data: buildUser(), meta: {} } },
        'POST /api/impersonation/end': () => {
          ended = true;
          return { body: { data: { resumed: false }, meta: {} } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Return to your account' }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
    expect(screen.queryByRole('region', { name: 'Impersonating' })).not.toBeInTheDocument();
  });

  it('is not shown to a user nobody is impersonating', async () => {
    renderPortal({ route: '/sitemap' });
    expect(await screen.findByRole('heading', { name: 'Sitemap' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Impersonating' })).not.toBeInTheDocument();
  });
});
