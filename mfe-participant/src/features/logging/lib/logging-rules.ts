import type { Promotion } from '@wellness/shared-ui';
import type { Activity, Entry } from '../api/types';

/** The three answers to "How did it feel?", in the order the dialog offers them. */
export const FEELS = [
  { value: 1, label: 'Great' },
  { value: 0, label: 'Really Good' },
  { value: -1, label: 'Good' },
] as const;

export function feelsLabel(value: number): string {
  if (value < 0) return 'Good';
  return value === 0 ? 'Really Good' : 'Great';
}

/** On opening a week: the entry of the requested date, else the last available one. */
export function chooseEntry(entries: Entry[], date: string | null): Entry | undefined {
  const requested = date ? entries.find((entry) => entry.recorded_on === date) : undefined;
  if (requested) return requested;
  const available = entries.filter((entry) => entry.available);
  return available.at(-1) ?? entries.at(-1);
}

export interface CategoryGroup {
  display: string;
  activities: Activity[];
}

/** Activities open in a week, ordered by sequence and grouped by category (first seen first). */
export function groupActivitiesForWeek(activities: Activity[], week: number): CategoryGroup[] {
  const open = activities
    .filter((activity) => activity.week_available <= week)
    .sort((a, b) => a.sequence - b.sequence || a.name.localeCompare(b.name));
  const groups = new Map<string, Activity[]>();
  for (const activity of open) {
    const display = activity.category_object.display;
    groups.set(display, [...(groups.get(display) ?? []), activity]);
  }
  return [...groups].map(([display, list]) => ({ display, activities: list }));
}

/** The daily maximum counts logged activities only; quiz answers do not count. */
export function dailyMaximumReached(
  entry: Pick<Entry, 'entry_activities'>,
  promotion: Pick<Promotion, 'max_activities_day'>,
): boolean {
  const max = promotion.max_activities_day;
  return max > 0 && entry.entry_activities.length >= max;
}

/** Messages that explain a refusal the server would make, shown before the participant tries. */
export const REFUSALS = {
  locked: 'This day is locked.',
  loggingEnded: 'Logging has ended.',
  notAvailable: 'This day can no longer be logged.',
  dailyMaximum: 'Daily maximum reached',
  oneTimeUsed: 'One-time activity, already logged.',
} as const;

/**
 * Why nothing more can be logged on this entry, or null when logging is open. The server also
 * marks every day locked once logging has ended, so that, the more telling reason, comes first.
 */
export function loggingBlockReason(entry: Entry, promotion: Promotion): string | null {
  if (promotion.has_logging_ended) return REFUSALS.loggingEnded;
  if (entry.locked) return REFUSALS.locked;
  if (!entry.available) return REFUSALS.notAvailable;
  if (dailyMaximumReached(entry, promotion)) return REFUSALS.dailyMaximum;
  return null;
}

/** Unlogging and notes are allowed on any entry that is open, even at the daily maximum. */
export function canChangeEntry(entry: Entry, promotion: Promotion): boolean {
  return !entry.locked && entry.available && !promotion.has_logging_ended;
}

/** Weeks after the current one cannot be opened; after the program the last week stays open. */
export function lastOpenWeek(promotion: Promotion): number {
  if (!promotion.has_started) return 0;
  return Math.min(promotion.current_week, promotion.weeks);
}
