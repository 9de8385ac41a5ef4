import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, IntColumn, StringColumn, UpdatedAt } from './columns';

/** Spec 1 s3 "Badge ... Categories": what a badge counts. */
export const BADGE_CATEGORIES = [
  'days_logged',
  'evaluation',
  'survey',
  'displayed_art',
  'sent_gift_points',
  'wall_posts_created',
  'wall_posts_tags',
  'recipes_rated',
  'tips_shared',
  'buddies_added',
  'custom',
] as const;
export type BadgeCategory = (typeof BADGE_CATEGORIES)[number];

/**
 * Owner: services/admin (the badge administration). Spec 1 s3 Badge. The default promotion's
 * badges are every promotion's until it edits one: the edit is the promotion's own row with
 * `default_badge_id` naming the default badge it replaces (one per promotion and default, a
 * unique key), and deleting that row resets the badge to the default (spec 1 s4). Rules of
 * counting: services/worker README "Badges".
 */
@Entity({ name: 'badges' })
@Index('ix_badges_promotion_category', ['promotion_id', 'category'])
@Index('ux_badges_promotion_default', ['promotion_id', 'default_badge_id'], { unique: true })
export class Badge {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  /** The default promotion's badge this one replaces in its promotion; null: its own badge. */
  @IntColumn({ nullable: true })
  default_badge_id!: number | null;

  @StringColumn(255)
  name!: string;

  @StringColumn(32)
  category!: BadgeCategory;

  @IntColumn({ default: 1 })
  goal!: number;

  @IntColumn({ nullable: true })
  goal2!: number | null;

  @BoolColumn({ default: false })
  hide_until_earned!: boolean;

  @StringColumn(512)
  image_url!: string;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
