import { act, screen, waitFor, within } from '@testing-library/react';
import { loadRemote } from '../../lib/federation-runtime';
import { buildPromotion, buildUser, emitRealtimeEvent } from '@wellness/shared-ui/testing';
import type { Notification, Role } from '@wellness/shared-ui';
import { renderPortal, signedInApi } from '../../testing/render-portal';

jest.mock('../../lib/federation-runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const LIST = '/api/promotions/2/notifications';

const notification: Notification = {
  id: 5,
  key: 'friend_20_follow',
  link: '/wall/filter/following',
  title: 'New follower',
  message: 'Sam Lee is following you.',
  created_at: '2026-01-05T10:00:00.000Z',
  read: false,
  seen: false,
  cleared: false,
};

const counts = (unread: number) => ({
  body: { data: [], meta: { total_records: unread, unread_count: unread, unseen_count: unread } },
});

const remoteRoutes: Record<string, unknown> = {
  'mfe_participant/routes': { routes: [{ path: '/home', element: <h1>Participant home</h1> }] },
  'mfe_social/routes': {
    routes: [{ path: '/notifications', element: <h1>Notifications page</h1> }],
  },
  'mfe_admin/routes': { routes: [{ path: '/promotions', element: <h1>Admin promotions</h1> }] },
};

const remotes = [
  { name: 'mfe_participant', entry: '/p.json', routes: ['/home'] },
  { name: 'mfe_social', entry: '/s.json', routes: ['/wall', '/notifications'] },
  { name: 'mfe_admin', entry: '/a.json', routes: ['/promotions'] },
];

const loadedIds = () => jest.mocked(loadRemote).mock.calls.map(([id]) => id);
const listCalls = (fetch: jest.Mock) =>
  fetch.mock.calls.filter(([input]) => new URL((input as Request).url).pathname === LIST);

beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
  jest.mocked(loadRemote).mockImplementation(async (id: string) => remoteRoutes[id] ?? null);
});

test('the header bell shows the unread count and follows new notifications live', async () => {
  let unread = 3;
  const { fetchMock } = renderPortal({
    route: '/home',
    remotes,
    api: { ...signedInApi(), [`GET ${LIST}`]: () => counts(unread) },
  });

  const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
  expect(bell).toHaveAttribute('href', '/notifications');
  expect(new URL((listCalls(fetchMock)[0][0] as Request).url).search).toBe('?page_size=0');

  unread = 4;
  act(() => emitRealtimeEvent('notificationPublished', notification));
  expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
  // And the toast for it, from the listener the shell mounts.
  const toast = (await screen.findByText('New follower')).closest('.mantine-Notification-root');
  expect(within(toast as HTMLElement).getByRole('button', { name: 'View' })).toBeInTheDocument();
});

test('the bell only calls the API: mfe-social loads when the user opens the list', async () => {
  const { user } = renderPortal({
    route: '/home',
    remotes,
    api: { ...signedInApi(), [`GET ${LIST}`]: counts(0) },
  });
  // The header's bell: the navigation has a Notifications link of its own.
  const header = await screen.findByRole('banner');
  const bell = await within(header).findByRole('link', { name: 'Notifications' });
  await screen.findByRole('heading', { name: 'Participant home' });
  expect(loadedIds()).toEqual(['mfe_participant/routes']);

  await user.click(bell);
  expect(await screen.findByRole('heading', { name: 'Notifications page' })).toBeInTheDocument();
  expect(loadedIds()).toEqual(['mfe_participant/routes', 'mfe_social/routes']);
});

test.each<Role>(['Master', 'Reseller', 'Super Coordinator'])(
  'a %s (dashboard only) gets no bell, no notification calls and no social files',
  async (role) => {
    const { fetchMock } = renderPortal({
      route: '/promotions',
      remotes,
      api: {
        'GET /api/users/me': { body: { data: buildUser({ role }), meta: {} } },
        'GET /api/promotions/current': { body: { data: buildPromotion(), meta: {} } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Admin promotions' })).toBeInTheDocument();
    await screen.findByRole('button', { name: /Account menu/ });

    act(() => emitRealtimeEvent('notificationPublished', notification));
    await waitFor(() => expect(loadedIds()).toEqual(['mfe_admin/routes']));
    expect(screen.queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(screen.queryByText('New follower')).not.toBeInTheDocument();
    expect(listCalls(fetchMock)).toHaveLength(0);
  },
);
