import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CurrentCompetition } from '@wellness/shared-ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { Team } from '../api/team-types';
import { StatusBadge } from './status-badge';
import { weekPath } from '../lib/team-paths';

/** The team's name, status, size and its links: team chat and each week so far. */
export function TeamSummary({
  team,
  competition,
}: {
  team: Team;
  competition: CurrentCompetition;
}) {
  const started = competition.during_competition || competition.after_competition;
  const weeks = started
    ? Array.from({ length: Math.max(0, competition.current_week) }, (_, i) => i + 1)
    : [];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group gap="sm">
          <Title order={2} size="h3">
            {team.name}
          </Title>
          <StatusBadge status={team.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {team.member_count} of {team.team_size_max} members
          {team.status === 0 ? ` · official at ${team.team_size_min}` : ''}
        </Text>
        <Group gap="md" wrap="wrap">
          <Anchor component={Link} to={`${paths['go.u.messages']}?team=${team.id}`}>
            Team chat
          </Anchor>
          {weeks.map((week) => (
            <Anchor key={week} component={Link} to={weekPath(week)}>
              Week {week}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
