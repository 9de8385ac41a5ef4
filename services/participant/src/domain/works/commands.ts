import type { Dayjs } from 'dayjs';
import type { DataSource, EntityManager } from 'typeorm';
import { HttpError, notFound, postWorkToGallery, unprocessable } from '@wellness/platform';
import type { Promotion } from '@wellness/schema';
import { User, Work } from '@wellness/schema';
import { currentWeek, hasLoggingEnded } from '../promotions';
import { lockUser } from '../users';
import { applyBonus } from './bonus';
import type { BonusChoice, BonusKeeper } from './bonus';
import { availableStyles, bonusAvailable } from './queries';
import { SEGMENTS_PER_WORK, isFullyRevealed } from './rules';

export const HAS_CURRENT_WORK = 'You already have a current work.';
export const STYLE_NOT_AVAILABLE = 'This style is not available yet.';
export const WORK_LOGGING_ENDED = 'Logging has ended for this program.';
export const NOT_EARNED = 'You have not earned that many segments yet.';
export const REVEAL_FIRST = 'Reveal the whole image first.';
export const CHOICE_MADE = 'This choice has already been made.';
export const GALLERY_CHOICE_FIRST = 'Make the gallery choice first.';
export const NO_TEAM_TO_SHARE = 'Join a team to share your image with it.';

const isDuplicate = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'ER_DUP_ENTRY';

/**
 * Starts the user's current work (participants only, by the route's access: masters have none) in a style they picked: a picture of that style they have
 * used least, with the segments they banked while they had no work (up to 20). One current
 * work per user: the unique index on `current_user_id` decides a race.
 */
export async function startWork(
  db: DataSource,
  input: { userId: number; promotion: Promotion; styleId: number; today: Dayjs },
) {
  const { userId, promotion, styleId, today } = input;
  if (hasLoggingEnded(promotion, today)) throw unprocessable(WORK_LOGGING_ENDED);
  const styles = await availableStyles(db, promotion, Number.MAX_SAFE_INTEGER);
  const style = styles.find((s) => s.id === styleId);
  if (!style) throw notFound('Work style');
  if (style.week > Math.max(1, currentWeek(promotion, today))) {
    throw unprocessable(STYLE_NOT_AVAILABLE);
  }
  try {
    return await db.transaction(async (manager) => {
      const user = await lockUser(manager, userId);
      if (await manager.findOneBy(Work, { current_user_id: userId })) {
        throw new HttpError(409, HAS_CURRENT_WORK);
      }
      const [picked]: Array<{ id: number }> = await manager.query(
        'SELECT i.id, (SELECT COUNT(*) FROM works w WHERE w.user_id = ? AND w.style_image_id = i.id) AS used FROM style_images i WHERE i.style_id = ? ORDER BY used, i.id LIMIT 1',
        [userId, style.id],
      );
      const available = Math.min(SEGMENTS_PER_WORK, user.segments_banked);
      await manager.update(User, userId, { segments_banked: user.segments_banked - available });
      const completed = available >= SEGMENTS_PER_WORK;
      const { identifiers } = await manager.insert(Work, {
        promotion_id: promotion.id,
        user_id: userId,
        current_user_id: userId,
        style_id: style.id,
        style_image_id: Number(picked.id),
        segments_available: available,
        completed,
        completed_at: completed ? new Date() : null,
      });
      return manager.findOneByOrFail(Work, { id: identifiers[0].id as number });
    });
  } catch (error) {
    if (isDuplicate(error)) throw new HttpError(409, HAS_CURRENT_WORK);
    throw error;
  }
}

const ownCurrent = async (db: DataSource, userId: number, workId: number) => {
  const work = await db.getRepository(Work).findOneBy({ id: workId, user_id: userId });
  if (!work) throw notFound('Work');
  return work;
};

/**
 * Painting: segments_revealed moves up to a count the user has earned, never down (a late
 * save of an older animation frame changes nothing).
 */
