/** The exact role strings the services use. */
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

export interface ImageRef {
  url: string;
}

export interface Profile {
  first_name: string;
  last_name: string;
  full_name: string;
  image: ImageRef | null;
}

/** Which e-mails the user receives (spec 3 "User": subscription). */
export interface Subscription {
  email_friend_requests: boolean;
  email_wall_posts: boolean;
  email_team: boolean;
  email_daily: boolean;
  /** Overrides the four above while on: no e-mail at all. */
  email_unsubscribe_all: boolean;
}

/** The signed-in user, as GET /api/users/me and POST /api/authenticate return it. */
export interface User {
  id: number;
  email: string;
  role: Role;
  promotion_id: number;
  location_id: number | null;
  team_id: number | null;
  total_points: number;
  default_goal: number | null;
  stay_logged_in: boolean;
  profile: Profile;
  has_seen_add_activities_tutorial: boolean;
  /** The prestart wizard is done (spec 3 s4); until then the guards send the user there. */
  has_seen_tutorial: boolean;
  has_seen_team_tutorial: boolean;
  /** Spec 2 s2: the first-time friends popup shows until this is set. */
  has_seen_friends: boolean;
  has_been_home: boolean;
  started_home_walkthrough: boolean;
  /** The art gallery's walkthrough is done (spec 2 s4 "Walkthrough"). */
  has_seen_gallery_walkthrough: boolean;
  /** survey_available: the pending-survey flag; first_survey_done: a questionnaire answered. */
  survey_status: { survey_available: boolean; first_survey_done: boolean };
  show_goal_hit: boolean;
  /** The high-contrast theme (PUT /users/me/flags/show_high_contrast). */
  show_high_contrast: boolean;
  /** Spec 1 User: evaluation definitions open today and those completed (GET /users/me). */
  active_evaluation_definition_ids?: number[];
  completed_evaluation_definition_ids?: number[];
  /** Spec 3 s4 "Evaluation": set by submitting a programme evaluation; My Stats is offered. */
  stats_available?: boolean;
  /** The evaluation banner is showing (cleared by a submit); set when it is first shown. */
  showing_evaluation_notification?: boolean;
  has_seen_evaluation_tutorial?: boolean;
  /** GET /api/users/me only. */
  subscription?: Subscription;
  /** The user's team (teams contract: GET /users/me); absent before the teams service adds them. */
  team_name?: string | null;
  team_leader?: boolean;
  on_official_team?: boolean;
  /** The team banner was closed (spec 2 s4 "Team banner"). */
  hide_team_banner?: boolean;
}

/** The promotion's current team competition (teams contract: /promotions/current). */
export interface CurrentCompetition {
  id: number;
  enrollment_starts_on: string;
  enrollment_ends_on: string;
  competition_starts_on: string;
  competition_ends_on: string;
  comp_length: number;
  team_size_min: number;
  team_size_max: number;
  weeks: number;
  current_week: number;
  during_enrollment: boolean;
  during_competition: boolean;
  after_competition: boolean;
}

/** The promotion (programme) served on the current host: GET /api/promotions/current. */
export interface Promotion {
  id: number;
  name: string;
  subdomain: string;
  program_name: string;
  starts_on: string;
  ends_on: string;
  logging_ends_on: string;
  program_length: number;
  weeks: number;
  current_week: number;
  current_date: string;
  has_started: boolean;
  has_logging_ended: boolean;
  /** The welcome page's dates (spec 3 s2), YYYY-MM-DD. */
  launch_on: string | null;
  registration_starts_on: string | null;
  registration_ends_on: string | null;
  /** The welcome page's video popup; null: none. */
  video_url?: string | null;
  /** The video button's picture, the captions (WebVTT) and a second video with its captions. */
  video_button_url?: string | null;
  video_caption_url?: string | null;
  video2_url?: string | null;
  video2_caption_url?: string | null;
  /** GET /promotions/current: launched, the caller's pilot cookie is live, the organization's SSO. */
  has_launched?: boolean;
  pilot_access?: boolean;
  is_sso_enabled?: boolean;
  /** The SSO sign-in button's text (the organization's `sso_label`); null without SSO. */
  sso_label?: string | null;
  /** Disabled on an earlier day: only coordinators or above may stay (spec 3 s2). */
  disabled?: boolean;
  /** Spec 3 Promotion: registration closed (window over) and full (every place taken). */
  closed?: boolean;
  full?: boolean;
  websocket_channel: string;
  max_activities_day: number;
  trivia_points: number;
  entry_points: number;
  default_goal: number;
  point_label: string;
  point_label_plural: string;
  friend_label: string;
  friend_label_plural: string;
  wall_label: string;
  location_labels: string[];
  is_launchpad: boolean;
  is_buddy_feature_displayed: boolean;
  is_wall_enabled: boolean;
  is_timeout_enabled: boolean;
  is_location_displayed: boolean;
  is_teams_enabled: boolean;
  is_show_individual_leaderboard: boolean;
  is_show_location_leaderboard: boolean;
  is_mobile_enabled: boolean;
  /** Spec 2 s3 promotion flags: the feedback form (spec 3 "Feedback") is offered. */
  is_feedback_enabled: boolean;
  is_eligibility_displayed: boolean;
  hide_privacy_link: boolean;
  show_opt_in_participation_link: boolean;
  is_fitbit_enabled: boolean;
  is_healthkit_enabled: boolean;
  is_validic_enabled: boolean;
  /** Comma-separated device names shown when is_validic_enabled. */
  visible_validic_devices: string | null;
  password_policy: PasswordPolicy;
  /** Null when the promotion has no competition; absent before the teams service adds it. */
  current_competition?: CurrentCompetition | null;
}

/** The organization's password rule (spec 3 Organization), checked by the server the same way. */
export interface PasswordPolicy {
  min_length: number;
  max_length: number;
  min_letters: number;
  min_numbers: number;
  min_symbols: number;
  regular_expression_string: string | null;
  help_message: string;
}
