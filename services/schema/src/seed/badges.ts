import type { EntityManager } from 'typeorm';
import { Badge } from '../entities/badge';
import type { BadgeCategory } from '../entities/badge';

/** The product's badge pictures (services/participant/assets/badges, served by the API). */
export const badgeImageUrl = (name: BadgeCategory | 'locked') => `/api/badges/images/${name}.svg`;

type SeedBadge = [name: string, category: BadgeCategory, goal: number, goal2?: number | null];

/** Every promotion's badges until it edits its own (services/worker README "Badges"). */
export const DEFAULT_BADGES: SeedBadge[] = [
  ['First Day', 'days_logged', 1],
  ['Three Days Strong', 'days_logged', 3],
  ['Full Week', 'days_logged', 7],
  ['Busy Day', 'days_logged', 1, 5],
  ['Checked In', 'survey', 1],
  ['Evaluation Done', 'evaluation', 1],
  ['On Display', 'displayed_art', 1],
  ['Generous Giver', 'sent_gift_points', 100],
  ['First Post', 'wall_posts_created', 1],
  ['Wall Regular', 'wall_posts_created', 10],
  ['Tag Team', 'wall_posts_tags', 1],
  ['Recipe Critic', 'recipes_rated', 5],
  ['Tip Sharer', 'tips_shared', 1],
  ['Good Company', 'buddies_added', 3],
];

/** Badges that stay hidden until earned. */
const HIDDEN_BADGES: SeedBadge[] = [
  ['Perfect Ten', 'days_logged', 10],
  ['Program Champion', 'custom', 1],
];

export async function seedBadges(manager: EntityManager, promotionId: number): Promise<void> {
  const row = ([name, category, goal, goal2 = null]: SeedBadge, hidden: boolean) => ({
    promotion_id: promotionId,
    name,
    category,
    goal,
    goal2,
    hide_until_earned: hidden,
    image_url: badgeImageUrl(category),
  });
  await manager.save(Badge, [
    ...DEFAULT_BADGES.map((badge) => row(badge, false)),
    ...HIDDEN_BADGES.map((badge) => row(badge, true)),
  ]);
}
