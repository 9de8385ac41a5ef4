import type { Dayjs } from 'dayjs';
import type { DataSource, EntityManager } from 'typeorm';
import { Between, In } from 'typeorm';
import type { Entry, Promotion } from '@wellness/schema';
import { EntryActivity, UserActivity } from '@wellness/schema';
import { isLocked, loggingRefusal } from './program-calendar';

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
  entry?: Entry | null;
  logged: EntryActivity[];
  triviaPoints: number;
}

/** The entry as the participant sees it: locked and available follow the README rules. */
export function entryView(
  promotion: Promotion,
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

/** Trivia points per day answered, for the days between first and last. */
export async function triviaPointsByDay(
  db: DataSource | EntityManager,
  userId: number,
  first: string,
  last = first,
) {
  const answers = await db.getRepository(UserActivity).findBy({
    user_id: userId,
    answered_correctly: true,
    date_answered: Between(first, last),
  });
  const byDay = new Map<string, number>();
  for (const answer of answers) {
    const day = answer.date_answered!;
    byDay.set(day, (byDay.get(day) ?? 0) + answer.point_value);
  }
  return byDay;
}

/** The logged activities of some entries, oldest log first. */
export const loggedOn = async (db: DataSource | EntityManager, entryIds: number[]) =>
  entryIds.length
    ? db.getRepository(EntryActivity).find({
        where: { entry_id: In(entryIds) },
        order: { id: 'ASC' },
      })
    : [];

/** Everything stored for one day: its entry, logs and trivia points. */
export async function dayRecord(
  db: DataSource | EntityManager,
  userId: number,
  entry: Entry,
): Promise<DayRecord> {
  const [logged, trivia] = await Promise.all([
    loggedOn(db, [entry.id]),
    triviaPointsByDay(db, userId, entry.recorded_on),
  ]);
  return { entry, logged, triviaPoints: trivia.get(entry.recorded_on) ?? 0 };
}
