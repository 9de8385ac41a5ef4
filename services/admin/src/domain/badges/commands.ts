import {
  BADGE_EARNED_EVENT,
  HttpError,
  badgeEarnedPayload,
  isDuplicateEntry,
  notFound,
} from '@wellness/platform';
import type { BadgeRow, EventPublisher } from '@wellness/platform';
import type { BadgeCategory } from '@wellness/schema';
import type { DataSource, EntityManager } from 'typeorm';
import { badgeOfPromotion, isDefaultPromotion } from './queries';

export interface BadgeInput {
  name: string;
  category: BadgeCategory;
  goal: number;
  goal2?: number | null;
  hide_until_earned?: boolean;
  image_url: string;
}

export const ALREADY_DEFAULT = 'This badge already shows the default.';
export const ONLY_CUSTOM_AWARDS = 'Only custom badges are awarded by hand.';

const columns = (input: BadgeInput) => [
  input.name.trim(),
  input.category,
  input.goal,
  input.goal2 ?? null,
  input.hide_until_earned ?? false,
  input.image_url,
];

const insertBadge = (
  manager: Pick<DataSource, 'query'>,
  promotionId: number,
  defaultBadgeId: number | null,
  input: BadgeInput,
): Promise<{ insertId: number }> =>
  manager.query(
    `INSERT INTO badges (promotion_id, default_badge_id, name, category, goal, goal2, hide_until_earned, image_url)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [promotionId, defaultBadgeId, ...columns(input)],
  );

/** The promotion's own edit of a default badge, or null. */
async function editOfDefault(db: DataSource, promotionId: number, defaultId: number) {
  const [edit]: Array<{ id: number }> = await db.query(
    'SELECT id FROM badges WHERE promotion_id = ? AND default_badge_id = ?',
    [promotionId, defaultId],
  );
  return edit ? badgeOfPromotion(db, promotionId, Number(edit.id)) : null;
}

/** A new badge of the promotion's own. */
export async function createBadge(db: DataSource, promotionId: number, input: BadgeInput) {
  const { insertId } = await insertBadge(db, promotionId, null, input);
  return badgeOfPromotion(db, promotionId, Number(insertId));
}

/**
 * Saves a badge the promotion shows. Its own badge is updated; a default badge shown unedited
 * becomes the promotion's own edit of it (naming the default, so the users who earned it keep
 * it). Two editors at once: the unique (promotion, default badge) key lets one insert, the
 * other updates that edit; a save naming a default the promotion has already edited goes to
 * the edit.
 */
export async function updateBadge(
  db: DataSource,
  promotionId: number,
  id: number,
  input: BadgeInput,
): Promise<BadgeRow> {
  const badge = await badgeOfPromotion(db, promotionId, id).catch(async (error: unknown) => {
    // A default badge the promotion has edited meanwhile (another editor saved first) is no
    // longer shown: the save goes to that edit, as if the page had been read a moment later.
    const edit = await editOfDefault(db, promotionId, id);
    if (edit === null) throw error;
    return edit;
  });
  if (badge.id !== id) return updateBadge(db, promotionId, badge.id, input);
  if (badge.promotion_id === promotionId) {
    await db.query(
      `UPDATE badges SET name = ?, category = ?, goal = ?, goal2 = ?, hide_until_earned = ?, image_url = ?
        WHERE id = ? AND promotion_id = ?`,
      [...columns(input), id, promotionId],
    );
    return badgeOfPromotion(db, promotionId, id);
  }
  try {
    const { insertId } = await insertBadge(db, promotionId, badge.id, input);
    return await badgeOfPromotion(db, promotionId, Number(insertId));
  } catch (error) {
    if (!isDuplicateEntry(error)) throw error;
    const edit = await editOfDefault(db, promotionId, badge.id);
    if (edit === null) throw error;
    return updateBadge(db, promotionId, edit.id, input);
  }
}

/**
 * Spec 1 s4: in the default promotion a delete deletes; elsewhere it resets the badge to the
 * default (deleted if no default exists). Deleting a default badge turns the promotions'
 * edits of it into badges of their own, and their users' earned rows follow them. Answers the
 * badge the promotion shows instead (null: none).
 */
export async function deleteBadge(
  db: DataSource,
  promotionId: number,
  id: number,
): Promise<{ id: number; reset_to: number | null }> {
  const badge = await badgeOfPromotion(db, promotionId, id);
  if (badge.promotion_id !== promotionId) throw new HttpError(422, ALREADY_DEFAULT);
  if (badge.default_badge_id !== null) {
    await db.query('DELETE FROM badges WHERE id = ?', [id]);
    return { id, reset_to: badge.default_badge_id };
  }
  await db.transaction(async (manager) => {
    if (isDefaultPromotion(promotionId)) await detachEdits(manager, id);
    await manager.query('DELETE FROM user_badges WHERE badge_id = ?', [id]);
    await manager.query('DELETE FROM badges WHERE id = ?', [id]);
  });
  return { id, reset_to: null };
}

async function detachEdits(manager: EntityManager, defaultBadgeId: number) {
  const edits: Array<{ id: number; promotion_id: number }> = await manager.query(
    'SELECT id, promotion_id FROM badges WHERE default_badge_id = ? FOR UPDATE',
    [defaultBadgeId],
  );
  for (const edit of edits) {
    await manager.query(
      `UPDATE user_badges ub JOIN users u ON u.id = ub.user_id SET ub.badge_id = ?
        WHERE ub.badge_id = ? AND u.promotion_id = ?`,
      [edit.id, defaultBadgeId, edit.promotion_id],
    );
  }
  await manager.query('UPDATE badges SET default_badge_id = NULL WHERE default_badge_id = ?', [
    defaultBadgeId,
  ]);
}

/**
 * Staff award a custom badge to a user of the promotion: once (INSERT IGNORE on the unique
 * key); the user's popup arrives live only when this award made it.
 */
export async function awardCustomBadge(
  db: DataSource,
  events: EventPublisher,
  promotionId: number,
  id: number,
  userId: number,
): Promise<{ awarded: boolean }> {
  const badge = await badgeOfPromotion(db, promotionId, id);
  if (badge.category !== 'custom') throw new HttpError(422, ONLY_CUSTOM_AWARDS);
  const [user]: Array<{ id: number }> = await db.query(
    'SELECT id FROM users WHERE id = ? AND promotion_id = ?',
    [userId, promotionId],
  );
  if (!user) throw notFound('User');
  const result: { affectedRows: number } = await db.query(
    'INSERT IGNORE INTO user_badges (user_id, badge_id) VALUES (?, ?)',
    [userId, badge.root_id],
  );
  if (result.affectedRows !== 1) return { awarded: false };
  await events.publish({
    type: BADGE_EARNED_EVENT,
    promotion_id: promotionId,
    audience: { kind: 'user', id: userId },
    payload: badgeEarnedPayload(badge, new Date()),
  });
  return { awarded: true };
}

/** The promotion's picture of a locked badge (null: the product's). */
export async function setLockedImage(db: DataSource, promotionId: number, url: string | null) {
  await db.query('UPDATE promotions SET badge_locked_image = ? WHERE id = ?', [url, promotionId]);
}
