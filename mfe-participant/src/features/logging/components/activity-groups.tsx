import { Stack, Text, Title } from '@mantine/core';
import type { ComponentProps } from 'react';
import type { Activity, Entry } from '../api/types';
import type { CategoryGroup } from '../lib/logging-rules';
import { ActivityCard } from './activity-card';

type SharedCardProps = Omit<ComponentProps<typeof ActivityCard>, 'activity' | 'logged'>;

interface ActivityGroupsProps extends SharedCardProps {
  groups: CategoryGroup[];
  entry: Entry;
  emptyText: string;
}

/** Activities under their category headings, each showing whether it is logged on the entry. */
export function ActivityGroups({ groups, entry, emptyText, ...cardProps }: ActivityGroupsProps) {
  if (groups.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  const loggedOn = (activity: Activity) =>
    entry.entry_activities.find((logged) => logged.activity_id === activity.id);
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <Stack key={group.display} component="section" gap="xs" aria-label={group.display}>
          <Title order={3}>{group.display}</Title>
          {group.activities.map((activity) => (
            <ActivityCard
              key={activity.id}
              activity={activity}
              logged={loggedOn(activity)}
              {...cardProps}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
