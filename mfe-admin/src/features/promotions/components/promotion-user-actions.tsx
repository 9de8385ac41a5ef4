import { useState } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEdit, IconLogin2, IconSettings, IconTrash } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { ConfirmDialog, firstError } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useDeletePromotionUserMutation } from '../api/promotion-users-api';
import type { PromotionUserRow } from '../api/promotion-users-api';

export const DELETE_USER_FAILED = 'Could not delete the user.';

/**
 * Spec 3 "Users admin table: per-row edit (opens dashboard settings in a new tab), impersonate
 * (new window), delete": plus the promotion's own user form (name, e-mail, role, promotions).
 */
export function PromotionUserActions({
  user,
  promotionId,
}: {
  user: PromotionUserRow;
  promotionId: number;
}) {
  const [asking, setAsking] = useState(false);
  const [remove, removal] = useDeletePromotionUserMutation();
  const name = user.full_name;
  if (!user.can_manage) return null;

  const impersonate = () =>
    // The route asks for the grant, then opens the user's site in that window (3 s or 1 s).
    window.open(
      paths['promotion.user.impersonate'](promotionId, user.id),
      `impersonate-${user.id}`,
      'popup,width=1200,height=800',
    );

  const deleteUser = async () => {
    try {
      await remove({ promotionId, id: user.id }).unwrap();
      notifications.show({ message: `${name} was deleted.` });
    } catch (error) {
      notifications.show({ color: 'red', message: firstError(error, DELETE_USER_FAILED) });
    } finally {
      setAsking(false);
    }
  };

  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Edit user" withArrow>
        <ActionIcon
          variant="subtle"
          component={Link}
          to={paths['promotion.user'](promotionId, user.id)}
          aria-label={`Edit user ${name}`}
        >
          <IconEdit size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Settings in a new tab" withArrow>
        <ActionIcon
          variant="subtle"
          component="a"
          href={paths['settings.dashboard.of'](user.id, promotionId)}
          target="_blank"
          rel="noopener"
          aria-label={`Open settings of ${name} in a new tab`}
        >
          <IconSettings size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Impersonate in a new window" withArrow>
        <ActionIcon variant="subtle" onClick={impersonate} aria-label={`Impersonate ${name}`}>
          <IconLogin2 size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete" withArrow>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => setAsking(true)}
          aria-label={`Delete ${name}`}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <ConfirmDialog
        opened={asking}
        title="Delete user"
        confirmLabel="Delete"
        danger
        busy={removal.isLoading}
        onConfirm={() => void deleteUser()}
        onClose={() => setAsking(false)}
      >
        Delete {name} and all their data (entries, posts, likes, follows, notifications)? This
        cannot be undone.
      </ConfirmDialog>
    </Group>
  );
}
