import type { Dayjs } from 'dayjs';
import type { DataSource, EntityManager } from 'typeorm';
import { Between, In } from 'typeorm';
import type { Promotion } from '@wellness/schema';
import { Entry, EntryActivity, UserActivity } from '@wellness/schema';
import { daysOfWeek } from '../promotions';
import type { DayRecord } from './view';
import { entryView } from './view';

type Db = DataSource | EntityManager;

/** One entry per day of the week that has begun, stored or not yet. */
export async function listWeek(
  db: DataSource,
  userId: number,
  promotion: Promotion,
  week: number,
  today: Dayjs,
) {
  const days = daysOfWeek(promotion, week, today);
  if (days.length === 0) return [];
  const [first, last] = [days[0], days[days.length - 1]];
  const entries = await db
    .getRepository(Entry)
    .findBy({ user_id: userId, recorded_on: Between(first, last) });
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
const loggedOn = async (db: Db, entryIds: number[]) =>
  entryIds.length
    ? db.getRepository(EntryActivity).find({
        where: { entry_id: In(entryIds) },
        order: { id: 'ASC' },
      })
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
