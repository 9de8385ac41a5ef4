import type { ContentItem } from '../content/content-api';
import type { CurrentCompetition, Promotion, User } from '../session/types';

/** A participant of the demo promotion; override what the test is about. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 10,
    email: 'participant@demo.test',
    role: 'User',
    promotion_id: 2,
    location_id: null,
    team_id: null,
    total_points: 0,
    default_goal: 5,
    stay_logged_in: false,
    profile: { first_name: 'Pat', last_name: 'Doe', full_name: 'Pat Doe', image: null },
    has_seen_add_activities_tutorial: true,
    has_seen_tutorial: true,
    has_seen_team_tutorial: false,
    has_seen_friends: true,
    has_been_home: true,
    started_home_walkthrough: false,
    has_seen_gallery_walkthrough: true,
    survey_status: { survey_available: false, first_survey_done: true },
    show_goal_hit: false,
    show_high_contrast: false,
    ...overrides,
  };
}

/**
 * A team competition of the demo: 8 weeks, teams of 4. Its phase flags are all off: a test
 * says which phase it is about.
 */
export function buildCompetition(overrides: Partial<CurrentCompetition> = {}): CurrentCompetition {
  return {
    id: 7,
    enrollment_starts_on: '2026-01-01',
    enrollment_ends_on: '2026-01-14',
    competition_starts_on: '2026-01-01',
    competition_ends_on: '2026-02-25',
    comp_length: 56,
    team_size_min: 4,
    team_size_max: 4,
    weeks: 8,
    current_week: 1,
    during_enrollment: false,
    during_competition: false,
    after_competition: false,
    ...overrides,
  };
}

/** What a test may say of the promotion: its competition in part (the rest is the default). */
export type PromotionOverrides = Partial<Omit<Promotion, 'current_competition'>> & {
  current_competition?: Partial<CurrentCompetition> | null;
};

/** The demo promotion: 8 weeks, in week 1. */
export function buildPromotion({
  current_competition,
  ...overrides
}: PromotionOverrides = {}): Promotion {
  return {
    id: 2,
    name: 'Demo',
    subdomain: 'demo',
    program_name: 'Demo Wellness Challenge',
    starts_on: '2026-01-01',
    ends_on: '2026-02-25',
    logging_ends_on: '2026-03-04',
    program_length: 56,
    weeks: 8,
    current_week: 1,
    current_date: '2026-01-05',
    has_started: true,
    has_logging_ended: false,
    launch_on: '2026-01-01',
    registration_starts_on: '2025-12-15',
    registration_ends_on: '2026-01-15',
    has_launched: true,
    pilot_access: false,
    is_sso_enabled: false,
    websocket_channel: 'demo-channel',
    max_activities_day: 10,
    trivia_points: 1,
    entry_points: 1,
    default_goal: 5,
    point_label: 'point',
    point_label_plural: 'points',
    friend_label: 'friend',
    friend_label_plural: 'friends',
    wall_label: 'Wall',
    location_labels: [],
    is_launchpad: false,
    is_buddy_feature_displayed: true,
    is_wall_enabled: true,
    is_timeout_enabled: false,
    is_location_displayed: false,
    is_teams_enabled: false,
    is_fitbit_enabled: false,
    is_healthkit_enabled: false,
    is_validic_enabled: false,
    visible_validic_devices: null,
    is_show_individual_leaderboard: true,
    is_show_location_leaderboard: false,
    is_mobile_enabled: false,
    is_feedback_enabled: false,
    is_eligibility_displayed: false,
    hide_privacy_link: false,
    show_opt_in_participation_link: false,
    password_policy: {
      min_length: 8,
      max_length: 20,
      min_letters: 1,
      min_numbers: 1,
      min_symbols: 1,
      regular_expression_string: null,
      help_message: 'Use 8 to 20 characters with at least 1 letter, 1 number and 1 symbol.',
    },
    ...overrides,
    ...(current_competition === undefined
      ? {}
      : {
          current_competition:
            current_competition === null ? null : buildCompetition(current_competition),
        }),
  };
}

/** A default-promotion content item (home/welcome); override what the test is about. */
export function buildContentItem(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    id: 1,
    category: 'home',
    promotion_id: 1,
    key: 'welcome',
    group: 'Welcome',
    sequence: 1,
    title: 'Welcome',
    summary: null,
    content: 'Hello',
    hidden: false,
    image1: null,
    image2: null,
    mobile_image1: null,
    thumbnail_image: null,
    email_image: null,
    email_subject: null,
    email_image_caption: null,
    days_from_start: null,
    custom_fields: {},
    is_default: true,
    is_override: false,
    updated_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
