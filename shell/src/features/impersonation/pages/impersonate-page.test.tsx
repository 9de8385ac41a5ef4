import { screen, waitFor } from '@testing-library/react';
import { loadRemote } from '../../../lib/federation-runtime';
import { buildPromotion, buildUser } from '@wellness/shared-ui/testing';
import { renderPortal, signedInApi } from '../../../testing/render-portal';

jest.mock('../../../lib/federation-runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));
beforeEach(() => {
  jest.mocked(loadRemote).mockResolvedValue({
    routes: [{ path: '/home', element: <h1>Participant home</h1> }],
  });
});

const TOKEN = 'k'.repeat(43);

/** A browser with no session on the promotion's host. */
const signedOut = {
  'GET /api/users/me': { status: 401, body: { errors: ['Log In Required'] } },
  'GET /api/promotions/current': { body: { data: buildPromotion(), meta: {} } },
};
const spent = {
  ...signedOut,
  'POST /api/impersonation': {
    status: 404,
    body: { errors: ['Impersonation could not be found'] },
  },
};

const redeemCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter(
      (request) =>
        request.method === 'POST' && new URL(request.url).pathname === '/api/impersonation',
    );

describe('ImpersonatePage', () => {
  it('redeems the token from the fragment in a POST body, then opens the session at home', async () => {
    let redeemed = false;
    const { fetchMock, router } = renderPortal({
      route: `/impersonate#${TOKEN}`,
      api: {
        ...signedInApi(),
        // Signed out in this browser until the token opens the user's session.
        'GET /api/users/me': () =>
          redeemed
            ? { body: { data: buildUser(), meta: {} } }
            : { status: 401, body: { errors: ['Log In Required'] } },
        'POST /api/impersonation': () => {
          redeemed = true;
          return { body: { data: null, meta: {} } };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Participant home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    const [redeem] = redeemCalls(fetchMock);
    expect(await redeem.clone().json()).toEqual({ token: TOKEN });
    expect(redeem.headers.get('X-Requested-With')).toBe('wellness');
    // Nowhere in a URL: not the request's, not the page's.
    for (const [input] of fetchMock.mock.calls) {
      expect((input as Request).url).not.toContain(TOKEN);
    }
    expect(redeemCalls(fetchMock)).toHaveLength(1);
  });

  it('takes the token out of the address bar at once', async () => {
    const { router } = renderPortal({
      route: `/impersonate#${TOKEN}`,
      api: spent,
    });
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(router.state.location.pathname).toBe('/impersonate');
  });

  it("shows 'Could not impersonate.' with the server's reason when the link is spent", async () => {
    renderPortal({
      route: `/impersonate#${TOKEN}`,
      api: spent,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not impersonate.');
    expect(alert).toHaveTextContent('Impersonation could not be found');
  });

  it("shows 'Could not impersonate.' without calling the server when there is no token", async () => {
    const { fetchMock } = renderPortal({ route: '/impersonate', api: signedOut });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not impersonate.');
    expect(redeemCalls(fetchMock)).toHaveLength(0);
  });
});
