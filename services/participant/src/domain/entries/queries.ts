import type { Dayjs } from 'dayjs';
import type { DataSource, EntityManager } from 'typeorm';
import type { Entry, EntryActivity } from '@wellness/schema';
import { daysOfWeek } from '../promotions';
import type { ProgramDates } from '../promotions';
import type { DayRecord } from './view';
import { entryView } from './view';

type Db = DataSource | EntityManager;

/** An entry as the views read it: the columns they show, by a plain query (no ORM hydration). */
export type StoredEntry = Pick<Entry, 'id' | 'recorded_on' | 'notes' | 'total_points' | 'locked'>;
/** A logged activity as the views and the totals read it. */
export type LoggedActivity = Pick<
  EntryActivity,
  'id' | 'entry_id' | 'activity_id' | 'feels_value' | 'point_value'
>;

/** One entry per day of the week that has begun, stored or not yet. */
export async function listWeek(
  db: DataSource,
  userId: number,
  promotion: ProgramDates,
  week: number,
  today: Dayjs,
) {
  const days = daysOfWeek(promotion, week, today);
  if (days.length === 0) return [];
  const [first, last] = [days[0], days[days.length - 1]];
  // Read with plain statements: the week view is a hot read, and its rows are only shown.
  const entries = (
    (await db.query(
      `SELECT id, DATE_FORMAT(recorded_on, '%Y-%m-%d') AS recorded_on, notes, total_points, locked
         FROM entries WHERE user_id = ? AND recorded_on BETWEEN ? AND ?`,
      [userId, first, last],
    )) as Array<StoredEntry & { locked: number | boolean }>
  ).map((entry) => ({ ...entry, locked: Boolean(entry.locked) }));
  const [logged, trivia] = await Promise.all([
    loggedOn(
      db,
      entries.map((entry) => entry.id),
    ),
    triviaPointsByDay(db, userId, first, last),
  ]);
  return days.map((day) => {
    const entry = entries.find((e) => e.recorded_on === day);
    return entryView(promotion, day, today, {
      entry,
      logged: entry ? logged.filter((l) => l.entry_id === entry.id) : [],
      triviaPoints: trivia.get(day) ?? 0,
    });
  });
}

/** Trivia points per day answered, for the days between first and last. */
async function triviaPointsByDay(db: Db, userId: number, first: string, last = first) {
  const days: Array<{ day: string; points: number | string }> = await db.query(
    `SELECT DATE_FORMAT(date_answered, '%Y-%m-%d') AS day, SUM(point_value) AS points
       FROM user_activities
      WHERE user_id = ? AND answered_correctly = 1 AND date_answered BETWEEN ? AND ?
      GROUP BY date_answered`,
    [userId, first, last],
  );
  return new Map(days.map((row) => [row.day, Number(row.points)]));
}

/** The logged activities of some entries, oldest log first. */
const loggedOn = async (db: Db, entryIds: number[]): Promise<LoggedActivity[]> =>
  entryIds.length
    ? db.query(
        `SELECT id, entry_id, activity_id, feels_value, point_value
           FROM entry_activities WHERE entry_id IN (?) ORDER BY id`,
        [entryIds],
      )
    : [];

/** Everything stored for one day: its entry, logs and trivia points. */
export async function dayRecord(db: Db, userId: number, entry: Entry): Promise<DayRecord> {
  const [logged, trivia, [bonus]] = await Promise.all([
    loggedOn(db, [entry.id]),
    triviaPointsByDay(db, userId, entry.recorded_on),
    // A kept work bonus and the gift points accepted that day (README "Gift points").
    db.query(
      `SELECT (SELECT COALESCE(SUM(bonus_points), 0) FROM works WHERE user_id = ? AND bonus_on = ?)
            + (SELECT COALESCE(SUM(points), 0) FROM work_bonuses
                WHERE target_user_id = ? AND applied = 1 AND decided_on = ?) AS points`,
      [userId, entry.recorded_on, userId, entry.recorded_on],
    ) as Promise<Array<{ points: number | string }>>,
  ]);
  return {
    entry,
    logged,
    triviaPoints: trivia.get(entry.recorded_on) ?? 0,
    bonusPoints: Number(bonus.points),
  };
}

/** How many times the user has logged the activity, on any entry. */
export async function timesLogged(db: Db, userId: number, activityId: number) {
  const [{ count }] = await db.query(
    'SELECT COUNT(*) AS count FROM entry_activities ea JOIN entries e ON e.id = ea.entry_id WHERE e.user_id = ? AND ea.activity_id = ?',
    [userId, activityId],
  );
  return Number(count);
}

/** The user's total: the sum of their entries' points. */
export async function userTotal(db: Db, userId: number) {
  const [{ total }] = await db.query(
    'SELECT COALESCE(SUM(total_points), 0) AS total FROM entries WHERE user_id = ?',
    [userId],
  );
  return Number(total);
}
