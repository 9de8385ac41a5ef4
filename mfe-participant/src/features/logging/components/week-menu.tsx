import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { activitiesWeekPath } from '../../../config/paths';

interface WeekMenuProps {
  weeks: number;
  /** The last week that can be opened; later weeks show but cannot be clicked. */
  lastOpenWeek: number;
  week: number;
}

export function WeekMenu({ weeks, lastOpenWeek, week }: WeekMenuProps) {
  const numbers = Array.from({ length: weeks }, (_, i) => i + 1);
  return (
    <Group component="nav" aria-label="Weeks" gap="xs">
      {numbers.map((n) =>
        n <= lastOpenWeek ? (
          <Button
            key={n}
            component={Link}
            to={activitiesWeekPath(n)}
            size="xs"
            variant={n === week ? 'filled' : 'light'}
            aria-current={n === week ? 'page' : undefined}
          >
            Week {n}
          </Button>
        ) : (
          <Button key={n} size="xs" variant="default" disabled>
            Week {n}
          </Button>
        ),
      )}
    </Group>
  );
}
