import type { EntityManager } from 'typeorm';
import type { User } from '@wellness/schema';

/**
 * A finished work's bonus (README "Works", finalise flow): the points of one gift (spec 2 and
 * spec 3 "Gifted points are 10 each").
 */
export const WORK_BONUS_POINTS = 10;

export type BonusChoice = 'keep' | 'share';

/**
 * Credits a kept bonus to the user (the entries area's `creditWorkBonus`, passed in by the
 * route: entries already depend on works).
 */
export type BonusKeeper<K> = (
  manager: EntityManager,
  user: User,
  workId: number,
  points: number,
) => Promise<K>;

/**
 * Applies the bonus of a work being finished, inside the finishing transaction with the
 * user's row locked. Kept: the points go to the user (`keep`). Shared: the work counts for the
 * user's team (`teams.completed_works_count`, the team competition's finished works); nothing
 * goes to the user.
 */
export async function applyBonus<K>(
  manager: EntityManager,
  user: User,
  workId: number,
  choice: BonusChoice,
  keep: BonusKeeper<K>,
): Promise<K | null> {
  if (choice === 'keep') return keep(manager, user, workId, WORK_BONUS_POINTS);
  if (user.team_id !== null) {
    await manager.query(
      'UPDATE teams SET completed_works_count = completed_works_count + 1 WHERE id = ?',
      [user.team_id],
    );
  }
  return null;
}
