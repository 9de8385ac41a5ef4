import { Badge, Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import type { WeeklyWinner } from '../api/team-week-types';
import { formatDay } from '../lib/week-paths';

/** The teams that completed the week's image, first finished first. */
export function WinnerList({ winners, week }: { winners: WeeklyWinner[]; week: number }) {
  return (
    <Stack component="ol" gap="sm" p={0} m={0} aria-label={`Week ${week} winners`}>
      {winners.map(({ rank, team, work }) => (
        <Paper
          key={team.id}
          component="li"
          withBorder
          p="md"
          radius="md"
          aria-label={team.name}
          style={{ listStyle: 'none' }}
        >
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm">
              <Badge size="lg" circle aria-label={`Rank ${rank}`}>
                {rank}
              </Badge>
              <Text fw={600}>{team.name}</Text>
            </Group>
            {work.completed_at ? (
              <Text size="sm" c="dimmed">
                Finished {formatDay(work.completed_at)}
              </Text>
            ) : null}
          </Group>
          {work.image_url ? (
            <Image
              src={work.image_url}
              alt={`${team.name}'s week ${week} image`}
              mt="sm"
              maw={240}
              radius="sm"
            />
          ) : null}
          <Progress
            mt="sm"
            color="green"
            value={100}
            aria-label={`${team.name}: image complete, ${work.segments_total} segments`}
          />
        </Paper>
      ))}
    </Stack>
  );
}
