import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { PromotionStats } from '../api/dashboard-api';

/**
 * Each card says what it counts: the participants tab lists every account of the promotion,
 * staff included, while these figures count the people taking part (services/admin README).
 */
const CARDS: Array<{ key: keyof PromotionStats; label: string; counts: string }> = [
  {
    key: 'participants',
    label: 'Participants',
    counts: 'Users and coordinators taking part; other staff accounts are not counted.',
  },
  {
    key: 'active_participants',
    label: 'Active Participants',
    counts: 'People who logged at least one day.',
  },
  { key: 'days_logged', label: 'Days Logged', counts: 'Days with at least one activity.' },
  { key: 'total_points', label: 'Total Points', counts: 'Earned by the participants.' },
  { key: 'activities_logged', label: 'Activities Logged', counts: 'Every activity logged.' },
];

/** The promotion's headline figures, one card each. */
export function StatCards({ stats }: { stats: PromotionStats }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} mb="lg">
      {CARDS.map(({ key, label, counts }) => (
        <Paper key={key} withBorder p="md" radius="md" role="group" aria-label={label}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700} fz="xl">
            {Number(stats[key]).toLocaleString('en-US')}
          </Text>
          <Text size="xs" c="dimmed">
            {counts}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
