import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BoolColumn, CreatedAt, DateColumn, IntColumn, StringColumn, UpdatedAt } from './columns';
import { PromotionAdminFields } from './promotion-admin-fields';

/**
 * Owner: services/admin. A programme served on its own subdomain; the administration's fields
 * of spec 3 s3 are in promotion-admin-fields.ts.
 */
@Entity({ name: 'promotions' })
export class Promotion extends PromotionAdminFields {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Index('ix_promotions_organization')
  @IntColumn({ nullable: true })
  organization_id!: number | null;

  @StringColumn()
  name!: string;

  @Index('uq_promotions_subdomain', { unique: true })
  @StringColumn(63)
  subdomain!: string;

  @StringColumn()
  program_name!: string;

  /** Brand colour, `#rrggbb`; null for the product's own (e-mail headers). */
  @StringColumn(7, { nullable: true })
  theme_color!: string | null;

  @DateColumn()
  starts_on!: string;

  @DateColumn()
  ends_on!: string;

  @DateColumn({ nullable: true })
  logging_ends_on!: string | null;

  @DateColumn({ nullable: true })
  launch_on!: string | null;

  @DateColumn({ nullable: true })
  registration_starts_on!: string | null;

  @DateColumn({ nullable: true })
  registration_ends_on!: string | null;

  @DateColumn({ nullable: true })
  disabled_on!: string | null;

  /**
   * The most participants (role User) that may register; null: no cap. Once reached the
   * promotion is `full` and registration answers 'max' (spec 3 s8).
   */
  @IntColumn({ nullable: true })
  max_participants!: number | null;

  /** Days; weeks = program_length / 7. */
  @IntColumn({ default: 56 })
  program_length!: number;

  @Index('uq_promotions_websocket_channel', { unique: true })
  @StringColumn(64)
  websocket_channel!: string;

  @IntColumn({ default: 10 })
  max_activities_day!: number;

  @IntColumn({ default: 5 })
  trivia_points!: number;

  @IntColumn({ default: 0 })
  entry_points!: number;

  @IntColumn({ default: 1000 })
  default_goal!: number;

  @StringColumn(64, { default: 'Point' })
  point_label!: string;

  @StringColumn(64, { default: 'Points' })
  point_label_plural!: string;

  @StringColumn(64, { default: 'Friend' })
  friend_label!: string;

  @StringColumn(64, { default: 'Friends' })
  friend_label_plural!: string;

  @StringColumn(64, { default: 'Wall' })
  wall_label!: string;

  @StringColumn(255, { default: 'Location' })
  location_labels!: string;

  /**
   * argon2id hash of the pilot password that lets guests see the welcome page before launch
   * (spec 3 s7 "Pilot password"); null: no pilot. Never serialized.
   */
  @StringColumn(255, { nullable: true, select: false })
  pilot_password_hash!: string | null;

  /** The welcome page's video popup (spec 3 Promotion.video_url); null: no video. */
  @StringColumn(512, { nullable: true })
  video_url!: string | null;

  @BoolColumn({ default: false })
  is_launchpad!: boolean;

  @BoolColumn({ default: true })
  is_buddy_feature_displayed!: boolean;

  @BoolColumn({ default: true })
  is_wall_enabled!: boolean;

  @BoolColumn({ default: false })
  is_timeout_enabled!: boolean;

  @BoolColumn({ default: false })
  is_location_displayed!: boolean;

  @BoolColumn({ default: false })
  is_teams_enabled!: boolean;

  @BoolColumn({ default: true })
  is_show_individual_leaderboard!: boolean;

  @BoolColumn({ default: false })
  is_show_location_leaderboard!: boolean;

  @BoolColumn({ default: false })
  is_mobile_enabled!: boolean;

  @BoolColumn({ default: false })
  is_eligibility_displayed!: boolean;

  /** Spec 2 s3 promotion flags: the feedback form (POST /feedbacks) is offered. */
  @BoolColumn({ default: false })
  is_feedback_enabled!: boolean;

  /** Devices the settings' Devices tab offers (spec 3 Promotion flags). */
  @BoolColumn({ default: false })
  is_fitbit_enabled!: boolean;

  @BoolColumn({ default: false })
  is_validic_enabled!: boolean;

  @BoolColumn({ default: false })
  is_healthkit_enabled!: boolean;

  /** Comma-separated Validic device names shown when is_validic_enabled (spec 3 Promotion). */
  @StringColumn(255, { nullable: true })
  visible_validic_devices!: string | null;

  /** The work-style collection its participants paint from (spec 3 Promotion.collection_id). */
  @IntColumn({ nullable: true })
  collection_id!: number | null;

  @BoolColumn({ default: false })
  hide_privacy_link!: boolean;

  /** Spec 1 s3: the picture of a badge not yet earned (null: the product's locked badge). */
  @StringColumn(512, { nullable: true })
  badge_locked_image!: string | null;

  @BoolColumn({ default: false })
  show_opt_in_participation_link!: boolean;

  /**
   * Bytes of uploads the promotion may store (default 1 GiB) and has stored: the upload route
   * adds to `upload_bytes_used` only while it stays within the quota (services/social README).
   * bigint columns are read as strings.
   */
  @Column({ type: 'bigint', default: 1073741824 })
  upload_quota_bytes!: string;

  @Column({ type: 'bigint', default: 0 })
  upload_bytes_used!: string;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
