import { act, screen, waitFor, within } from '@testing-library/react';
import {
  buildUser,
  emitRealtimeEvent,
  mockFetch,
  renderWithProviders,
} from '@wellness/shared-ui/testing';
import type { MockRoutes } from '@wellness/shared-ui/testing';
import type { Notification } from '@wellness/shared-ui';
import { ok } from '../../../testing/fixtures';
import { NotificationsPage } from './notifications-page';

const LIST = 'GET /api/promotions/2/notifications';

function buildNotification(overrides: Partial<Notification> & Pick<Notification, 'id'>) {
  return {
    key: `wall_post_${overrides.id}_like`,
    link: `/wall/post/${overrides.id}`,
    title: `Notification ${overrides.id}`,
    message: 'Sam Lee liked your post.',
    created_at: new Date(Date.now() - 60 * 60_000).toISOString(),
    read: false,
    seen: false,
    cleared: false,
    ...overrides,
  } satisfies Notification;
}

const page = (list: Notification[]) =>
  ok(list, {
    total_records: list.length,
    unread_count: list.filter((n) => !n.read).length,
    unseen_count: list.filter((n) => !n.seen).length,
  });

function renderNotifications(
  list: Notification[],
  extra: MockRoutes = {},
  route = '/notifications/all',
) {
  const fetch = mockFetch({
    'GET /api/users/me': ok(buildUser()),
    [LIST]: () => page(list),
    'POST /api/notifications/mark_as_seen': ok({ updated: 0 }, { unseen_count: 0 }),
    'POST /api/notifications/mark_as_read': ok({ updated: 1 }),
    'POST /api/notifications/mark_as_cleared': ok({ updated: 1 }),
    ...extra,
  });
  const rendered = renderWithProviders(<NotificationsPage />, { route, path: '/notifications/*' });
  return { fetch, ...rendered };
}

/** The POST calls made, as [path, body]. */
async function posts(fetch: ReturnType<typeof mockFetch>) {
  const requests = fetch.mock.calls
    .map(([input]) => input as Request)
    .filter((r) => r.method === 'POST');
  return Promise.all(requests.map(async (r) => [new URL(r.url).pathname, await r.clone().json()]));
}

const items = () =>
  within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

test('/notifications opens the All tab; the Unread tab lists unread ones only', async () => {
  const { user, router } = renderNotifications(
    [buildNotification({ id: 1 }), buildNotification({ id: 2, read: true, seen: true })],
    {},
    '/notifications',
  );

  expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/notifications/all'));
  expect(await screen.findByRole('link', { name: 'Notification 1' })).toHaveAttribute(
    'href',
    '/wall/post/1',
  );
  expect(items()).toHaveLength(2);
  expect(within(items()[0]).getByText('Unread')).toBeInTheDocument();
  expect(within(items()[0]).getByText('Sam Lee liked your post.')).toBeInTheDocument();
  expect(within(items()[0]).getByText('an hour ago')).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Unread' }));
  expect(router.state.location.pathname).toBe('/notifications/unread');
  expect(screen.getByRole('tab', { name: 'Unread' })).toHaveAttribute('aria-selected', 'true');
  expect(items()).toHaveLength(1);
  expect(screen.queryByRole('link', { name: 'Notification 2' })).not.toBeInTheDocument();
});

test('opening the list marks all notifications seen, once', async () => {
  const { fetch } = renderNotifications([
    buildNotification({ id: 1 }),
    buildNotification({ id: 2 }),
  ]);
  await screen.findByRole('link', { name: 'Notification 1' });

  await waitFor(async () =>
    expect(await posts(fetch)).toEqual([['/api/notifications/mark_as_seen', { ids: 'all' }]]),
  );
});

test('opening a notification marks it read and goes to its link', async () => {
  const { fetch, user, router } = renderNotifications([
    buildNotification({ id: 3, seen: true, link: '/wall/post/3?reply=9' }),
  ]);

  await user.click(await screen.findByRole('link', { name: 'Notification 3' }));

  expect(router.state.location.pathname).toBe('/wall/post/3');
  expect(router.state.location.search).toBe('?reply=9');
  await waitFor(async () =>
    expect(await posts(fetch)).toEqual([['/api/notifications/mark_as_read', { ids: 3 }]]),
  );
});

