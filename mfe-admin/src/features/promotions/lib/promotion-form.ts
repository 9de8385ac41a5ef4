import dayjs from 'dayjs';

/** Spec 3 s5: "Lengths offered: 42 days (6 Weeks) and 56 days (8 weeks)". */
export const PROGRAM_LENGTHS = [
  { value: 42, label: '42 days (6 Weeks)' },
  { value: 56, label: '56 days (8 weeks)' },
];
/** Spec 3 s9 "maximum points value 450". */
export const MAX_POINTS_VALUE = 450;

/** Spec 3 s5: end = start + program length - 1 day. */
export const endDate = (startsOn: string, length: number) =>
  startsOn && length
    ? dayjs(startsOn)
        .add(length - 1, 'day')
        .format('YYYY-MM-DD')
    : '';

/** Spec 3 s5: 500 for 4 weeks, 750 for 6, 1000 for 8, otherwise 100 per week minus 100. */
export function defaultGoal(length: number) {
  const weeks = Math.ceil(length / 7);
  return ({ 4: 500, 6: 750, 8: 1000 } as Record<number, number>)[weeks] ?? 100 * weeks - 100;
}

/** The subdomain rule the server keeps (a DNS label), checked as the master types. */
export const SUBDOMAIN_HELP =
  'Subdomain must be 1 to 63 lower-case letters, digits or hyphens, and cannot start or end with a hyphen.';
export const isDnsLabel = (value: string) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(value);

export const TEXT_FIELDS: Array<[string, string]> = [
  ['domain', 'Domain'],
  ['theme', 'Theme'],
  ['theme_color', 'Theme colour (#rrggbb)'],
  ['tag', 'Tag'],
  ['coordinators', 'Coordinators (comma-separated e-mails)'],
  ['visible_validic_devices', 'Visible Validic devices (comma-separated)'],
  ['logo', 'Logo URL'],
  ['video_url', 'Video URL'],
  ['video_button_url', 'Video button URL'],
  ['video_caption_url', 'Video caption URL'],
  ['video2_url', 'Second video URL'],
  ['video2_caption_url', 'Second video caption URL'],
  ['static_tiles', 'Static tiles (JSON)'],
  ['dynamic_tiles', 'Dynamic tiles (JSON)'],
];

export const LABEL_FIELDS: Array<[string, string]> = [
  ['point_label', 'Point label'],
  ['point_label_plural', 'Point label (plural)'],
  ['friend_label', 'Friend label'],
  ['friend_label_plural', 'Friend label (plural)'],
  ['wall_label', 'Wall label'],
  ['wall_label_plural', 'Wall label (plural)'],
  ['attraction_label', 'Attraction label'],
  ['attraction_label_plural', 'Attraction label (plural)'],
  ['level_label', 'Level label'],
  ['level_label_plural', 'Level label (plural)'],
  ['location_labels', 'Location labels'],
];

export const DATE_FIELDS: Array<[string, string]> = [
  ['launch_on', 'Launch'],
  ['registration_starts_on', 'Registration starts'],
  ['registration_ends_on', 'Registration ends'],
  ['logging_ends_on', 'Logging ends'],
  ['disabled_on', 'Disabled on'],
];

export const NUMBER_FIELDS: Array<[string, string, number]> = [
  ['trivia_points', 'Trivia points', MAX_POINTS_VALUE],
  ['bonus_points', 'Bonus points', MAX_POINTS_VALUE],
  ['entry_points', 'Entry points', MAX_POINTS_VALUE],
  ['works_point_value', 'Works point value', MAX_POINTS_VALUE],
  ['max_activities_day', 'Most activities a day', 1000],
];

export const FLAG_FIELDS: Array<[string, string]> = [
  ['is_active', 'Active'],
  ['is_launchpad', 'Launchpad promotion'],
  ['display_team_feature', 'Display the team feature'],
  ['is_teams_enabled', 'Teams'],
  ['is_location_displayed', 'Locations displayed'],
  ['is_eligibility_displayed', 'Eligibility displayed'],
  ['is_video_enabled', 'Video'],
  ['is_wall_enabled', 'Wall'],
  ['is_buddy_feature_displayed', 'Buddies displayed'],
  ['is_show_individual_leaderboard', 'Individual leaderboard'],
  ['is_show_location_leaderboard', 'Location leaderboard'],
  ['is_mobile_enabled', 'Mobile app'],
  ['is_fitbit_enabled', 'Fitbit'],
  ['is_validic_enabled', 'Validic'],
  ['is_healthkit_enabled', 'HealthKit'],
  ['is_goal_page_enabled', 'Goal page'],
  ['disable_manual_logging', 'Manual logging disabled'],
  ['is_automatic_wall_post_enabled', 'Automatic wall posts'],
  ['is_social_media_displayed', 'Social media displayed'],
  ['is_mascot_hidden', 'Mascot hidden'],
  ['hide_privacy_link', 'Privacy link hidden'],
  ['show_opt_in_participation_link', 'Opt-in participation link'],
  ['is_address_displayed', 'Address displayed'],
  ['is_address_enabled', 'Address enabled'],
  ['is_birthday_displayed', 'Birthday displayed'],
  ['is_gender_displayed', 'Gender displayed'],
  ['is_phone_displayed', 'Phone displayed'],
  ['is_time_zone_displayed', 'Time zone displayed'],
  ['is_timeout_enabled', 'Idle timeout'],
  ['is_feedback_enabled', 'Feedback form'],
];

export type PromotionValues = Record<string, string | number | boolean | null>;

/** A new promotion's form (spec 3 s9 defaults: 8 weeks, goal 1000). */
export function newPromotionValues(orgId: number | undefined): PromotionValues {
  return {
    name: '',
    subdomain: '',
    program_name: '',
    starts_on: dayjs().add(14, 'day').format('YYYY-MM-DD'),
    program_length: 56,
    default_goal: defaultGoal(56),
    organization_id: orgId ?? null,
    parent_promotion_id: null,
    trivia_points: 5,
    bonus_points: 0,
    entry_points: 0,
    works_point_value: 0,
    max_activities_day: 10,
    ...Object.fromEntries(LABEL_FIELDS.map(([key]) => [key, LABEL_DEFAULTS[key] ?? ''])),
    ...Object.fromEntries(FLAG_FIELDS.map(([key]) => [key, FLAG_DEFAULTS.has(key)])),
  };
}

const LABEL_DEFAULTS: Record<string, string> = {
  point_label: 'Point',
  point_label_plural: 'Points',
  friend_label: 'Friend',
  friend_label_plural: 'Friends',
  wall_label: 'Wall',
  wall_label_plural: 'Walls',
  attraction_label: 'Attraction',
  attraction_label_plural: 'Attractions',
  level_label: 'Level',
  level_label_plural: 'Levels',
  location_labels: 'Location',
};
const FLAG_DEFAULTS = new Set([
  'is_active',
  'is_wall_enabled',
  'is_buddy_feature_displayed',
  'is_show_individual_leaderboard',
]);
