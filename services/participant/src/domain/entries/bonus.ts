import type { Dayjs } from 'dayjs';
import type { EntityManager } from 'typeorm';
import type { BoardWriter } from '@wellness/platform';
import type { Promotion, User } from '@wellness/schema';
import { entryForDay, recomputeTotals } from './totals';
import { entryView } from './view';
import type { EntryView } from './view';

export interface DayContext {
  promotion: Promotion;
  today: Dayjs;
  boards: BoardWriter;
}

/** What a kept work bonus changed: the user's totals and the entry of the day it counts on. */
export interface CreditedBonus {
  user: User;
  entry: EntryView;
}

/**
 * A finished work's kept bonus (README "Works"): its points count on today's entry, and so on
 * the user's total and the boards. Inside the caller's transaction with the user's row locked.
 */
export async function creditWorkBonus(
  manager: EntityManager,
  user: User,
  workId: number,
  points: number,
  context: DayContext,
): Promise<CreditedBonus> {
  const day = context.today.format('YYYY-MM-DD');
  await manager.query('UPDATE works SET bonus_points = ?, bonus_on = ? WHERE id = ?', [
    points,
    day,
    workId,
  ]);
  return recreditToday(manager, user, context);
}

/**
 * Totals today's entry again after a bonus or an accepted gift was stored for today (README
 * "Gift points"); the boards follow before the commit. User's row locked by the caller.
 */
export async function recreditToday(
  manager: EntityManager,
  user: User,
  context: DayContext,
): Promise<CreditedBonus> {
  const day = context.today.format('YYYY-MM-DD');
  const entry = await entryForDay(manager, user, day);
  const record = await recomputeTotals(manager, entry, user, context.promotion, context.boards);
  return { user, entry: entryView(context.promotion, day, context.today, record) };
}
