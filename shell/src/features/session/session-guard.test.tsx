import { screen, waitFor } from '@testing-library/react';
import { loadRemote } from '../../lib/federation-runtime';
import { baseApi, useGetMeQuery } from '@wellness/shared-ui';
import type { Role } from '@wellness/shared-ui';
import { buildPromotion, buildUser, requestsTo } from '@wellness/shared-ui/testing';
import { clearRegistrationEmail, storedRegistrationEmail } from '../../lib/registration-email';
import { emptyWelcomeContent, noNotifications, renderPortal } from '../../testing/render-portal';

jest.mock('../../lib/federation-runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const promotion = { body: { data: buildPromotion(), meta: {} } };
const loginRequired = { status: 401, body: { errors: ['Log In Required'] } };

/** A remote page that reads the participant's entries through the one base API when asked. */
const entriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({ getEntries: build.query<unknown[], void>({ query: () => '/entries' }) }),
});
function EntriesPage() {
  const [loadEntries] = entriesApi.useLazyGetEntriesQuery();
  return (
    <>
      <h1>Participant home</h1>
      <button type="button" onClick={() => void loadEntries()}>
        Load my entries
      </button>
    </>
  );
}

beforeEach(() => {
  jest.mocked(loadRemote).mockResolvedValue({
    routes: [{ path: '/home', element: <h1>Participant home</h1> }],
  });
});

