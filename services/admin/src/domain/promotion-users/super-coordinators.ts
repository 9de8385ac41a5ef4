import type { DataSource } from 'typeorm';
import { inList, notFound, unprocessable } from '@wellness/platform';

export const NOT_A_SUPER_COORDINATOR = 'Only a Super Coordinator is assigned promotions.';
export const OUTSIDE_ORGANIZATION =
  "A Super Coordinator can be assigned only promotions of their own promotion's organization.";

export interface AssignablePromotion {
  id: number;
  name: string;
  subdomain: string;
  assigned: boolean;
}

/** The user of the promotion in the URL with their organization, or 404. */
async function superCoordinatorOf(db: DataSource, promotionId: number, userId: number) {
  const [row] = await db.query(
    `SELECT u.id, u.role, p.organization_id
       FROM users u JOIN promotions p ON p.id = u.promotion_id
      WHERE u.id = ? AND u.promotion_id = ?`,
    [userId, promotionId],
  );
  if (!row) throw notFound('User');
  const organizationId = row.organization_id == null ? null : Number(row.organization_id);
  return { role: row.role as string, organizationId };
}

/**
 * The promotions a Super Coordinator may be given (spec 3 s3 User.super_coordinator_promotions;
 * README "A promotion's users"): the other promotions of their own promotion's organization,
 * each saying whether it is assigned. Their own promotion is always theirs and not listed.
 */
export async function assignablePromotions(
  db: DataSource,
  promotionId: number,
  userId: number,
): Promise<AssignablePromotion[]> {
  const { organizationId } = await superCoordinatorOf(db, promotionId, userId);
  if (organizationId === null) return [];
  const rows: Array<{ id: number; name: string; subdomain: string; assigned: number }> =
    await db.query(
      `SELECT p.id, p.name, p.subdomain, (s.user_id IS NOT NULL) AS assigned
         FROM promotions p
         LEFT JOIN super_coordinator_promotions s ON s.promotion_id = p.id AND s.user_id = ?
        WHERE p.organization_id = ? AND p.id <> ?
        ORDER BY p.name, p.id`,
      [userId, organizationId, promotionId],
    );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    subdomain: row.subdomain,
    assigned: Boolean(Number(row.assigned)),
  }));
}

/**
 * Sets which of their organization's promotions a Super Coordinator picks among: the list
 * given replaces the organization's assignments (others, if any, are left alone), in one
 * transaction with the user's row locked. The platform's `managed` scope reads the table on
 * every request, so the picker and the routes follow at once.
 */
export async function assignPromotions(
  db: DataSource,
  promotionId: number,
  userId: number,
  promotionIds: number[],
): Promise<AssignablePromotion[]> {
  const { role } = await superCoordinatorOf(db, promotionId, userId);
  if (role !== 'Super Coordinator') throw unprocessable(NOT_A_SUPER_COORDINATOR);
  const wanted = [...new Set(promotionIds)];
  const allowed = new Set(
    (await assignablePromotions(db, promotionId, userId)).map((promotion) => promotion.id),
  );
  if (wanted.some((id) => !allowed.has(id))) throw unprocessable(OUTSIDE_ORGANIZATION);
  await db.transaction(async (manager) => {
    await manager.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);
    if (allowed.size > 0) {
      await manager.query(
        'DELETE FROM super_coordinator_promotions WHERE user_id = ? AND promotion_id IN (?)',
        [userId, inList([...allowed])],
      );
    }
    if (wanted.length > 0) {
      await manager.query(
        'INSERT INTO super_coordinator_promotions (user_id, promotion_id) VALUES ?',
        [wanted.map((id) => [userId, id])],
      );
    }
  });
  return assignablePromotions(db, promotionId, userId);
}
