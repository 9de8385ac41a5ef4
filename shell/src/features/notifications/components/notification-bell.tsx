import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from 'react-router';
import { useNotifications } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { BellIcon } from './bell-icon';

/**
 * The header bell with the unread count. It only calls the API: the notifications page (and
 * with it mfe-social) loads when the user follows the link.
 */
export function NotificationBell() {
  const { data } = useNotifications();
  const unread = data?.meta.unread_count ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      disabled={unread === 0}
      size={18}
      offset={6}
      color="red"
    >
      <ActionIcon
        component={Link}
        to={paths['go.u.notifications']}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
      >
        <BellIcon />
      </ActionIcon>
    </Indicator>
  );
}