export async function revealSegments(
  db: DataSource,
  userId: number,
  workId: number,
  count: number,
) {
  const work = await ownCurrent(db, userId, workId);
  if (count > work.segments_available) throw unprocessable(NOT_EARNED);
  await db.query(
    'UPDATE works SET segments_revealed = ? WHERE id = ? AND segments_revealed < ? AND segments_available >= ?',
    [count, workId, count, count],
  );
  return db.getRepository(Work).findOneByOrFail({ id: workId });
}

/** What finishing leaves: no current work (spec 1 s4 "Finishing the image resets the current work"). */
export const FINISH = 'user_completed = 1, user_completed_at = NOW(3), current_user_id = NULL';

/** A choice's outcome: the work, and the totals a kept bonus changed (null: none). */
export interface ChoiceResult<K> {
  work: Work;
  kept: K | null;
}

/** The caller's own work, read with the user's row locked (the finalise flow's order). */
async function lockedOwnWork(manager: EntityManager, userId: number, workId: number) {
  const user = await lockUser(manager, userId);
  const work = await manager.findOneBy(Work, { id: workId, user_id: userId });
  if (!work) throw notFound('Work');
  return { user, work };
}

/**
 * The final gallery choice (spec 1 s4, first step of the finalise flow). When no bonus choice
 * applies (the user is on no team), it also finishes the work and the bonus is kept.
 */
export function makeGalleryChoice<K>(
  db: DataSource,
  input: { userId: number; workId: number; publicGallery: boolean; keep: BonusKeeper<K> },
): Promise<ChoiceResult<K>> {
  return db.transaction(async (manager) => {
    const { user, work } = await lockedOwnWork(manager, input.userId, input.workId);
    if (!isFullyRevealed(work)) throw unprocessable(REVEAL_FIRST);
    const finishing = !(await bonusAvailable(manager, user));
    const result = await manager.query(
      `UPDATE works SET made_final_gallery_choice = 1, public_gallery = ?${finishing ? `, ${FINISH}` : ''} WHERE id = ? AND made_final_gallery_choice = 0 AND user_completed = 0`,
      [input.publicGallery, work.id],
    );
    if (!result.affectedRows) throw new HttpError(409, CHOICE_MADE);
    // The gallery choice posts the work to the art gallery (services/social README "Art gallery").
    await postWorkToGallery(manager, work, input.publicGallery);
    const kept = finishing ? await applyBonus(manager, user, work.id, 'keep', input.keep) : null;
    return { work: await manager.findOneByOrFail(Work, { id: work.id }), kept };
  });
}

/**
 * The final bonus choice (second step, only for users on a team): finishes the work and
 * applies the bonus (README "Works"). A work waits for it only when its owner was on a team at
 * the gallery choice; otherwise that choice already finished the work.
 */
export function makeBonusChoice<K>(
  db: DataSource,
  input: { userId: number; workId: number; choice: BonusChoice; keep: BonusKeeper<K> },
): Promise<ChoiceResult<K>> {
  return db.transaction(async (manager) => {
    const { user, work } = await lockedOwnWork(manager, input.userId, input.workId);
    if (!work.made_final_gallery_choice) throw unprocessable(GALLERY_CHOICE_FIRST);
    if (input.choice === 'share' && user.team_id === null) throw unprocessable(NO_TEAM_TO_SHARE);
    const result = await manager.query(
      `UPDATE works SET made_final_bonus_choice = 1, bonus_choice = ?, ${FINISH} WHERE id = ? AND made_final_bonus_choice = 0 AND user_completed = 0`,
      [input.choice, work.id],
    );
    if (!result.affectedRows) throw new HttpError(409, CHOICE_MADE);
    const kept = await applyBonus(manager, user, work.id, input.choice, input.keep);
    return { work: await manager.findOneByOrFail(Work, { id: work.id }), kept };
  });
}
