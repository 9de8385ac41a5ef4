import { act, screen, waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from '../../lib/federation-runtime';
import type { RouteObject } from 'react-router';
import { renderPortal } from '../../testing/render-portal';

jest.mock('../../lib/federation-runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

const participantRoutes: RouteObject[] = [
  { path: '/home', element: <h1>Participant home</h1> },
  { path: '/leaderboard', element: <h1>Participant leaderboard</h1> },
];
const adminRoutes: RouteObject[] = [{ path: '/promotions', element: <h1>Admin promotions</h1> }];

const remoteModules: Record<string, { routes: RouteObject[] }> = {
  'mfe_participant/routes': { routes: participantRoutes },
  'mfe_admin/routes': { routes: adminRoutes },
};

beforeEach(() => {
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
  loadRemoteMock.mockImplementation(async (id: string) => remoteModules[id] ?? null);
});

const loadedIds = () => loadRemoteMock.mock.calls.map(([id]) => id);

describe('remote loader', () => {
  it('registers every remote but loads one only when navigation first reaches its prefix', async () => {
    const { router } = renderPortal({ route: '/promotions' });

    expect(await screen.findByRole('heading', { name: 'Admin promotions' })).toBeInTheDocument();
    expect(registerRemotesMock).toHaveBeenCalledWith([
      { name: 'mfe_participant', entry: '/mfe/participant/mf-manifest.json' },
      { name: 'mfe_social', entry: '/mfe/social/mf-manifest.json' },
      { name: 'mfe_admin', entry: '/mfe/admin/mf-manifest.json' },
    ]);
    expect(loadedIds()).toEqual(['mfe_admin/routes']);

    await act(() => router.navigate('/home'));
    expect(await screen.findByRole('heading', { name: 'Participant home' })).toBeInTheDocument();
    await act(() => router.navigate('/leaderboard'));
    expect(
      await screen.findByRole('heading', { name: 'Participant leaderboard' }),
    ).toBeInTheDocument();
    await act(() => router.navigate('/promotions'));
    expect(await screen.findByRole('heading', { name: 'Admin promotions' })).toBeInTheDocument();

    // Each remote loaded once; the social remote was never requested.
    expect(loadedIds()).toEqual(['mfe_admin/routes', 'mfe_participant/routes']);
  });

  it('shows a retry panel inside the layout when a remote fails, and the retry loads it', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json (404)'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPortal({ route: '/home' });

    expect(
      await screen.findByText('This part of the app could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    // The frame still works: header and navigation are there.
    expect(
      await screen.findByRole('link', { name: 'Demo Wellness Challenge' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Participant home' })).toBeInTheDocument();
    expect(loadedIds()).toEqual(['mfe_participant/routes', 'mfe_participant/routes']);
    // The retry starts from a clean registration, dropping what the failed attempt cached.
    expect(registerRemotesMock).toHaveBeenLastCalledWith(
      [{ name: 'mfe_participant', entry: '/mfe/participant/mf-manifest.json' }],
      { force: true },
    );
  });

  it('keeps the rest of the app working while one remote is down', async () => {
    loadRemoteMock.mockImplementation(async (id: string) => {
      if (id === 'mfe_participant/routes') throw new Error('remoteEntry.js: script error');
      return remoteModules[id] ?? null;
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderPortal({ route: '/home' });
    expect(
      await screen.findByText('This part of the app could not be loaded.'),
    ).toBeInTheDocument();

    await act(() => router.navigate('/promotions'));
    expect(await screen.findByRole('heading', { name: 'Admin promotions' })).toBeInTheDocument();
  });

  it('treats a remote without routes as a failed load', async () => {
    loadRemoteMock.mockResolvedValueOnce(null);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPortal({ route: '/home' });
    expect(
      await screen.findByText('This part of the app could not be loaded.'),
    ).toBeInTheDocument();
  });

  it('shows the 404 page for paths no remote owns, without loading anything', async () => {
    renderPortal({ route: '/no-such-page' });
    expect(
      await screen.findByText('Oops, we could not find what you were looking for.'),
    ).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('shows the 404 page for an unknown path under a loaded remote', async () => {
    const { router } = renderPortal({ route: '/home' });
    await screen.findByRole('heading', { name: 'Participant home' });
    await act(() => router.navigate('/home/nothing-here'));
    expect(
      await screen.findByText('Oops, we could not find what you were looking for.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(loadedIds()).toEqual(['mfe_participant/routes']));
  });

  it('offers a retry when the remotes list itself could not be read', async () => {
    renderPortal({ route: '/home', remotes: null });
    expect(
      await screen.findByText('This part of the app could not be loaded.'),
    ).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});
