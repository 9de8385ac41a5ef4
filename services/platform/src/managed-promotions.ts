import type { DataSource } from 'typeorm';
import type { SessionUser } from './plugins/auth';

/**
 * Which promotions a dashboard user may work on (spec 3 "Super user ... promotion picker"):
 * a Master any; a Super Coordinator the promotions a master assigned; a Reseller every
 * promotion of the reseller's organizations; everyone their own promotion. Returns null for
 * "every promotion".
 */
export async function managedPromotionIds(
  db: DataSource,
  user: Pick<SessionUser, 'id' | 'role' | 'promotion_id'>,
): Promise<number[] | null> {
  if (user.role === 'Master') return null;
  let rows: Array<{ id: number }> = [];
  if (user.role === 'Super Coordinator') {
    rows = await db.query(
      'SELECT promotion_id AS id FROM super_coordinator_promotions WHERE user_id = ?',
      [user.id],
    );
  } else if (user.role === 'Reseller') {
    rows = await db.query(
      `SELECT p.id FROM promotions p
         JOIN organizations o ON o.id = p.organization_id
         JOIN users u ON u.reseller_id = o.reseller_id
        WHERE u.id = ?`,
      [user.id],
    );
  }
  return [...new Set([user.promotion_id, ...rows.map((row) => Number(row.id))])];
}

/** True when the user may work on the promotion (see managedPromotionIds). */
export async function canManagePromotion(
  db: DataSource,
  user: Pick<SessionUser, 'id' | 'role' | 'promotion_id'>,
  promotionId: number,
): Promise<boolean> {
  const ids = await managedPromotionIds(db, user);
  return ids === null || ids.includes(promotionId);
}
