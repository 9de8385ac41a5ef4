import { act, screen, waitFor, within } from '@testing-library/react';
import {
  buildUser,
  emitRealtimeEvent,
  mockFetch,
  renderWithProviders,
  watchFullNavigations,
} from '../testing';
import type { Notification } from './notifications-api';
import { APPLICATION_TOAST_MS, NotificationToasts } from './notification-toasts';
import { useNotifications } from './use-notifications';

const published = (overrides: Partial<Notification> = {}): Notification => ({
  id: 5,
  key: 'wall_post_3_like',
  link: '/wall/post/3',
  title: 'New like',
  message: 'Sam Lee liked your post.',
  created_at: '2026-01-05T10:00:00.000Z',
  read: false,
  seen: false,
  cleared: false,
  ...overrides,
});

const ok = <T,>(data: T, meta: Record<string, unknown> = {}) => ({ body: { data, meta } });

const posts = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([input]) => input as Request).filter((r) => r.method === 'POST');

afterEach(() => jest.restoreAllMocks());

function UnreadCount() {
  const { data } = useNotifications();
  return <output aria-label="Unread">{data?.meta.unread_count ?? '-'}</output>;
}

test('a published notification shows a toast; View opens its link and marks it read', async () => {
  const fetch = mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'POST /api/notifications/mark_as_read': ok({ updated: 1 }, { unread_count: 0 }),
  });
  const { user, router } = renderWithProviders(<NotificationToasts />, {
    route: '/home',
    path: '/home',
  });

  act(() => emitRealtimeEvent('notificationPublished', published()));

  const toast = (await screen.findByText('New like')).closest('.mantine-Notification-root');
  expect(toast).not.toBeNull();
  expect(within(toast as HTMLElement).getByText('Sam Lee liked your post.')).toBeInTheDocument();
  await user.click(within(toast as HTMLElement).getByRole('button', { name: 'View' }));

  expect(router.state.location.pathname).toBe('/wall/post/3');
  await waitFor(() => expect(posts(fetch)).toHaveLength(1));
  expect(new URL(posts(fetch)[0].url).pathname).toBe('/api/notifications/mark_as_read');
  expect(await posts(fetch)[0].json()).toEqual({ ids: 5 });
  await waitFor(() => expect(screen.queryByText('New like')).not.toBeInTheDocument());
});

test('an application toast hides by itself after 6 seconds', async () => {
  jest.useFakeTimers();
  try {
    mockFetch({ 'GET /api/users/me': ok(buildUser()) });
    renderWithProviders(<NotificationToasts />);
    act(() => emitRealtimeEvent('notificationPublished', published()));
    expect(screen.getByText('New like')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(APPLICATION_TOAST_MS - 1));
    expect(screen.getByText('New like')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    act(() => jest.advanceTimersByTime(1000)); // the exit transition
    expect(screen.queryByText('New like')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('a link that leaves the app is never followed from a toast', async () => {
  mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'POST /api/notifications/mark_as_read': ok({ updated: 1 }),
  });
  const { user, router } = renderWithProviders(<NotificationToasts />, {
    route: '/home',
    path: '/home',
  });
  const start = router.state.location;
  const pageLoads = watchFullNavigations();
  act(() => emitRealtimeEvent('notificationPublished', published({ link: '//evil.test/x' })));
  await user.click(await screen.findByRole('button', { name: 'View' }));

  // View did its part (the toast closes), but the browser loads no other page ...
  await waitFor(() => expect(screen.queryByText('New like')).not.toBeInTheDocument());
  expect(pageLoads).toEqual([]);
  // ... and the router was not asked to go anywhere either.
  expect(router.state.location).toBe(start);
  expect(screen.queryByTestId('navigated-away')).not.toBeInTheDocument();
});

test('the unread count is refetched when a notification is published', async () => {
  let unread = 1;
  mockFetch({
    'GET /api/users/me': ok(buildUser()),
    'GET /api/promotions/2/notifications': () =>
      ok([], { total_records: unread, unread_count: unread, unseen_count: unread }),
  });
  renderWithProviders(<UnreadCount />);
  expect(await screen.findByText('1')).toBeInTheDocument();

  unread = 2;
  act(() => emitRealtimeEvent('notificationPublished', published({ id: 6 })));
  expect(await screen.findByText('2')).toBeInTheDocument();
});

test('a coordinator notification shows a toast to others (not its sender) and refreshes the list', async () => {
  let listed = 0;
  mockFetch({
    'GET /api/users/me': ok(buildUser({ id: 10 })),
    'GET /api/promotions/2/notifications': () => {
      listed += 1;
      return ok([], { total_records: 0, unread_count: listed, unseen_count: listed });
    },
  });
  const { user, router } = renderWithProviders(
    <>
      <NotificationToasts />
      <UnreadCount />
    </>,
    { route: '/home', path: '/home' },
  );
  await waitFor(() => expect(screen.getByLabelText('Unread')).toHaveTextContent('1'));
  const sent = {
    key: 'coordinator_1',
    title: 'Noon walk',
    message: 'Walk at noon today!',
    link: '/notifications',
    sender_id: 30,
    recipients: 12,
    created_at: '2026-01-05T10:00:00.000Z',
  };
  act(() => emitRealtimeEvent('newCoordinatorNotification', sent));
  expect(await screen.findByText('Walk at noon today!')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Unread')).toHaveTextContent('2'));
  act(() =>
    emitRealtimeEvent('newCoordinatorNotification', {
      ...sent,
      key: 'coordinator_2',
      message: 'Mine',
      sender_id: 10,
    }),
  );
  await waitFor(() => expect(screen.getByLabelText('Unread')).toHaveTextContent('3'));
  expect(screen.queryByText('Mine')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'View' }));
  expect(router.state.location.pathname).toBe('/notifications');
});
