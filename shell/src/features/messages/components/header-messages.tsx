import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from 'react-router';
import { isDashboardOnly, useConversationsLive, useUnreadMessages } from '@wellness/shared-ui';
import type { User } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { ChatIcon } from './chat-icon';

function MessagesLink({ teamId }: { teamId: number | null }) {
  useConversationsLive(teamId);
  const unread = useUnreadMessages();
  const label = unread > 0 ? `Messages, ${unread} unread` : 'Messages';
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
        to={paths['go.u.messages']}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
      >
        <ChatIcon />
      </ActionIcon>
    </Indicator>
  );
}

/**
 * Spec 2 s2: the header shows Messages with the unread count, kept live (the conversations'
 * rooms are joined here, once per page). Dashboard-only users have no header action items.
 */
export function HeaderMessages({ user }: { user: User }) {
  if (isDashboardOnly(user.role)) return null;
  return <MessagesLink teamId={user.team_id} />;
}
