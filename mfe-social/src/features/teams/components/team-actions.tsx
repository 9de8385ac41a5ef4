import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { ConfirmDialog, ContentBlock, joinTeamRoom } from '@wellness/shared-ui';
import { useNavigate } from 'react-router';
import { useDeleteTeamMutation, useLeaveTeamMutation } from '../api/teams-api';
import type { Team } from '../api/team-types';
import { COMPETITION_CONTENT, saveTeamError } from '../lib/team-messages';
import { useTeamFlow } from './team-flow';
import { teamErrorToast } from '../lib/team-toast';

/** Leave the team (any member) and, for its leader, delete it after the warning (spec 2 s4). */
export function TeamActions({
  team,
  memberId,
  canDelete,
  onGone,
}: {
  team: Team;
  memberId: number | undefined;
  canDelete: boolean;
  /** Called before the request so the page does not read the team it is leaving. */
  onGone: () => void;
}) {
  const navigate = useNavigate();
  const flow = useTeamFlow();
  const [leaveTeam, leaving] = useLeaveTeamMutation();
  const [deleteTeam, deleting] = useDeleteTeamMutation();
  const [confirming, setConfirming] = useState<'leave' | 'delete' | null>(null);

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      onGone();
      joinTeamRoom(null);
      setConfirming(null);
      void navigate(flow.join, { replace: true });
    } catch (error) {
      setConfirming(null);
      teamErrorToast(saveTeamError(error));
    }
  };

  return (
    <>
      <Group gap="sm">
        {memberId !== undefined ? (
          <Button variant="default" onClick={() => setConfirming('leave')}>
            Leave team
          </Button>
        ) : null}
        {canDelete ? (
          <Button color="red" variant="light" onClick={() => setConfirming('delete')}>
            Delete team
          </Button>
        ) : null}
      </Group>
      <ConfirmDialog
        opened={confirming === 'leave'}
        title="Leave team"
        confirmLabel="Leave team"
        busy={leaving.isLoading}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          void run(() => leaveTeam({ teamId: team.id, memberId: memberId! }).unwrap())
        }
      >
        Are you sure you want to leave {team.name}?
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === 'delete'}
        title="Delete team"
        confirmLabel="Delete team"
        danger
        busy={deleting.isLoading}
        onClose={() => setConfirming(null)}
        onConfirm={() => void run(() => deleteTeam(team.id).unwrap())}
      >
        <ContentBlock
          category={COMPETITION_CONTENT}
          contentKey="delete_team_warning"
          titleOrder={false}
        />
      </ConfirmDialog>
    </>
  );
}
