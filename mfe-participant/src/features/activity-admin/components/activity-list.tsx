import { Badge, Button, Group, NavLink, Paper, Stack, Text } from '@mantine/core';
import { EmptyState } from '@wellness/shared-ui';
import { Link } from 'react-router';
import { activityAdminPath } from '../../../config/paths';
import type { AdminActivity } from '../api/types';

export interface ActivityListProps {
  category: string;
  activities: AdminActivity[];
  selectedId: string | null;
}

/** A category's activities by week and sequence, each opening in the editor. */
export function ActivityList({ category, activities, selectedId }: ActivityListProps) {
  const newActivity = (
    <Button component={Link} to={activityAdminPath({ category, activityId: 'new' })}>
      New activity
    </Button>
  );
  if (activities.length === 0) {
    return <EmptyState title="No activities in this category yet." action={newActivity} />;
  }

  const ordered = [...activities].sort(
    (a, b) => a.week_available - b.week_available || a.sequence - b.sequence || a.id - b.id,
  );
  return (
    <Stack gap="sm">
      <Group justify="flex-end">{newActivity}</Group>
      <Paper withBorder component="nav" aria-label="Activities in this category">
        {ordered.map((activity) => (
          <NavLink
            key={activity.id}
            component={Link}
            to={activityAdminPath({ category, activityId: activity.id })}
            active={selectedId === String(activity.id)}
            label={activity.name}
            description={
              <Group gap={6} component="span">
                <Text span size="xs">
                  Week {activity.week_available} · #{activity.sequence} · {activity.point_value}{' '}
                  points
                </Text>
                {activity.is_one_time ? (
                  <Badge size="xs" variant="light">
                    One-time
                  </Badge>
                ) : null}
                {activity.parent_activity_id ? (
                  <Badge size="xs" variant="light" color="gray">
                    Child
                  </Badge>
                ) : null}
                {activity.question ? (
                  <Badge size="xs" variant="light" color="grape">
                    Quiz
                  </Badge>
                ) : null}
              </Group>
            }
          />
        ))}
      </Paper>
    </Stack>
  );
}