describe('session guard', () => {
  it("sends a signed-out visitor to the login screen with 'Please log in.' and the redirect", async () => {
    const { router } = renderPortal({
      route: '/home?dt=2026-01-05',
      api: { 'GET /api/users/me': loginRequired, 'GET /api/promotions/current': promotion },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please log in\.$/);
    expect(router.state.location.pathname).toBe('/welcome');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('login')).toBe('true');
    expect(params.get('redirect')).toBe('/home?dt=2026-01-05');
    expect(screen.queryByRole('heading', { name: 'Participant home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('lets a signed-in user in', async () => {
    renderPortal({ route: '/home' });
    expect(await screen.findByRole('heading', { name: 'Participant home' })).toBeInTheDocument();
  });

  it.each(['Reseller', 'Super Coordinator'] as const)(
    'sends a %s going to /home to the dashboard stats',
    async (role) => {
      const { router } = renderPortal({
        route: '/home',
        api: {
          'GET /api/users/me': { body: { data: buildUser({ role }), meta: {} } },
          'GET /api/promotions/current': promotion,
          ...emptyWelcomeContent,
          ...noNotifications,
        },
      });
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/coordinator/dashboard/stats'),
      );
      expect(screen.queryByRole('heading', { name: 'Participant home' })).not.toBeInTheDocument();
    },
  );

  it('ends the session on this page when any call answers 401', async () => {
    // The server's session ends while the user is on /home: from then on every call answers 401.
    let sessionEnded = false;
    const expired = { status: 401, body: { errors: ['Your session has expired.'] } };
    jest.mocked(loadRemote).mockResolvedValue({
      routes: [{ path: '/home', element: <EntriesPage /> }],
    });
    const { router, user } = renderPortal({
      route: '/home',
      api: {
        'GET /api/users/me': () =>
          sessionEnded ? expired : { body: { data: buildUser(), meta: {} } },
        'GET /api/promotions/current': promotion,
        ...emptyWelcomeContent,
        'GET /api/entries': () => (sessionEnded ? expired : { body: { data: [], meta: {} } }),
        ...noNotifications,
      },
    });
    await screen.findByRole('heading', { name: 'Participant home' });
    expect(await screen.findByRole('button', { name: /Account menu/ })).toBeInTheDocument();

    sessionEnded = true;
    await user.click(screen.getByRole('button', { name: 'Load my entries' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired.');
    expect(router.state.location.pathname).toBe('/welcome');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/home');
    expect(screen.queryByRole('button', { name: 'Load my entries' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument(),
    );
  });
});

/** A page that, like the real tips page, subscribes to the session to know who is reading. */
function TipsPage() {
  const { data: me } = useGetMeQuery();
  return <h1>{me ? 'Your tips' : "Today's Tip"}</h1>;
}

describe('the tips and recipes for signed-out visitors (spec 3 s2 "Other")', () => {
  beforeEach(() => {
    jest.mocked(loadRemote).mockResolvedValue({
      routes: [{ path: '/tips/today', element: <TipsPage /> }],
    });
  });

  const visit = (launched: Partial<{ has_launched: boolean; pilot_access: boolean }>) =>
    renderPortal({
      route: '/tips/today',
      remotes: [{ name: 'mfe_social', entry: '/mfe/social/mf-manifest.json', routes: ['/tips'] }],
      api: {
        'GET /api/users/me': loginRequired,
        'GET /api/promotions/current': {
          body: {
            data: buildPromotion({ has_launched: false, pilot_access: false, ...launched }),
            meta: {},
          },
        },
        ...emptyWelcomeContent,
      },
    });

  it.each([
    ['has launched', { has_launched: true }],
    ['has not launched but the visitor holds the pilot cookie', { pilot_access: true }],
  ])('lets a visitor read the tips when the promotion %s', async (_when, launched) => {
    const { router, fetchMock } = visit(launched);
    expect(await screen.findByRole('heading', { name: "Today's Tip" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tips/today');
    // The page's own subscription asks once more, and the guard keeps the page mounted.
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/users/me')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: "Today's Tip" })).toBeInTheDocument();
  });

  it("sends a visitor to log in before launch without the pilot cookie, with 'Please log in.'", async () => {
    const { router } = visit({});
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please log in\.$/);
    expect(router.state.location.pathname).toBe('/welcome');
    expect(screen.queryByRole('heading', { name: "Today's Tip" })).not.toBeInTheDocument();
  });
});

describe('root redirect', () => {
  it.each([
    ['User', '/home'],
    ['Master', '/promotions'],
    ['Poster', '/wallexpert/posts'],
  ] as const)('sends a %s to %s', async (role, path) => {
    jest.mocked(loadRemote).mockResolvedValue({ routes: [] });
    const { router } = renderPortal({
      route: '/',
      api: {
        'GET /api/users/me': { body: { data: buildUser({ role }), meta: {} } },
        'GET /api/promotions/current': promotion,
        ...emptyWelcomeContent,
        ...noNotifications,
      },
      remotes: [
        { name: 'mfe_participant', entry: '/p.json', routes: ['/home'] },
        { name: 'mfe_social', entry: '/s.json', routes: ['/wallexpert'] },
        { name: 'mfe_admin', entry: '/a.json', routes: ['/promotions'] },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('sends a signed-out visitor to welcome without an error banner', async () => {
    const { router } = renderPortal({
      route: '/',
      api: {
        'GET /api/users/me': loginRequired,
        'GET /api/promotions/current': promotion,
        ...emptyWelcomeContent,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stores ?email= as the prefilled registration e-mail and reloads without the query', async () => {
    clearRegistrationEmail();
    const { router } = renderPortal({
      route: '/?email=new.person%40demo.test',
      api: {
        'GET /api/users/me': loginRequired,
        'GET /api/promotions/current': promotion,
        ...emptyWelcomeContent,
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
    expect(router.state.location.search).toBe('');
    // The registration form reads it back (the registration_email cookie).
    expect(storedRegistrationEmail()).toBe('new.person@demo.test');
  });

  it('sends a signed-in participant to /prestart/basics while the programme has not started', async () => {
    const { router } = renderPortal({
      route: '/',
      api: {
        'GET /api/users/me': { body: { data: buildUser(), meta: {} } },
        'GET /api/promotions/current': {
          body: { data: buildPromotion({ has_started: false }), meta: {} },
        },
        ...emptyWelcomeContent,
        ...noNotifications,
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/prestart/basics'));
  });
});

describe('the tutorial guard (spec 3 s2 "Other")', () => {
  const newcomer = (role: Role = 'User') => ({
    'GET /api/users/me': {
      body: {
        data: buildUser({
          role,
          has_seen_tutorial: false,
          survey_status: { survey_available: true, first_survey_done: false },
        }),
        meta: {},
      },
    },
    'GET /api/promotions/current': promotion,
    ...emptyWelcomeContent,
    ...noNotifications,
  });

  it('sends a user who has not seen the tutorial from /home to /prestart/basics', async () => {
    const { router } = renderPortal({ route: '/home', api: newcomer() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/prestart/basics'));
    expect(screen.queryByRole('heading', { name: 'Participant home' })).not.toBeInTheDocument();
  });

  it.each(['Master', 'Super Coordinator', 'Reseller'] as const)(
    'lets a %s through without the tutorial',
    async (role) => {
      jest.mocked(loadRemote).mockResolvedValue({
        routes: [{ path: '/leaderboard', element: <h1>Leaderboard</h1> }],
      });
      const { router } = renderPortal({ route: '/leaderboard', api: newcomer(role) });
      expect(await screen.findByRole('heading', { name: 'Leaderboard' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/leaderboard');
    },
  );
});
