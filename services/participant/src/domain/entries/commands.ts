import type { Dayjs } from 'dayjs';
import type { DataSource } from 'typeorm';
import { notFound, unprocessable } from '@wellness/platform';
import type { BoardWriter } from '@wellness/platform';
import type { Promotion } from '@wellness/schema';
import { Activity, Entry, EntryActivity } from '@wellness/schema';
import { loggingRefusal, weekOf } from '../promotions';
import { activityPoints } from './points';
import { dayRecord, timesLogged } from './queries';
import { entryForDay, lockUser, recomputeTotals } from './totals';
import { entryView } from './view';
import { creditSegments, creditTeamWork, ensureTeamWork } from '../works';

const ENTRY_TAKEN = 'Entry has already been taken';
const DAILY_MAXIMUM = 'You have reached the maximum number of activities for this day.';
export const ENTRY_LOCKED = 'This entry is locked.';
const ONE_TIME_TAKEN = 'This one-time activity has already been logged.';
export const NOT_AVAILABLE_YET = 'This activity is not available yet.';

/** Why nothing on this day's entry may change, or null when it may (README, "Backlog"). */
const entryRefusal = (
  promotion: Promotion,
  day: string,
  today: Dayjs,
  entry?: Pick<Entry, 'locked'> | null,
) => (entry?.locked ? ENTRY_LOCKED : loggingRefusal(promotion, day, today));

interface DayChange {
  userId: number;
  promotion: Promotion;
  day: string;
  today: Dayjs;
  /** Where a changed total is written for the leaderboards. */
  boards: BoardWriter;
}

export async function logActivity(
  db: DataSource,
  input: DayChange & { activityId: number; feelsValue: number },
) {
  const { userId, promotion, day, activityId, feelsValue, today } = input;
  const refusal = loggingRefusal(promotion, day, today);
  if (refusal) throw unprocessable(refusal);
  const activity = await db
    .getRepository(Activity)
    .findOneBy({ id: activityId, promotion_id: promotion.id });
  if (!activity) throw notFound('Activity');
  if (activity.week_available > weekOf(promotion, day)) throw unprocessable(NOT_AVAILABLE_YET);
  // The team's work of the day's week exists before the transaction (README "Team weekly works").
  await ensureTeamWork(db, { id: userId, promotion_id: promotion.id }, day);

  return db.transaction(async (manager) => {
    const user = await lockUser(manager, userId);
    const existing = await manager.findOneBy(Entry, { user_id: userId, recorded_on: day });
    if (existing?.locked) throw unprocessable(ENTRY_LOCKED);
    const entry = existing ?? (await entryForDay(manager, user, day));
    const already = await manager.findBy(EntryActivity, { entry_id: entry.id });
    if (already.some((l) => l.activity_id === activityId)) throw unprocessable(ENTRY_TAKEN);
    // The daily maximum counts logged activities only; trivia answers do not count.
    if (already.length >= promotion.max_activities_day) throw unprocessable(DAILY_MAXIMUM);
    if (activity.is_one_time) {
      if ((await timesLogged(manager, userId, activityId)) > 0) throw unprocessable(ONE_TIME_TAKEN);
    }
    await manager.insert(EntryActivity, {
      entry_id: entry.id,
      activity_id: activityId,
      feels_value: feelsValue,
      point_value: activityPoints(activity.point_value, activity.multiplier),
    });
    const record = await recomputeTotals(manager, entry, user, promotion, input.boards);
    // The segment this log earns is credited in the same transaction (README "Works"), and
    // to the team's work of the day's week (README "Team weekly works").
    const mark = user.segments_earned;
    const work = await creditSegments(manager, user);
    const teamWork = await creditTeamWork(manager, user, day, user.segments_earned - mark);
    return { entry: entryView(promotion, day, today, record), user, work, teamWork };
  });
}

export async function unlogActivity(db: DataSource, input: DayChange & { activityId: number }) {
  const { userId, promotion, day, activityId, today } = input;
  return db.transaction(async (manager) => {
    const user = await lockUser(manager, userId);
    const entry = await manager.findOneBy(Entry, { user_id: userId, recorded_on: day });
    if (!entry) throw notFound('Entry');
    const refusal = entryRefusal(promotion, day, today, entry);
    if (refusal) throw unprocessable(refusal);
    const result = await manager.delete(EntryActivity, {
      entry_id: entry.id,
      activity_id: activityId,
    });
    if (!result.affected) throw notFound('Entry activity');
    const record = await recomputeTotals(manager, entry, user, promotion, input.boards);
    return { entry: entryView(promotion, day, today, record), user };
  });
}

/** Saves a day's notes; an empty text clears them. Same refusals as logging. */
export async function saveNotes(db: DataSource, input: DayChange & { notes: string }) {
  const { userId, promotion, day, today } = input;
  return db.transaction(async (manager) => {
    const user = await lockUser(manager, userId);
    const existing = await manager.findOneBy(Entry, { user_id: userId, recorded_on: day });
    const refusal = entryRefusal(promotion, day, today, existing);
    if (refusal) throw unprocessable(refusal);
    const entry = existing ?? (await entryForDay(manager, user, day));
    entry.notes = input.notes.trim() === '' ? null : input.notes;
    await manager.update(Entry, entry.id, { notes: entry.notes });
    return entryView(promotion, day, today, await dayRecord(manager, userId, entry));
  });
}
