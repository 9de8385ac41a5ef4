import { DEFAULT_PROMOTION_ID, badgeFields, badgesInEffect, notFound } from '@wellness/platform';
import type { BadgeRow } from '@wellness/platform';
import { badgeImageUrl } from '@wellness/schema';
import type { DataSource } from 'typeorm';

export type BadgeSource = 'promotion' | 'default';

/** A badge as the badge administration shows it. */
export interface AdminBadge {
  id: number;
  promotion_id: number;
  default_badge_id: number | null;
  name: string;
  category: BadgeRow['category'];
  goal: number;
  goal2: number | null;
  hide_until_earned: boolean;
  image_url: string;
  /**
   * default: the default promotion's badge shown here unchanged (an edit makes the
   * promotion's own copy); promotion: the promotion's own (or its edit of a default badge).
   */
  source: BadgeSource;
  /** How many users have earned it. */
  earned_count: number;
}

export const BADGE_NOT_FOUND = 'Badge';

/**
 * The badges of a promotion: its own and the default promotion's it has not edited, each with
 * how many of the promotion's users have earned it.
 */
export async function badgesOfPromotion(db: DataSource, promotionId: number) {
  const badges = await badgesInEffect(db, promotionId);
  const counts = new Map<number, number>();
  if (badges.length) {
    const rows: Array<{ badge_id: number; n: number | string }> = await db.query(
      `SELECT ub.badge_id, COUNT(*) AS n FROM user_badges ub JOIN users u ON u.id = ub.user_id
        WHERE ub.badge_id IN (?) AND u.promotion_id = ? GROUP BY ub.badge_id`,
      [badges.map((badge) => badge.root_id), promotionId],
    );
    for (const row of rows) counts.set(Number(row.badge_id), Number(row.n));
  }
  return badges.map((badge) => serializeBadge(badge, promotionId, counts.get(badge.root_id) ?? 0));
}

export function serializeBadge(badge: BadgeRow, promotionId: number, earned = 0): AdminBadge {
  return {
    id: badge.id,
    promotion_id: badge.promotion_id,
    default_badge_id: badge.default_badge_id,
    ...badgeFields(badge),
    source: badge.promotion_id === promotionId ? 'promotion' : 'default',
    earned_count: earned,
  };
}

/** One badge the promotion shows (its own or an unedited default one), else 404. */
export async function badgeOfPromotion(
  db: DataSource,
  promotionId: number,
  id: number,
): Promise<BadgeRow> {
  const [badge] = await badgesInEffect(db, promotionId, { id });
  if (!badge) throw notFound(BADGE_NOT_FOUND);
  return badge;
}

/** The promotion's picture of a locked badge, and what shows when it has none. */
export async function lockedImage(db: DataSource, promotionId: number) {
  const [row]: Array<{ badge_locked_image: string | null }> = await db.query(
    'SELECT badge_locked_image FROM promotions WHERE id = ?',
    [promotionId],
  );
  return {
    badge_locked_image: row?.badge_locked_image ?? null,
    default_locked_image: badgeImageUrl('locked'),
  };
}

export const isDefaultPromotion = (promotionId: number) => promotionId === DEFAULT_PROMOTION_ID;
