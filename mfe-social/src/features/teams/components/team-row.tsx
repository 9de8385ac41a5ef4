import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { Team } from '../api/team-types';
import { StatusBadge } from './status-badge';

/** One team of the join list: name, status label, leader and size, with its action. */
export function TeamRow({ team, action }: { team: Team; action: ReactNode }) {
  const leader = team.leader
    ? `${team.leader.profile.first_name} ${team.leader.profile.last_name}`
    : null;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={team.name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{team.name}</Text>
            <StatusBadge status={team.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {team.member_count} of {team.team_size_max} members
            {leader ? ` · Leader: ${leader}` : ''}
          </Text>
        </Stack>
        {action}
      </Group>
    </Paper>
  );
}
