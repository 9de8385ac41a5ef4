import { useState } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { IconBraces, IconLogin2, IconPencil, IconTrash } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { ConfirmDialog, firstError } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { useDeleteParticipantMutation, useImpersonateMutation } from '../api/participants-api';
import type { Participant } from '../api/participants-api';
import {
  delayOf,
  impersonationFailure,
  openPendingWindow,
  settingsUrl,
} from '../lib/impersonation';

export interface ParticipantActionsProps {
  participant: Participant;
  promotionId: number;
}

/** Keywords (a screen), Edit (settings in a new tab), Impersonate (new window after 3 s, 1 s with SSO) and Delete, confirmed. */
export function ParticipantActions({ participant, promotionId }: ParticipantActionsProps) {
  const [asking, setAsking] = useState<'impersonate' | 'delete' | null>(null);
  const [impersonate, impersonation] = useImpersonateMutation();
  const [remove, removal] = useDeleteParticipantMutation();
  const name = participant.full_name;

  const startImpersonation = async () => {
    setAsking(null);
    const pending = openPendingWindow();
    try {
      const { url, via } = await impersonate(participant.id).unwrap();
      const delay = delayOf(via);
      notifications.show({
        message: `Opening ${name}'s session in ${delay / 1000} second${delay === 1000 ? '' : 's'}…`,
      });
      setTimeout(() => pending.go(url), delay);
    } catch (error) {
      pending.close();
      notifications.show({ color: 'red', message: impersonationFailure(error) });
    }
  };

  const deleteUser = async () => {
    try {
      await remove({ id: participant.id, promotionId }).unwrap();
      setAsking(null);
      notifications.show({ message: `${name} was deleted.` });
    } catch (error) {
      setAsking(null);
      notifications.show({
        color: 'red',
        message: firstError(error, 'Could not delete the user.'),
      });
    }
  };

  // The keywords are readable for every user of a promotion the caller manages.
  const keywords = (
    <Tooltip label="Keywords" withArrow>
      <ActionIcon
        variant="subtle"
        component={Link}
        to={paths['promotion.user.keywords'](promotionId, participant.id)}
        aria-label={`Keywords of ${name}`}
      >
        <IconBraces size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
  if (!participant.can_manage) return keywords;
  return (
    <Group gap={4} wrap="nowrap">
      {keywords}
      <Tooltip label="Edit in a new tab" withArrow>
        <ActionIcon
          variant="subtle"
          component="a"
          href={settingsUrl(participant.id, promotionId)}
          target="_blank"
          rel="noopener"
          aria-label={`Edit ${name}`}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Impersonate" withArrow>
        <ActionIcon
          variant="subtle"
          onClick={() => setAsking('impersonate')}
          loading={impersonation.isLoading}
          aria-label={`Impersonate ${name}`}
        >
          <IconLogin2 size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete" withArrow>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => setAsking('delete')}
          aria-label={`Delete ${name}`}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <ConfirmDialog
        opened={asking === 'impersonate'}
        title="Impersonate user"
        confirmLabel="Impersonate"
        onConfirm={() => void startImpersonation()}
        onClose={() => setAsking(null)}
      >
        Sign in as {name} in a new window? Their site opens in a few seconds.
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking === 'delete'}
        title="Delete user"
        confirmLabel="Delete"
        danger
        busy={removal.isLoading}
        onConfirm={() => void deleteUser()}
        onClose={() => setAsking(null)}
      >
        Delete {name} and all their data (entries, posts, likes, follows, notifications)? This
        cannot be undone.
      </ConfirmDialog>
    </Group>
  );
}
