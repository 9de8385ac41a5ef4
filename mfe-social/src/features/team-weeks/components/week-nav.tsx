import { Anchor, Group, Text } from '@mantine/core';
import type { CurrentCompetition } from '@wellness/shared-ui';
import { Link } from 'react-router';
import { currentWeek } from '../lib/week-paths';

/** Week 1..N of the competition: weeks up to the current one link, later ones cannot be clicked. */
export function WeekNav({
  competition,
  week,
  pathOf,
}: {
  competition: CurrentCompetition;
  week: number;
  pathOf: (week: number) => string;
}) {
  const last = currentWeek(competition);
  const weeks = Array.from({ length: Math.max(1, competition.weeks) }, (_, i) => i + 1);
  return (
    <nav aria-label="Weeks">
      <Group gap="md" wrap="wrap">
        {weeks.map((each) =>
          each > last ? (
            <Text key={each} c="dimmed" aria-disabled="true">
              Week {each}
            </Text>
          ) : (
            <Anchor
              key={each}
              component={Link}
              to={pathOf(each)}
              fw={each === week ? 700 : undefined}
              aria-current={each === week ? 'page' : undefined}
            >
              Week {each}
            </Anchor>
          ),
        )}
      </Group>
    </nav>
  );
}
