import { useEffect } from 'react';
import type { Notification } from '@wellness/shared-ui';
import { useMarkNotificationsSeenMutation } from '../api/notifications-api';

/**
 * Opening the list marks every notification seen (spec 2 s4). Runs again only when unseen ones
 * appear while the list is open (a notification published meanwhile), never in a loop.
 */
export function useMarkAllSeen(notifications: Notification[] | undefined) {
  const [markSeen] = useMarkNotificationsSeenMutation();
  const unseenKey = (notifications ?? [])
    .filter((notification) => !notification.seen)
    .map((notification) => notification.id)
    .join(',');
  useEffect(() => {
    if (unseenKey) void markSeen({ ids: 'all' });
  }, [unseenKey, markSeen]);
}
