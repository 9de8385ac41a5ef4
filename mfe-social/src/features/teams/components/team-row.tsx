import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Team } from '../api/team-types';
import { statusLabel } from '../lib/team-messages';

/** One team of the join list: name, status label, leader and size, with its action. */
export function TeamRow({ team, action }: { team: Team; action: ReactNode }) {
  const label = statusLabel(team.status);
  const leader = team.leader
    ? `${team.leader.profile.first_name} ${team.leader.profile.last_name}`
    : null;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={team.name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{team.name}</Text>
            {label ? (
              <Badge variant="light" color={team.status === 1 ? 'green' : 'gray'}>
                {label}
              </Badge>
            ) : null}
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
