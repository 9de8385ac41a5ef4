import type { Dayjs } from 'dayjs';
import type { DataSource, EntityManager } from 'typeorm';
import { notFound, unprocessable } from '@wellness/platform';
import type { Promotion } from '@wellness/schema';
import { Activity, Entry, EntryActivity, User } from '@wellness/schema';
import { activityPoints, entryTotal } from './points';
import { daysOfWeek, hasLoggingEnded, loggingRefusal, weekOf } from './program-calendar';

export const ENTRY_TAKEN = 'Entry has already been taken';
export const DAILY_MAXIMUM = 'You have reached the maximum number of activities for this day.';
export const ENTRY_LOCKED = 'This entry is locked.';
export const ONE_TIME_TAKEN = 'This one-time activity has already been logged.';

export interface EntryView {
  id: number | null;
  recorded_on: string;
  notes: string | null;
  total_points: number;
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

function view(
  promotion: Promotion,
  day: string,
  today: Dayjs,
  entry?: Entry,
  logged: EntryActivity[] = [],
): EntryView {
  return {
    id: entry?.id ?? null,
    recorded_on: day,
    notes: entry?.notes ?? null,
    total_points: entry?.total_points ?? 0,
    locked: entry?.locked ?? false,
    available: !entry?.locked && loggingRefusal(promotion, day, today) === null,
    is_recorded: logged.length > 0,
    entry_activities: logged.map(({ id, activity_id, feels_value, point_value }) => ({
      id,
      activity_id,
      feels_value,
      point_value,
    })),
  };
}

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
  const entries = await db
    .getRepository(Entry)
    .createQueryBuilder('e')
    .where('e.user_id = :userId AND e.recorded_on BETWEEN :first AND :last', {
      userId,
      first: days[0],
      last: days[days.length - 1],
    })
    .getMany();
  const logged = entries.length
    ? await db.getRepository(EntryActivity).find({
        where: entries.map((entry) => ({ entry_id: entry.id })),
        order: { id: 'ASC' },
      })
    : [];
  return days.map((day) => {
    const entry = entries.find((e) => e.recorded_on === day);
    return view(
      promotion,
      day,
      today,
      entry,
      entry ? logged.filter((l) => l.entry_id === entry.id) : [],
    );
  });
}

/** Recomputes an entry's and its user's totals inside the caller's transaction. */
async function recomputeTotals(
  manager: EntityManager,
  entry: Entry,
  user: User,
  promotion: Promotion,
) {
  const logged = await manager.findBy(EntryActivity, { entry_id: entry.id });
  entry.total_points = entryTotal(
    logged.map((l) => l.point_value),
    promotion.entry_points,
  );
  await manager.update(Entry, entry.id, { total_points: entry.total_points });
  const [{ total }] = await manager.query(
    'SELECT COALESCE(SUM(total_points), 0) AS total FROM entries WHERE user_id = ?',
    [user.id],
  );
  user.total_points = Number(total);
  const reachedGoal = !user.goal_hit && user.total_points >= promotion.default_goal;
  await manager.update(User, user.id, {
    total_points: user.total_points,
    ...(reachedGoal ? { goal_hit: true, show_goal_hit: true } : {}),
  });
  return logged;
}

/** Locks the user's row: one participant's logs are applied one at a time. */
const lockUser = (manager: EntityManager, userId: number) =>
  manager
    .getRepository(User)
    .createQueryBuilder('u')
    .setLock('pessimistic_write')
    .where('u.id = :userId', { userId })
    .getOneOrFail();

export async function logActivity(
  db: DataSource,
  input: {
    userId: number;
    promotion: Promotion;
    day: string;
    activityId: number;
    feelsValue: number;
    today: Dayjs;
  },
) {
  const { userId, promotion, day, activityId, feelsValue, today } = input;
  const refusal = loggingRefusal(promotion, day, today);
  if (refusal) throw unprocessable(refusal);
  const activity = await db
    .getRepository(Activity)
    .findOneBy({ id: activityId, promotion_id: promotion.id });
  if (!activity) throw notFound('Activity');
  if (activity.week_available > weekOf(promotion, day))
    throw unprocessable('This activity is not available yet.');

  return db.transaction(async (manager) => {
    const user = await lockUser(manager, userId);
    let entry = await manager.findOneBy(Entry, { user_id: userId, recorded_on: day });
    if (entry?.locked) throw unprocessable(ENTRY_LOCKED);
    entry ??= await manager.save(
      Entry,
      manager.create(Entry, { user_id: userId, promotion_id: promotion.id, recorded_on: day }),
    );
    const already = await manager.findBy(EntryActivity, { entry_id: entry.id });
    if (already.some((l) => l.activity_id === activityId)) throw unprocessable(ENTRY_TAKEN);
    if (already.length >= promotion.max_activities_day) throw unprocessable(DAILY_MAXIMUM);
    if (activity.is_one_time) {
      const [{ count }] = await manager.query(
        'SELECT COUNT(*) AS count FROM entry_activities ea JOIN entries e ON e.id = ea.entry_id WHERE e.user_id = ? AND ea.activity_id = ?',
        [userId, activityId],
      );
      if (Number(count) > 0) throw unprocessable(ONE_TIME_TAKEN);
    }
    await manager.insert(EntryActivity, {
      entry_id: entry.id,
      activity_id: activityId,
      feels_value: feelsValue,
      point_value: activityPoints(activity.point_value, activity.multiplier),
    });
    const logged = await recomputeTotals(manager, entry, user, promotion);
    return { entry: view(promotion, day, today, entry, logged), user };
  });
}

export async function unlogActivity(
  db: DataSource,
  input: { userId: number; promotion: Promotion; day: string; activityId: number; today: Dayjs },
) {
  const { userId, promotion, day, activityId, today } = input;
  return db.transaction(async (manager) => {
    const user = await lockUser(manager, userId);
    const entry = await manager.findOneBy(Entry, { user_id: userId, recorded_on: day });
    if (!entry) throw notFound('Entry');
    if (entry.locked) throw unprocessable(ENTRY_LOCKED);
    if (hasLoggingEnded(promotion, today))
      throw unprocessable('Logging has ended for this program.');
    const result = await manager.delete(EntryActivity, {
      entry_id: entry.id,
      activity_id: activityId,
    });
    if (!result.affected) throw notFound('Entry activity');
    const logged = await recomputeTotals(manager, entry, user, promotion);
    return { entry: view(promotion, day, today, entry, logged), user };
  });
}
