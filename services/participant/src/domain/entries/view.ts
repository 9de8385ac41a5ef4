import type { Dayjs } from 'dayjs';
import { isLocked, loggingRefusal } from '../promotions';
import type { ProgramDates } from '../promotions';
import type { LoggedActivity, StoredEntry } from './queries';

export interface EntryView {
  id: number | null;
  recorded_on: string;
  notes: string | null;
  total_points: number;
  trivia_points: number;
  locked: boolean;
  available: boolean;
  is_recorded: boolean;
  entry_activities: Array<{
    id: number;
    activity_id: number;
    feels_value: number;
    point_value: number;
  }>;
}

/** What is stored for one day of one participant. */
export interface DayRecord {
  entry?: StoredEntry | null;
  logged: LoggedActivity[];
  triviaPoints: number;
  /** A finished work's kept bonus counted on this day (README "Works"); read when totalling. */
  bonusPoints?: number;
}

/** The entry as the participant sees it: locked and available follow the README rules. */
export function entryView(
  promotion: ProgramDates,
  day: string,
  today: Dayjs,
  { entry, logged, triviaPoints }: DayRecord,
): EntryView {
  const locked = isLocked(promotion, day, today, entry?.locked ?? false);
  return {
    id: entry?.id ?? null,
    recorded_on: day,
    notes: entry?.notes ?? null,
    total_points: entry?.total_points ?? 0,
    trivia_points: triviaPoints,
    locked,
    available: !locked && loggingRefusal(promotion, day, today) === null,
    is_recorded: logged.length > 0,
    entry_activities: logged.map(({ id, activity_id, feels_value, point_value }) => ({
      id,
      activity_id,
      feels_value,
      point_value,
    })),
  };
}
