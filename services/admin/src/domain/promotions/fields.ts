/**
 * The promotion form's fields (spec 3 s3 "Promotion" and its flags), by kind: the one list the
 * route's schema, the save and the view are built from.
 */
export const TEXT_FIELDS = [
  'domain',
  'theme',
  'theme_color',
  'tag',
  'video_url',
  'video_button_url',
  'video_caption_url',
  'video2_url',
  'video2_caption_url',
  'logo',
  'visible_validic_devices',
  'coordinators',
  'static_tiles',
  'dynamic_tiles',
] as const;

export const LABEL_FIELDS = [
  'point_label',
  'point_label_plural',
  'friend_label',
  'friend_label_plural',
  'wall_label',
  'wall_label_plural',
  'attraction_label',
  'attraction_label_plural',
  'level_label',
  'level_label_plural',
  'location_labels',
] as const;

export const DATE_FIELDS = [
  'launch_on',
  'registration_starts_on',
  'registration_ends_on',
  'logging_ends_on',
  'disabled_on',
] as const;

export const NUMBER_FIELDS = [
  'default_goal',
  'trivia_points',
  'bonus_points',
  'entry_points',
  'works_point_value',
  'max_activities_day',
] as const;

export const ID_FIELDS = [
  'organization_id',
  'parent_promotion_id',
  'collection_id',
  'default_competition_collection_id',
  'max_participants',
] as const;

/** Spec 3 s3 "Promotion flags", plus the flags earlier issues added (timeout, feedback). */
export const FLAG_FIELDS = [
  'is_active',
  'is_launchpad',
  'display_team_feature',
  'is_teams_enabled',
  'is_location_displayed',
  'is_eligibility_displayed',
  'is_video_enabled',
  'is_wall_enabled',
  'is_buddy_feature_displayed',
  'is_show_individual_leaderboard',
  'is_show_location_leaderboard',
  'is_mobile_enabled',
  'is_fitbit_enabled',
  'is_validic_enabled',
  'is_healthkit_enabled',
  'is_goal_page_enabled',
  'disable_manual_logging',
  'is_automatic_wall_post_enabled',
  'is_social_media_displayed',
  'is_mascot_hidden',
  'hide_privacy_link',
  'show_opt_in_participation_link',
  'is_address_displayed',
  'is_address_enabled',
  'is_birthday_displayed',
  'is_gender_displayed',
  'is_phone_displayed',
  'is_time_zone_displayed',
  'is_timeout_enabled',
  'is_feedback_enabled',
] as const;

export type TextField = (typeof TEXT_FIELDS)[number];
export type LabelField = (typeof LABEL_FIELDS)[number];
export type DateField = (typeof DATE_FIELDS)[number];
export type NumberField = (typeof NUMBER_FIELDS)[number];
export type IdField = (typeof ID_FIELDS)[number];
export type FlagField = (typeof FLAG_FIELDS)[number];

/** The body of a promotion save: every field optional on update (partial bodies, spec 3 s7). */
export type PromotionInput = {
  name?: string;
  subdomain?: string;
  program_name?: string;
  starts_on?: string;
  program_length?: number;
} & Partial<Record<TextField | DateField | IdField, string | number | null>> &
  Partial<Record<LabelField, string>> &
  Partial<Record<NumberField, number>> &
  Partial<Record<FlagField, boolean>>;
