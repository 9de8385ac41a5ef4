import type { Promotion } from '@wellness/shared-ui';
import classes from './welcome.module.css';

/** Spec 3 s9: MM/DD/YYYY, from the API's YYYY-MM-DD (a calendar day, no time zone). */
export function shownDate(date: string | null | undefined): string | null {
  const day = date ? /^(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
  return day ? `${day[2]}/${day[3]}/${day[1]}` : null;
}

/**
 * Spec 3 s2: the launch date, registration begin and end dates and the competition end date
 * (the product has no competitions yet: the programme's end stands for it).
 */
export function WelcomeDates({ promotion }: { promotion: Promotion }) {
  const rows: Array<[string, string | null]> = [
    ['Launch date', shownDate(promotion.launch_on ?? promotion.starts_on)],
    ['Registration opens', shownDate(promotion.registration_starts_on)],
    ['Registration closes', shownDate(promotion.registration_ends_on)],
    ['Competition ends', shownDate(promotion.ends_on)],
  ];
  return (
    <ul className={classes.dates} aria-label="Programme dates">
      {rows
        .filter((row): row is [string, string] => row[1] !== null)
        .map(([label, date]) => (
          <li key={label}>
            <span style={{ fontWeight: 600 }}>{label}:</span> {date}
          </li>
        ))}
    </ul>
  );
}
