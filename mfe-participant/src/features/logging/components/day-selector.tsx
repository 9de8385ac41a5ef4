import { Button, Group } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { activitiesWeekPath } from '../../../config/paths';
import type { Entry } from '../api/types';

interface DaySelectorProps {
  week: number;
  entries: Entry[];
  selected: string;
}

/** One button per day of the week so far; the chosen day is marked as the current date. */
export function DaySelector({ week, entries, selected }: DaySelectorProps) {
  return (
    <Group component="nav" aria-label="Days" gap="xs">
      {entries.map((entry) => {
        const isSelected = entry.recorded_on === selected;
        return (
          <Button
            key={entry.recorded_on}
            component={Link}
            to={activitiesWeekPath(week, entry.recorded_on)}
            size="xs"
            variant={isSelected ? 'filled' : 'default'}
            aria-current={isSelected ? 'date' : undefined}
          >
            {dayjs(entry.recorded_on).format('ddd, MMM D')}
          </Button>
        );
      })}
    </Group>
  );
}
