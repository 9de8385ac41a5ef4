import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useRealtimeEvent } from '../realtime/use-realtime-event';
import { useMarkNotificationsReadMutation } from './notifications-api';
import type { CoordinatorNotification, Notification } from './notifications-api';
import { useGetMeQuery } from '../session/session-api';
import { notificationPath } from './notification-link';

/** Application toasts hide after 6 s (spec 2 s9). */
export const APPLICATION_TOAST_MS = 6000;

/**
 * Shows a toast for each notification published to the signed-in user, with a View action
 * that opens what it is about and marks it read. The shell mounts it once (it cannot import
 * a remote); toasts render outside the router, so the action closes over `navigate`.
 */
export function NotificationToasts() {
  const navigate = useNavigate();
  const { data: me } = useGetMeQuery();
  const [markRead] = useMarkNotificationsReadMutation();

  useRealtimeEvent<Notification>('notificationPublished', (notification) => {
    const id = `notification-${notification.id}`;
    const path = notificationPath(notification.link);
    const view = () => {
      notifications.hide(id);
      if (!notification.read) void markRead({ ids: notification.id });
      if (path) void navigate(path);
    };
    // The same key published again replaces the toast instead of being ignored as a duplicate.
    notifications.hide(id);
    notifications.show({
      id,
      title: notification.title,
      autoClose: APPLICATION_TOAST_MS,
      // Named for screen readers; the message in the body's own colour (Mantine's dimmed
      // description under a title falls short of the contrast axe asks for).
      closeButtonProps: { 'aria-label': 'Close notification' },
      message: (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" c="var(--mantine-color-text)">
            {notification.message}
          </Text>
          <Button size="compact-sm" variant="light" onClick={view}>
            View
          </Button>
        </Group>
      ),
    });
  });

  // A coordinator's notification to the whole promotion (one event on its channel).
  useRealtimeEvent<CoordinatorNotification>('newCoordinatorNotification', (sent) => {
    if (me && sent.sender_id === me.id) return;
    const id = `notification-${sent.key}`;
    const path = notificationPath(sent.link);
    notifications.show({
      id,
      title: sent.title,
      autoClose: APPLICATION_TOAST_MS,
      closeButtonProps: { 'aria-label': 'Close notification' },
      message: (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" c="var(--mantine-color-text)">
            {sent.message}
          </Text>
          {path ? (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => {
                notifications.hide(id);
                void navigate(path);
              }}
            >
              View
            </Button>
          ) : null}
        </Group>
      ),
    });
  });

  return null;
}
