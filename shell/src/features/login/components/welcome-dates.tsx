import dayjs from 'dayjs';
import { List, Text } from '@mantine/core';
import type { Promotion } from '@wellness/shared-ui';

/** Spec 3 s9: MM/DD/YYYY. */
const shown = (date: string | null | undefined) => (date ? dayjs(date).format('MM/DD/YYYY') : null);

/**
 * Spec 3 s2: the launch date, registration begin and end dates and the competition end date
 * (the product has no competitions yet: the programme's end stands for it).
 */
export function WelcomeDates({ promotion }: { promotion: Promotion }) {
  const rows: Array<[string, string | null]> = [
    ['Launch date', shown(promotion.launch_on ?? promotion.starts_on)],
    ['Registration opens', shown(promotion.registration_starts_on)],
    ['Registration closes', shown(promotion.registration_ends_on)],
    ['Competition ends', shown(promotion.ends_on)],
  ];
  return (
    <List listStyleType="none" spacing={4} aria-label="Programme dates">
      {rows
        .filter((row): row is [string, string] => row[1] !== null)
        .map(([label, date]) => (
          <List.Item key={label}>
            <Text span fw={600}>
              {label}:
            </Text>{' '}
            {date}
          </List.Item>
        ))}
    </List>
  );
}
