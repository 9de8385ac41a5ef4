import { Group, Stack, Tabs } from '@mantine/core';
import { LoadingBlock, PageTitle, RetryPanel, useNotifications } from '@wellness/shared-ui';
import { Navigate, useMatch, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ClearAllButton } from '../components/clear-all-button';
import { NotificationList } from '../components/notification-list';
import type { NotificationFilter } from '../components/notification-list';
import { useMarkAllSeen } from '../hooks/use-mark-all-seen';
import { useNotificationActions } from '../hooks/use-notification-actions';

const tabPaths: Record<NotificationFilter, string> = {
  unread: paths['go.u.notifications.unread'],
  all: paths['go.u.notifications.all'],
};

/** go.u.notifications: /notifications with the child views /unread and /all. */
export function NotificationsPage() {
  const navigate = useNavigate();
  const unreadMatch = useMatch(tabPaths.unread);
  const allMatch = useMatch(tabPaths.all);
  const tab: NotificationFilter | null = unreadMatch ? 'unread' : allMatch ? 'all' : null;
  const { data, isError, isFetching, refetch } = useNotifications();
  const actions = useNotificationActions();
  useMarkAllSeen(data?.data);

  if (!tab) return <Navigate to={tabPaths.all} replace />;

  let content;
  if (data) {
    content = (
      <NotificationList
        key={tab}
        filter={tab}
        notifications={data.data}
        onRead={actions.read}
        onClear={(notification) => void actions.clear(notification.id)}
      />
    );
  } else if (isError) {
    content = (
      <RetryPanel
        message="Notifications could not be loaded."
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else {
    content = <LoadingBlock label="Loading notifications" />;
  }

  return (
    <Stack gap="md">
      <PageTitle
        actions={
          data?.data.length ? (
            <Group>
              <ClearAllButton onConfirm={() => actions.clear('all')} clearing={actions.clearing} />
            </Group>
          ) : null
        }
      >
        Notifications
      </PageTitle>
      <Tabs
        value={tab}
        onChange={(value) => value && void navigate(tabPaths[value as NotificationFilter])}
      >
        <Tabs.List>
          <Tabs.Tab value="unread">Unread</Tabs.Tab>
          <Tabs.Tab value="all">All</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="unread" pt="md">
          {tab === 'unread' ? content : null}
        </Tabs.Panel>
        <Tabs.Panel value="all" pt="md">
          {tab === 'all' ? content : null}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
