import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Activity, EntryActivity } from '../api/types';
import type { BottomAction } from '../lib/bottom-action';
import { feelsLabel } from '../lib/logging-rules';
import { ActivityAction } from './activity-action';
import type { ActivityHandlers } from './activity-action';
import { BookmarkButton } from './bookmark-button';

export interface ActivityCardProps extends ActivityHandlers {
  activity: Activity;
  action: BottomAction;
  quizAnswered: boolean;
  /** Offer Unlog beside the bottom action (a logged quiz activity whose quiz is open). */
  canUnlog: boolean;
  /** Set when the activity is logged on the chosen entry. */
  logged: EntryActivity | undefined;
  bookmarked: boolean;
  pointLabel: string;
  pointLabelPlural: string;
  /** Why the action is closed: the id of the day's explanation, or a reason of this card alone. */
  reason: { id: string } | { text: string } | undefined;
  onToggleBookmark: (activity: Activity) => void;
}

export function ActivityCard({
  activity,
  action,
  quizAnswered,
  canUnlog,
  logged,
  bookmarked,
  pointLabel,
  pointLabelPlural,
  reason,
  onToggleBookmark,
  ...handlers
}: ActivityCardProps) {
  const ownReasonId = useId();
  const points = activity.point_value;
  const reasonId = reason && ('id' in reason ? reason.id : ownReasonId);
  return (
    <Card component="article" withBorder aria-label={activity.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Title order={4}>{activity.name}</Title>
          <Text size="sm">{activity.blurb}</Text>
          <Text size="sm" c="dimmed">
            {points} {points === 1 ? pointLabel : pointLabelPlural}
            {activity.is_one_time ? ' · one-time' : ''}
            {activity.question ? ' · quiz' : ''}
          </Text>
          {reason && 'text' in reason && (
            <Text id={ownReasonId} size="sm" c="dimmed">
              {reason.text}
            </Text>
          )}
        </Stack>
        <Stack gap={4} align="flex-end">
          {/* The light primary variant: its text reads above 4.5:1 (filled green is 2.4:1). */}
          {logged && <Badge variant="light">{`Logged · ${feelsLabel(logged.feels_value)}`}</Badge>}
          {quizAnswered && (
            <Badge variant="light" color="gray">
              Quiz answered
            </Badge>
          )}
          <Group gap={4} wrap="nowrap">
            {canUnlog && (
              <Button
                size="xs"
                variant="subtle"
                onClick={() => handlers.onUnlog(activity)}
                aria-label={`Unlog ${activity.name}`}
              >
                Unlog
              </Button>
            )}
            <ActivityAction
              activity={activity}
              action={action}
              logged={logged}
              reasonId={reasonId}
              {...handlers}
            />
          </Group>
          <BookmarkButton
            activityName={activity.name}
            bookmarked={bookmarked}
            onToggle={() => onToggleBookmark(activity)}
          />
        </Stack>
      </Group>
    </Card>
  );
}
