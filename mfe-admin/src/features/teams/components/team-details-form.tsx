import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Team, TeamStatus } from '../api/teams-api';
import { TEAM_STATUS } from '../api/teams-api';
import { STATUS_LABEL } from '../lib/team-admin';

interface TeamDetailsFormProps {
  team: Team;
  saving: boolean;
  onSave: (changes: { name: string; status: TeamStatus }) => void;
}

const STATUSES = [TEAM_STATUS.pending, TEAM_STATUS.official, TEAM_STATUS.deleted];

/**
 * The team's name and status (spec 3 "Team status": pending, official, deleted), with delete
 * and undelete ("back to pending") as one-click actions.
 */
export function TeamDetailsForm({ team, saving, onSave }: TeamDetailsFormProps) {
  const [name, setName] = useState(team.name);
  const [status, setStatus] = useState<TeamStatus>(team.status);
  useEffect(() => {
    setName(team.name);
    setStatus(team.status);
  }, [team.name, team.status]);
  const deleted = team.status === TEAM_STATUS.deleted;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ name: name.trim(), status });
      }}
    >
      <Group align="end" gap="sm">
        <TextInput
          label="Team name"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <NativeSelect
          label="Status"
          value={String(status)}
          data={STATUSES.map((value) => ({ value: String(value), label: STATUS_LABEL[value] }))}
          onChange={(event) => setStatus(Number(event.currentTarget.value) as TeamStatus)}
        />
        <Button type="submit" loading={saving}>
          Save
        </Button>
        {deleted ? (
          <Button
            disabled={saving}
            onClick={() => onSave({ name: team.name, status: TEAM_STATUS.pending })}
          >
            Undelete (back to pending)
          </Button>
        ) : (
          <Button
            variant="default"
            disabled={saving}
            onClick={() => onSave({ name: team.name, status: TEAM_STATUS.deleted })}
          >
            Delete team
          </Button>
        )}
      </Group>
    </form>
  );
}
