import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { PromotionStats } from '../api/dashboard-api';

const CARDS: Array<{ key: keyof PromotionStats; label: string }> = [
  { key: 'participants', label: 'Participants' },
  { key: 'active_participants', label: 'Active Participants' },
  { key: 'days_logged', label: 'Days Logged' },
  { key: 'total_points', label: 'Total Points' },
  { key: 'activities_logged', label: 'Activities Logged' },
];

/** The promotion's headline figures, one card each. */
export function StatCards({ stats }: { stats: PromotionStats }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} mb="lg">
      {CARDS.map(({ key, label }) => (
        <Paper key={key} withBorder p="md" radius="md" role="group" aria-label={label}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700} fz="xl">
            {Number(stats[key]).toLocaleString('en-US')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
