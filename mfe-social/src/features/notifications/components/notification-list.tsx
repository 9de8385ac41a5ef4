import { Button, Center, Stack } from '@mantine/core';
import { EmptyState } from '@wellness/shared-ui';
import type { Notification } from '@wellness/shared-ui';
import { useState } from 'react';
import { NotificationItem } from './notification-item';

/** The list shows this many at first and this many more on each Show more (spec 2 s9). */
export const NOTIFICATIONS_SHOWN_STEP = 20;

export type NotificationFilter = 'unread' | 'all';

export interface NotificationListProps {
  filter: NotificationFilter;
  notifications: Notification[];
  onRead: (notification: Notification) => void;
  onClear: (notification: Notification) => void;
}

/** The notifications of one tab, newest first as the server sends them. */
export function NotificationList({
  filter,
  notifications,
  onRead,
  onClear,
}: NotificationListProps) {
  const [shown, setShown] = useState(NOTIFICATIONS_SHOWN_STEP);
  const listed = filter === 'unread' ? notifications.filter((n) => !n.read) : notifications;

  if (listed.length === 0) {
    return filter === 'unread' ? (
      <EmptyState title="You're all caught up" description="You have no unread notifications." />
    ) : (
      <EmptyState title="No notifications yet" description="New notifications will show up here." />
    );
  }
  return (
    <Stack gap="sm">
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Notifications"
      >
        {listed.slice(0, shown).map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onRead={onRead}
            onClear={onClear}
          />
        ))}
      </Stack>
      {listed.length > shown ? (
        <Center>
          <Button
            variant="default"
            onClick={() => setShown((count) => count + NOTIFICATIONS_SHOWN_STEP)}
          >
            Show more
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
