import {
  Badge,
  Box,
  Group,
  Image,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TeamWork } from '../api/team-week-types';
import { formatDay } from '../lib/week-paths';

/**
 * The team's week work: the picture the server renders from the members' segments (its URL
 * names the count, so each new segment is a new picture); a work with no style to paint from
 * shows its segments as tiles of a 5 by 4 canvas instead.
 */
export function WorkProgress({ work }: { work: TeamWork }) {
  const painted = Math.min(work.segments_available, work.segments_total);
  const tiles = Array.from({ length: work.segments_total }, (_, i) => i < painted);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="team-work-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="team-work-title">
            Team image
          </Title>
          {work.completed ? (
            <Badge variant="filled" color="teal.9">
              Complete
            </Badge>
          ) : (
            <Badge variant="filled" color="gray.7">
              In progress
            </Badge>
          )}
        </Group>
        <Text>
          {painted} of {work.segments_total} segments
          {work.completed && work.completed_at ? ` · finished ${formatDay(work.completed_at)}` : ''}
        </Text>
        <Progress
          value={(painted / work.segments_total) * 100}
          aria-label={`Team image: ${painted} of ${work.segments_total} segments`}
        />
        {work.image_url ? (
          <Image
            src={work.image_url}
            alt={`Team image of week ${work.week}: ${painted} of ${work.segments_total} segments painted`}
            maw={320}
            radius="sm"
          />
        ) : (
          <SimpleGrid cols={5} spacing={4} maw={320} aria-hidden="true">
            {tiles.map((done, index) => (
              <Box key={index} h={40} bg={done ? 'teal.5' : 'gray.1'} style={{ borderRadius: 4 }} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
