import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import {
  BoolColumn,
  CreatedAt,
  IntColumn,
  NullableDatetimeColumn,
  StringColumn,
  TextColumn,
  UpdatedAt,
} from './columns';

export const ROLES = [
  'User',
  'Coordinator',
  'Location Coordinator',
  'Regional Coordinator',
  'Super Coordinator',
  'Reseller',
  'Poster',
  'Master',
  'Tutorial',
] as const;
export type Role = (typeof ROLES)[number];

/** Owner: services/participant (accounts and sessions); admin edits roles later and unlocks. */
@Entity({ name: 'users' })
@Index('uq_users_promotion_email', ['promotion_id', 'email'], { unique: true })
// The individual leaderboard reads these two indexes only: the board in score order, and the
// few staff who opted in (subtracted from counts) — see services/participant/src/domain/leaderboard.ts.
@Index('ix_users_leaderboard', ['promotion_id', 'opted_in_individual_leaderboard', 'total_points'])
@Index('ix_users_team', ['team_id'])
@Index('uq_users_promotion_sso', ['promotion_id', 'sso_identifier'], { unique: true })
// The leaderboards' location filter: a location's participants in score order.
@Index('ix_users_location_board', [
  'location_id',
  'opted_in_individual_leaderboard',
  'total_points',
])
@Index('ix_users_role_board', [
  'promotion_id',
  'role',
  'opted_in_individual_leaderboard',
  'total_points',
])
export class User {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @IntColumn()
  promotion_id!: number;

  @StringColumn()
  email!: string;

  /** Never loaded unless asked for (`addSelect('user.password_hash')`): only login needs it. */
  @StringColumn(255, { select: false })
  password_hash!: string;

  @StringColumn(32, { default: 'User' })
  role!: Role;

  @StringColumn(100)
  first_name!: string;

  @StringColumn(100)
  last_name!: string;

  @StringColumn(512, { nullable: true })
  image_url!: string | null;

  @IntColumn({ nullable: true })
  location_id!: number | null;

  @IntColumn({ nullable: true })
  team_id!: number | null;

  /** Reseller users: the reseller whose organizations' promotions they may pick. */
  @IntColumn({ nullable: true })
  reseller_id!: number | null;

  /** Spec 2: wall experts' posts cannot be reported and only experts delete them. */
  @BoolColumn({ default: false })
  is_wall_expert!: boolean;

  /** Kept in step with entries inside the same transaction (services/participant README). */
  @IntColumn({ default: 0 })
  total_points!: number;

  @BoolColumn({ default: true })
  opted_in_individual_leaderboard!: boolean;

  /** Spec 1 "User": on the friends leaderboard of one's friends (default on). */
  @BoolColumn({ default: true })
  opted_in_friends_leaderboard!: boolean;

  @BoolColumn({ default: false })
  has_seen_add_activities_tutorial!: boolean;

  @BoolColumn({ default: false })
  has_seen_logging_tutorial!: boolean;

  @BoolColumn({ default: false })
  has_seen_read_quiz_tutorial!: boolean;

  /** The user's own points goal (settings' Edit Goal); null: the promotion's default_goal. */
  @IntColumn({ nullable: true })
  goal!: number | null;
  /** The prestart wizard is done (spec 3 s4 "Prestart steps"); until then guards send the user there. */
  @BoolColumn({ default: false })
  has_seen_tutorial!: boolean;

  /** Spec 3 s4: the prestart team step is skipped once this is set. */
  @BoolColumn({ default: false })
  has_seen_team_tutorial!: boolean;

  /** Spec 2 s2: the first-time friends popup shows until this is set. */
  @BoolColumn({ default: false })
  has_seen_friends!: boolean;
  /** Spec 2 s4 "Team banner": closing the banner sets it. */
  @BoolColumn({ default: false })
  hide_team_banner!: boolean;

  /** Spec 3 "User": the identity provider's subject for an SSO organization's user. */
  @StringColumn(255, { nullable: true })
  sso_identifier!: string | null;

  /** User-defined fields (JSON object): where SSO extras with path User:udfs are written. */
  @TextColumn({ nullable: true })
  udfs!: string | null;

  /** The pending-survey flag (spec 3 User.survey_status.survey_available): saving a survey clears it. */
  @BoolColumn({ default: true })
  survey_available!: boolean;

  /** Spec 3 s4 "Evaluation": set when the user submits a programme evaluation (My Stats opens). */
  @BoolColumn({ default: false })
  stats_available!: boolean;

  /** Spec 1 User flags: the evaluation banner is showing; submitting the evaluation clears it. */
  @BoolColumn({ default: false })
  showing_evaluation_notification!: boolean;

  /** Spec 3 s4 "Top banner priority": set when the programme-evaluation banner is first shown. */
  @BoolColumn({ default: false })
  has_seen_evaluation_tutorial!: boolean;

  /**
   * Segments (services/participant README, "Works"): the most activities the user has ever had
   * logged at once, and the segments earned while they had no current work.
   */
  @IntColumn({ default: 0 })
  segments_earned!: number;

  @IntColumn({ default: 0 })
  segments_banked!: number;

  /** Spec 1 s4 "First-visit walkthrough". */
  @BoolColumn({ default: false })
  has_been_home!: boolean;

  @BoolColumn({ default: false })
  started_home_walkthrough!: boolean;

  /** The gallery walkthrough's completion flag (spec 2 s4 "Walkthrough"). */
  @BoolColumn({ default: false })
  has_seen_gallery_walkthrough!: boolean;

  @BoolColumn({ default: false })
  goal_hit!: boolean;

  @BoolColumn({ default: false })
  show_goal_hit!: boolean;

  @BoolColumn({ default: false })
  stay_logged_in!: boolean;

  /** The high-contrast theme (spec 1 User flags). */
  @BoolColumn({ default: false })
  show_high_contrast!: boolean;

  @IntColumn({ default: 0 })
  failed_login_count!: number;

  @NullableDatetimeColumn()
  locked_at!: Date | null;

  /** Subscription (spec 3 User.subscription): every sender honours these (services/worker README). */
  @BoolColumn({ default: true })
  email_friend_requests!: boolean;

  @BoolColumn({ default: true })
  email_wall_posts!: boolean;

  @BoolColumn({ default: true })
  email_team!: boolean;

  @BoolColumn({ default: true })
  email_daily!: boolean;

  /** Set by the unsubscribe link: no e-mail of any kind. */
  @BoolColumn({ default: false })
  email_unsubscribe_all!: boolean;

  @CreatedAt()
  created_at!: Date;

  @UpdatedAt()
  updated_at!: Date;
}
