import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Activity, EntryActivity } from '../api/types';
import { feelsLabel } from '../lib/logging-rules';

interface ActivityCardProps {
  activity: Activity;
  /** Set when the activity is logged on the chosen entry. */
  logged: EntryActivity | undefined;
  pointLabel: string;
  pointLabelPlural: string;
  canLog: boolean;
  canUnlog: boolean;
  /** Id of the text explaining why logging is closed, for the disabled Log button. */
  blockReasonId: string | undefined;
  onLog: (activity: Activity) => void;
  onUnlog: (activity: Activity) => void;
}

export function ActivityCard({
  activity,
  logged,
  pointLabel,
  pointLabelPlural,
  canLog,
  canUnlog,
  blockReasonId,
  onLog,
  onUnlog,
}: ActivityCardProps) {
  const points = activity.point_value;
  return (
    <Card component="article" withBorder aria-label={activity.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Title order={4}>{activity.name}</Title>
          <Text size="sm">{activity.blurb}</Text>
          <Text size="sm" c="dimmed">
            {points} {points === 1 ? pointLabel : pointLabelPlural}
            {activity.is_one_time ? ' · one-time' : ''}
          </Text>
        </Stack>
        {logged ? (
          <Stack gap={4} align="flex-end">
            <Badge color="green">{feelsLabel(logged.feels_value)}</Badge>
            <Button
              size="xs"
              variant="subtle"
              disabled={!canUnlog}
              onClick={() => onUnlog(activity)}
              aria-label={`Unlog ${activity.name}`}
            >
              Unlog
            </Button>
          </Stack>
        ) : (
          <Button
            size="xs"
            disabled={!canLog}
            aria-describedby={canLog ? undefined : blockReasonId}
            onClick={() => onLog(activity)}
            aria-label={`Log ${activity.name}`}
          >
            Log
          </Button>
        )}
      </Group>
    </Card>
  );
}
