import { badgeFields, badgesInEffect } from '@wellness/platform';
import { badgeImageUrl } from '@wellness/schema';
import type { BadgeCategory } from '@wellness/schema';
import type { DataSource } from 'typeorm';

export interface UserBadgeView {
  id: number;
  name: string;
  category: BadgeCategory;
  goal: number;
  goal2: number | null;
  hide_until_earned: boolean;
  image_url: string;
  /** When the user earned it (ISO); null: not yet. */
  earned_on: string | null;
}

/** The picture of a badge not yet earned: the promotion's, else the product's locked badge. */
export async function lockedImageOf(db: DataSource, promotionId: number): Promise<string> {
  const [row]: Array<{ badge_locked_image: string | null }> = await db.query(
    'SELECT badge_locked_image FROM promotions WHERE id = ?',
    [promotionId],
  );
  return row?.badge_locked_image || badgeImageUrl('locked');
}

/**
 * The user's badge list (go.u.badges): every badge of their promotion with when they earned
 * it; a badge hidden until earned is left out until then, so its name never reaches them.
 */
export async function badgesOfUser(
  db: DataSource,
  user: { id: number; promotion_id: number },
): Promise<UserBadgeView[]> {
  const badges = await badgesInEffect(db, user.promotion_id);
  const earned: Array<{ badge_id: number; earned_on: Date }> = await db.query(
    'SELECT badge_id, earned_on FROM user_badges WHERE user_id = ?',
    [user.id],
  );
  const earnedOn = new Map(earned.map((row) => [Number(row.badge_id), row.earned_on]));
  return badges
    .map((badge) => {
      const when = earnedOn.get(badge.root_id);
      return {
        id: badge.id,
        ...badgeFields(badge),
        earned_on: when ? new Date(when).toISOString() : null,
      };
    })
    .filter((badge) => badge.earned_on !== null || !badge.hide_until_earned);
}
