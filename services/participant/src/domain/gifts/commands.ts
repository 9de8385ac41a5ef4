import type { DataSource, EntityManager } from 'typeorm';
import { HttpError, isDuplicateEntry, notFound, unprocessable } from '@wellness/platform';
import { lockUser } from '../users';
import { creditWorkBonus, recreditToday } from '../entries';
import type { CreditedBonus, DayContext } from '../entries';
import { FINISH, WORK_BONUS_POINTS } from '../works';
import { bonusById, giftablePeople, giftedOn, workAwaitingBonus } from './queries';
import type { BonusView } from './queries';

// Spec 2 s4, word for word (the popups).
export const sentGiftTo = (name: string) => `Sent gift points to ${name}`;
export const acceptedGiftFrom = (name: string) => `Accepted gift points from ${name}`;
export const GIFTED_MYSELF = 'Gifted myself';
// Our refusals (README "Gift points").
export const NO_BONUS_WAITING = 'Finish an image first: its bonus is what you gift.';
export const NOT_GIFTABLE = 'Gift points go to a friend or a teammate.';
export const DAILY_GIFT_LIMIT = 'You have already gifted points today. Try again tomorrow.';
export const GIFT_ANSWERED = 'These gift points have already been answered.';

export interface GiftOutcome {
  message: string;
  workId: number;
  bonus: BonusView | null;
  /** The giver's new totals when they kept the bonus themself. */
  kept: CreditedBonus | null;
}

/** Locks two users' rows in id order, so that two gifts crossing never deadlock. */
async function lockBoth(manager: EntityManager, a: number, b: number) {
  await manager.query('SELECT id FROM users WHERE id IN (?, ?) ORDER BY id FOR UPDATE', [a, b]);
}

/**
 * PUT /works/bonus_points/offer/{user_id} (README "Gift points"): the bonus of the caller's
 * finished work goes to a friend or teammate (waiting for their answer), or, offered to
 * themself, is kept ('Gifted myself'). One gift to someone else per giver and day.
 */
export function offerGift(
  db: DataSource,
  context: DayContext,
  giverId: number,
  targetId: number,
  /** Which finished work's bonus (the oldest waiting when absent). */
  chosenWorkId: number | null = null,
): Promise<GiftOutcome> {
  const day = context.today.format('YYYY-MM-DD');
  return db.transaction(async (manager) => {
    const giver = await lockUser(manager, giverId);
    if (targetId !== giverId) {
      const [inPromotion] = await manager.query(
        'SELECT id FROM users WHERE id = ? AND promotion_id = ?',
        [targetId, giver.promotion_id],
      );
      if (!inPromotion) throw notFound('User');
    }
    const workId = await workAwaitingBonus(manager, giverId, true, chosenWorkId);
    if (workId === null) throw unprocessable(NO_BONUS_WAITING);
    const finish = (choice: string) =>
      manager.query(
        `UPDATE works SET made_final_bonus_choice = 1, bonus_choice = ?, ${FINISH} WHERE id = ?`,
        [choice, workId],
      );
    if (targetId === giverId) {
      await finish('keep');
      const kept = await creditWorkBonus(manager, giver, workId, WORK_BONUS_POINTS, context);
      return { message: GIFTED_MYSELF, workId, bonus: null, kept };
    }
    const people = await giftablePeople(manager, giver, true);
    const target = people.find((person) => person.id === targetId);
    if (!target) throw unprocessable(NOT_GIFTABLE);
    if (await giftedOn(manager, giverId, day)) throw new HttpError(409, DAILY_GIFT_LIMIT);
    await finish('gift');
    let id: number;
    try {
      const result = await manager.query(
        `INSERT INTO work_bonuses (promotion_id, work_id, earned_by_id, target_user_id, points, offered_on)
         VALUES (?, ?, ?, ?, ?, ?)`,
        [giver.promotion_id, workId, giverId, targetId, WORK_BONUS_POINTS, day],
      );
      id = Number(result.insertId);
    } catch (error) {
      // Two offers at once on one day: the unique (giver, day) key keeps one.
      if (isDuplicateEntry(error)) throw new HttpError(409, DAILY_GIFT_LIMIT);
      throw error;
    }
    const bonus = (await bonusById(manager, id))!;
    return { message: sentGiftTo(target.profile.full_name), workId, bonus, kept: null };
  });
}

export interface AnswerOutcome {
  bonus: BonusView;
  /** Whose totals changed: the receiver's (accepted) or the giver's (declined). */
  credited: CreditedBonus;
}

/**
 * The receiver's answer (spec 2 s4): accepted (applied true), the points count on their entry
 * of today; declined (applied false), the giver keeps them on theirs. The conditional update
 * decides: answered twice (or at once in two tabs) applies once.
 */
export async function answerGift(
  db: DataSource,
  context: DayContext,
  receiverId: number,
  bonusId: number,
  accept: boolean,
): Promise<AnswerOutcome> {
  const day = context.today.format('YYYY-MM-DD');
  const found = await bonusById(db, bonusId);
  if (!found || found.target_user_id !== receiverId) throw notFound('Gift');
  return db.transaction(async (manager) => {
    await lockBoth(manager, receiverId, found.earned_by_id);
    const result = await manager.query(
      `UPDATE work_bonuses SET applied = ?, decided_on = ?
        WHERE id = ? AND target_user_id = ? AND applied IS NULL`,
      [accept, day, bonusId, receiverId],
    );
    if (result.affectedRows !== 1) throw new HttpError(409, GIFT_ANSWERED);
    const credited = accept
      ? await recreditToday(manager, await lockUser(manager, receiverId), context)
      : await creditWorkBonus(
          manager,
          await lockUser(manager, found.earned_by_id),
          found.work_id,
          found.points,
          context,
        );
    return { bonus: (await bonusById(manager, bonusId))!, credited };
  });
}
