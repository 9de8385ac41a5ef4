import { Index } from 'typeorm';
import { BoolColumn, IntColumn, StringColumn, TextColumn } from './columns';

/**
 * The promotion's administration fields of spec 3 s3 "Promotion" (migration 1799500000000,
 * services/admin README "Promotions"): labels, videos, tiles and display flags. Columns of the
 * `promotions` table: the Promotion entity extends this class.
 */
export abstract class PromotionAdminFields {
  @StringColumn(255, { nullable: true })
  domain!: string | null;

  @StringColumn(64, { nullable: true })
  theme!: string | null;

  @BoolColumn({ default: true })
  is_active!: boolean;

  /** A parent promotion groups others (`make_parent`); a child names it. */
  @BoolColumn({ default: false })
  is_parent!: boolean;

  @Index('ix_promotions_parent')
  @IntColumn({ nullable: true })
  parent_promotion_id!: number | null;

  /** Comma-separated e-mails of the programme's coordinators (empty entries dropped). */
  @TextColumn({ nullable: true })
  coordinators!: string | null;

  @StringColumn(64, { default: 'Attraction' })
  attraction_label!: string;

  @StringColumn(64, { default: 'Attractions' })
  attraction_label_plural!: string;

  @StringColumn(64, { default: 'Level' })
  level_label!: string;

  @StringColumn(64, { default: 'Levels' })
  level_label_plural!: string;

  @StringColumn(64, { default: 'Walls' })
  wall_label_plural!: string;

  @IntColumn({ nullable: true })
  default_competition_collection_id!: number | null;

  @StringColumn(64, { nullable: true })
  tag!: string | null;

  @StringColumn(512, { nullable: true })
  video_button_url!: string | null;

  @StringColumn(512, { nullable: true })
  video_caption_url!: string | null;

  @StringColumn(512, { nullable: true })
  video2_url!: string | null;

  @StringColumn(512, { nullable: true })
  video2_caption_url!: string | null;

  @BoolColumn({ default: false })
  display_team_feature!: boolean;

  @IntColumn({ default: 0 })
  bonus_points!: number;

  @IntColumn({ default: 0 })
  works_point_value!: number;

  /** JSON text (validated on save). */
  @TextColumn({ nullable: true })
  static_tiles!: string | null;

  @TextColumn({ nullable: true })
  dynamic_tiles!: string | null;

  @StringColumn(512, { nullable: true })
  logo!: string | null;

  @BoolColumn({ default: false })
  is_video_enabled!: boolean;

  @BoolColumn({ default: false })
  is_goal_page_enabled!: boolean;

  @BoolColumn({ default: false })
  disable_manual_logging!: boolean;

  @BoolColumn({ default: false })
  is_automatic_wall_post_enabled!: boolean;

  @BoolColumn({ default: false })
  is_social_media_displayed!: boolean;

  @BoolColumn({ default: false })
  is_mascot_hidden!: boolean;

  @BoolColumn({ default: false })
  is_address_displayed!: boolean;

  @BoolColumn({ default: false })
  is_address_enabled!: boolean;

  @BoolColumn({ default: false })
  is_birthday_displayed!: boolean;

  @BoolColumn({ default: false })
  is_gender_displayed!: boolean;

  @BoolColumn({ default: false })
  is_phone_displayed!: boolean;

  @BoolColumn({ default: false })
  is_time_zone_displayed!: boolean;
}
