import type { Dayjs } from 'dayjs';
import type { EntityManager } from 'typeorm';
import type { BoardWriter } from '@wellness/platform';
import type { Promotion, User } from '@wellness/schema';
import { Work } from '@wellness/schema';
import { entryForDay, recomputeTotals } from '../entries/totals';
import { entryView } from '../entries/view';
import type { EntryView } from '../entries/view';

/**
 * A finished work's bonus (README "Works", finalise flow): the points of one gift (spec 2 and
 * spec 3 "Gifted points are 10 each").
 */
export const WORK_BONUS_POINTS = 10;

export type BonusChoice = 'keep' | 'share';

export interface BonusContext {
  promotion: Promotion;
  today: Dayjs;
  boards: BoardWriter;
}

/** What a kept bonus changed: the user's totals and the entry of the day it counts on. */
export interface KeptBonus {
  user: User;
  entry: EntryView;
}

/**
 * Applies the bonus of a work being finished, inside the finishing transaction with the
 * user's row locked. Kept: the points count on today's entry (and so on the user's total and
 * the boards). Shared: the work counts for the user's team (`teams.completed_works_count`,
 * the team competition's finished works); nothing goes to the user.
 */
export async function applyBonus(
  manager: EntityManager,
  user: User,
  work: Work,
  choice: BonusChoice,
  context: BonusContext,
): Promise<KeptBonus | null> {
  if (choice === 'share') {
    if (user.team_id !== null) {
      await manager.query(
        'UPDATE teams SET completed_works_count = completed_works_count + 1 WHERE id = ?',
        [user.team_id],
      );
    }
    return null;
  }
  const day = context.today.format('YYYY-MM-DD');
  await manager.update(Work, work.id, { bonus_points: WORK_BONUS_POINTS, bonus_on: day });
  const entry = await entryForDay(manager, user, day);
  const record = await recomputeTotals(manager, entry, user, context.promotion, context.boards);
  return { user, entry: entryView(context.promotion, day, context.today, record) };
}
