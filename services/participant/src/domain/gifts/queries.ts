import type { DataSource, EntityManager } from 'typeorm';
import { PARTICIPANT_ROLES } from '@wellness/platform';

type Db = DataSource | EntityManager;

interface BonusRow {
  id: number;
  work_id: number;
  earned_by_id: number;
  target_user_id: number;
  points: number;
  applied: number | null;
  offered_on: string;
  decided_on: string | null;
  first_name: string;
  last_name: string;
}

/** Spec 2 s3 "target_work_bonus": id, applied, earned_by_name, earned_by_first_name. */
export function serializeBonus(row: BonusRow) {
  return {
    id: Number(row.id),
    work_id: Number(row.work_id),
    earned_by_id: Number(row.earned_by_id),
    target_user_id: Number(row.target_user_id),
    points: Number(row.points),
    applied: row.applied === null ? null : Boolean(Number(row.applied)),
    earned_by_name: `${row.first_name} ${row.last_name}`.trim(),
    earned_by_first_name: row.first_name,
    offered_on: String(row.offered_on),
    decided_on: row.decided_on === null ? null : String(row.decided_on),
  };
}
export type BonusView = ReturnType<typeof serializeBonus>;

const SELECT_BONUS = `SELECT b.id, b.work_id, b.earned_by_id, b.target_user_id, b.points, b.applied,
    DATE_FORMAT(b.offered_on, '%Y-%m-%d') AS offered_on, DATE_FORMAT(b.decided_on, '%Y-%m-%d') AS decided_on,
    u.first_name, u.last_name
  FROM work_bonuses b JOIN users u ON u.id = b.earned_by_id`;

export async function bonusById(db: Db, id: number) {
  const rows: BonusRow[] = await db.query(`${SELECT_BONUS} WHERE b.id = ?`, [id]);
  return rows[0] ? serializeBonus(rows[0]) : null;
}

/** Gifts waiting for the receiver's answer, oldest first. */
export async function waitingGifts(db: Db, userId: number) {
  const rows: BonusRow[] = await db.query(
    `${SELECT_BONUS} WHERE b.target_user_id = ? AND b.applied IS NULL ORDER BY b.id`,
    [userId],
  );
  return rows.map(serializeBonus);
}

/** The caller's finished work whose bonus is still to be chosen (gallery choice made). */
export async function workAwaitingBonus(
  db: Db,
  userId: number,
  lock = false,
  workId: number | null = null,
) {
  const rows: Array<{ id: number }> = await db.query(
    `SELECT id FROM works WHERE user_id = ? AND made_final_gallery_choice = 1
       AND made_final_bonus_choice = 0 AND user_completed = 0 AND (? IS NULL OR id = ?)
     ORDER BY id LIMIT 1${lock ? ' FOR UPDATE' : ''}`,
    [userId, workId, workId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

interface GiftableRow {
  id: number;
  first_name: string;
  last_name: string;
  image_url: string | null;
  is_friend: number;
  is_teammate: number;
  waiting: number;
}

/**
 * Spec 2 s7 "eligible_for_gift": the caller's accepted friends and teammates (participants of
 * their promotion), each `eligible` when the caller may gift now (a finished work's bonus
 * waits, no gift sent today) and they hold no unanswered gift from the caller.
 */
export async function giftablePeople(
  db: Db,
  user: { id: number; promotion_id: number; team_id: number | null },
  canGift: boolean,
) {
  const rows: GiftableRow[] = await db.query(
    `SELECT u.id, u.first_name, u.last_name, u.image_url,
        EXISTS(SELECT 1 FROM friendships f WHERE f.status = 'A'
          AND ((f.friender_id = ? AND f.friendee_id = u.id) OR (f.friendee_id = ? AND f.friender_id = u.id))) AS is_friend,
        (u.team_id IS NOT NULL AND u.team_id <=> ?) AS is_teammate,
        EXISTS(SELECT 1 FROM work_bonuses b WHERE b.earned_by_id = ? AND b.target_user_id = u.id AND b.applied IS NULL) AS waiting
       FROM users u
      WHERE u.promotion_id = ? AND u.id <> ? AND u.role IN (?)
      HAVING is_friend OR is_teammate
      ORDER BY u.first_name, u.last_name, u.id`,
    [user.id, user.id, user.team_id, user.id, user.promotion_id, user.id, PARTICIPANT_ROLES],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    profile: {
      first_name: row.first_name,
      last_name: row.last_name,
      full_name: `${row.first_name} ${row.last_name}`.trim(),
      image: row.image_url ? { url: row.image_url } : null,
    },
    is_friend: Boolean(Number(row.is_friend)),
    is_teammate: Boolean(Number(row.is_teammate)),
    eligible: canGift && !Number(row.waiting),
  }));
}

/** Whether the giver already offered a gift on this day (the daily limit). */
export async function giftedOn(db: Db, userId: number, day: string) {
  const rows: unknown[] = await db.query(
    'SELECT 1 FROM work_bonuses WHERE earned_by_id = ? AND offered_on = ?',
    [userId, day],
  );
  return rows.length > 0;
}
