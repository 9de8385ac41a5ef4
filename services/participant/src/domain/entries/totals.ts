import type { EntityManager } from 'typeorm';
import { changeBoards } from '@wellness/platform';
import type { BoardWriter } from '@wellness/platform';
import type { Promotion } from '@wellness/schema';
import { Entry, User } from '@wellness/schema';
import { entryTotal } from './points';
import { lockUser } from '../users';
import { dayRecord, userTotal } from './queries';
import type { DayRecord } from './view';

/** The user's entry of a day, created when the day has none yet. */
export async function entryForDay(manager: EntityManager, user: User, day: string): Promise<Entry> {
  const entry = await manager.findOneBy(Entry, { user_id: user.id, recorded_on: day });
  return (
    entry ??
    manager.save(
      Entry,
      manager.create(Entry, {
        user_id: user.id,
        promotion_id: user.promotion_id,
        recorded_on: day,
        notes: null,
        total_points: 0,
        locked: false,
      }),
    )
  );
}

/**
 * Recomputes an entry's and its user's totals from the stored rows, inside the caller's
 * transaction with the user's row locked. Reaching the goal (the user's own, else the
 * promotion's default_goal) sets goal_hit and show_goal_hit once. The new total reaches the
 * leaderboards' sorted sets before the commit, with the row still locked (README,
 * "Leaderboards at scale"). Returns what the entry now holds.
 */
export async function recomputeTotals(
  manager: EntityManager,
  entry: Entry,
  user: User,
  promotion: Promotion,
  boards: BoardWriter,
): Promise<DayRecord> {
  const record = await dayRecord(manager, user.id, entry);
  entry.total_points =
    entryTotal(
      record.logged.map((l) => l.point_value),
      promotion.entry_points,
      record.triviaPoints,
    ) + (record.bonusPoints ?? 0);
  // The entry's day counts on the team board of the user's competition: inside changeBoards.
  await changeBoards(manager, boards, user.id, async () => {
    await manager.update(Entry, entry.id, { total_points: entry.total_points });
    user.total_points = await userTotal(manager, user.id);
    // The user's own goal (the settings' Edit Goal tab), else the promotion's.
    const goal = user.goal ?? promotion.default_goal;
    const reachedGoal = !user.goal_hit && user.total_points >= goal;
    if (reachedGoal) Object.assign(user, { goal_hit: true, show_goal_hit: true });
    await manager.update(User, user.id, {
      total_points: user.total_points,
      ...(reachedGoal ? { goal_hit: true, show_goal_hit: true } : {}),
    });
  });
  return record;
}

export { lockUser };
