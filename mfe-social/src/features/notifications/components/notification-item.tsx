import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notificationPath } from '@wellness/shared-ui';
import type { Notification } from '@wellness/shared-ui';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { Link } from 'react-router';

dayjs.extend(relativeTime);

export interface NotificationItemProps {
  notification: Notification;
  onRead: (notification: Notification) => void;
  onClear: (notification: Notification) => void;
}

/** One notification: its title links to what it is about, and opening it marks it read. */
export function NotificationItem({ notification, onRead, onClear }: NotificationItemProps) {
  const { title, message, read, created_at: createdAt } = notification;
  const path = notificationPath(notification.link);
  const created = dayjs(createdAt);
  return (
    <Paper component="li" withBorder p="md" aria-label={title} bg={read ? undefined : 'teal.0'}>
      {/* On a phone the actions move under the text instead of squeezing it. */}
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} miw={200} style={{ flex: 1 }}>
          <Group gap="xs">
            {path ? (
              <Anchor
                component={Link}
                to={path}
                fw={read ? 500 : 700}
                onClick={() => onRead(notification)}
              >
                {title}
              </Anchor>
            ) : (
              <Text fw={read ? 500 : 700}>{title}</Text>
            )}
            {read ? null : (
              <Badge size="sm" variant="filled">
                Unread
              </Badge>
            )}
          </Group>
          <Text size="sm">{message}</Text>
          <Text
            component="time"
            size="xs"
            c="dimmed"
            dateTime={createdAt}
            title={created.format('dddd, MMMM D, h:mm a')}
          >
            {created.fromNow()}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {read ? null : (
            <Button size="compact-sm" variant="subtle" onClick={() => onRead(notification)}>
              Mark as read
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            onClick={() => onClear(notification)}
          >
            Clear
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
