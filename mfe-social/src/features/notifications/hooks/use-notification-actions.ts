import { notifications } from '@mantine/notifications';
import { firstError, useMarkNotificationsReadMutation } from '@wellness/shared-ui';
import type { Notification, NotificationIds } from '@wellness/shared-ui';
import { useMarkNotificationsClearedMutation } from '../api/notifications-api';

const showFailure = (title: string, error: unknown) =>
  notifications.show({ color: 'red', title, message: firstError(error), autoClose: false });

/** Mark read and clear; both change the list at once and take it back (with a toast) on failure. */
export function useNotificationActions() {
  const [markRead] = useMarkNotificationsReadMutation();
  const [markCleared, clearing] = useMarkNotificationsClearedMutation();

  const read = (notification: Notification) => {
    if (notification.read) return;
    markRead({ ids: notification.id })
      .unwrap()
      .catch((error: unknown) => showFailure('Could not mark the notification read', error));
  };

  const clear = async (ids: NotificationIds) => {
    try {
      await markCleared({ ids }).unwrap();
      return true;
    } catch (error) {
      showFailure(
        ids === 'all' ? 'Could not clear notifications' : 'Could not clear the notification',
        error,
      );
      return false;
    }
  };

  return { read, clear, clearing: clearing.isLoading };
}