test('Mark as read marks one read and it leaves the Unread tab', async () => {
  const { fetch, user } = renderNotifications(
    [buildNotification({ id: 4, seen: true }), buildNotification({ id: 5, seen: true })],
    {},
    '/notifications/unread',
  );
  await screen.findByRole('link', { name: 'Notification 4' });

  await user.click(within(items()[0]).getByRole('button', { name: 'Mark as read' }));

  expect(screen.queryByRole('link', { name: 'Notification 4' })).not.toBeInTheDocument();
  expect(items()).toHaveLength(1);
  expect(await posts(fetch)).toEqual([['/api/notifications/mark_as_read', { ids: 4 }]]);
});

test('Clear removes one notification', async () => {
  const { fetch, user } = renderNotifications([
    buildNotification({ id: 6, seen: true }),
    buildNotification({ id: 7, seen: true }),
  ]);
  await screen.findByRole('link', { name: 'Notification 6' });

  await user.click(within(items()[1]).getByRole('button', { name: 'Clear' }));

  expect(screen.queryByRole('link', { name: 'Notification 7' })).not.toBeInTheDocument();
  expect(await posts(fetch)).toEqual([['/api/notifications/mark_as_cleared', { ids: 7 }]]);
});

test('a failed clear puts the notification back and says so', async () => {
  const { user } = renderNotifications([buildNotification({ id: 6, seen: true })], {
    'POST /api/notifications/mark_as_cleared': {
      status: 500,
      body: { errors: ['Oops, something went wrong'] },
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Clear' }));

  expect(await screen.findByText('Could not clear the notification')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Notification 6' })).toBeInTheDocument();
});

test('Clear all asks first, then clears every notification', async () => {
  const { fetch, user } = renderNotifications([
    buildNotification({ id: 8, seen: true }),
    buildNotification({ id: 9, seen: true, read: true }),
  ]);
  await screen.findByRole('link', { name: 'Notification 8' });

  await user.click(screen.getByRole('button', { name: 'Clear all' }));
  let dialog = await screen.findByRole('dialog', { name: 'Clear All Notifications' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await posts(fetch)).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Clear all' }));
  dialog = await screen.findByRole('dialog', { name: 'Clear All Notifications' });
  expect(
    within(dialog).getByText('Are you sure you want to clear all notifications?'),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));

  expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  expect(await posts(fetch)).toEqual([['/api/notifications/mark_as_cleared', { ids: 'all' }]]);
});

test('each tab has its own empty state', async () => {
  const { user } = renderNotifications(
    [buildNotification({ id: 1, read: true, seen: true })],
    {},
    '/notifications/unread',
  );
  expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear all' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'All' }));
  expect(await screen.findByRole('link', { name: 'Notification 1' })).toBeInTheDocument();
});

test('with no notifications there is nothing to clear', async () => {
  renderNotifications([]);
  expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
});

test('a failed load says so and offers a retry', async () => {
  let fail = true;
  const { user } = renderNotifications([], {
    [LIST]: () =>
      fail
        ? { status: 500, body: { errors: ['Server error'] } }
        : page([buildNotification({ id: 1, seen: true })]),
  });
  expect(await screen.findByText('Notifications could not be loaded.')).toBeInTheDocument();

  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Notification 1' })).toBeInTheDocument();
});

test('a notification published while the list is open appears in it', async () => {
  const list = [buildNotification({ id: 1, seen: true })];
  renderNotifications(list);
  await screen.findByRole('link', { name: 'Notification 1' });

  const published = buildNotification({ id: 2, seen: true, title: 'New comment' });
  list.unshift(published);
  act(() => emitRealtimeEvent('notificationPublished', published));

  expect(await screen.findByRole('link', { name: 'New comment' })).toBeInTheDocument();
  expect(within(items()[0]).getByText('New comment')).toBeInTheDocument();
});

test('20 are shown at first and 20 more on Show more', async () => {
  const list = Array.from({ length: 25 }, (_, i) => buildNotification({ id: i + 1, seen: true }));
  const { user } = renderNotifications(list);
  await screen.findByRole('link', { name: 'Notification 1' });
  expect(items()).toHaveLength(20);

  await user.click(screen.getByRole('button', { name: 'Show more' }));
  expect(items()).toHaveLength(25);
  expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
});
