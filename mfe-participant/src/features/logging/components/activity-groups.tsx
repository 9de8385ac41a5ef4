import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Activity } from '../api/types';
import type { CategoryGroup } from '../lib/logging-rules';

interface ActivityGroupsProps {
  groups: CategoryGroup[];
  emptyText: string;
  renderActivity: (activity: Activity) => ReactNode;
}

/** Activities under their category headings. */
export function ActivityGroups({ groups, emptyText, renderActivity }: ActivityGroupsProps) {
  if (groups.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <Stack key={group.display} component="section" gap="xs" aria-label={group.display}>
          <Title order={3}>{group.display}</Title>
          {group.activities.map(renderActivity)}
        </Stack>
      ))}
    </Stack>
  );
}
