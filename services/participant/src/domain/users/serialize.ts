import { subscriptionOf } from '@wellness/platform';
import type { SubscriptionFlag } from '@wellness/platform';
import type { Promotion, User } from '@wellness/schema';

export const profileOf = (user: Pick<User, 'first_name' | 'last_name' | 'image_url'>) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  full_name: `${user.first_name} ${user.last_name}`.trim(),
  image: user.image_url ? { url: user.image_url } : null,
});

/** A person as a leaderboard row shows them (routes/schemas.ts `BoardProfileSchema`). */
export const boardProfileOf = (user: Pick<User, 'first_name' | 'last_name' | 'image_url'>) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  image: user.image_url ? { url: user.image_url } : null,
});

/** The account's fields the client is shown (GET /users/me reads these columns alone). */
export type ShownUser = Pick<
  User,
  | 'id'
  | 'email'
  | 'role'
  | 'promotion_id'
  | 'location_id'
  | 'team_id'
  | 'total_points'
  | 'first_name'
  | 'last_name'
  | 'image_url'
  | ShownFlag
  | SubscriptionFlag
>;

/** The flags a participant's client may set (PUT /users/me/flags/{flag}). */
export const USER_FLAGS = [
  'show_goal_hit',
  'has_seen_add_activities_tutorial',
  'has_seen_logging_tutorial',
  'has_seen_read_quiz_tutorial',
  'has_seen_tutorial',
  'has_seen_team_tutorial',
  'has_seen_friends',
  'hide_team_banner',
  'show_high_contrast',
  'has_been_home',
  'started_home_walkthrough',
  'has_seen_gallery_walkthrough',
  'showing_evaluation_notification',
  'has_seen_evaluation_tutorial',
] as const;

/** The account's flags the client is shown (booleans; tinyint in MySQL): the settable ones and more. */
export const SHOWN_FLAGS = [
  ...USER_FLAGS,
  'stay_logged_in',
  'opted_in_individual_leaderboard',
  'survey_available',
  'stats_available',
  'goal_hit',
] as const;
type ShownFlag = (typeof SHOWN_FLAGS)[number];

/**
 * `firstSurveyDone`: whether the user has answered a questionnaire (GET /users/me looks it up);
 * elsewhere the cleared pending-survey flag stands for it. `surveyDue`: a later round of a
 * questionnaire ("0,N") is due and unanswered (GET /users/me looks it up).
 */
export const serializeUser = (
  user: ShownUser,
  promotion: Pick<Promotion, 'default_goal'>,
  firstSurveyDone = !user.survey_available,
  surveyDue = false,
) => ({
  id: user.id,
  email: user.email,
  role: user.role,
  promotion_id: user.promotion_id,
  location_id: user.location_id,
  team_id: user.team_id,
  total_points: user.total_points,
  default_goal: promotion.default_goal,
  stay_logged_in: user.stay_logged_in,
  opted_in_individual_leaderboard: user.opted_in_individual_leaderboard,
  has_seen_add_activities_tutorial: user.has_seen_add_activities_tutorial,
  has_seen_logging_tutorial: user.has_seen_logging_tutorial,
  has_seen_read_quiz_tutorial: user.has_seen_read_quiz_tutorial,
  has_seen_tutorial: user.has_seen_tutorial,
  has_seen_team_tutorial: user.has_seen_team_tutorial,
  has_seen_friends: user.has_seen_friends,
  hide_team_banner: user.hide_team_banner,
  has_been_home: user.has_been_home,
  started_home_walkthrough: user.started_home_walkthrough,
  has_seen_gallery_walkthrough: user.has_seen_gallery_walkthrough,
  survey_status: {
    survey_available: user.survey_available || surveyDue,
    first_survey_done: firstSurveyDone,
  },
  stats_available: user.stats_available,
  showing_evaluation_notification: user.showing_evaluation_notification,
  has_seen_evaluation_tutorial: user.has_seen_evaluation_tutorial,
  goal_hit: user.goal_hit,
  show_goal_hit: user.show_goal_hit,
  show_high_contrast: user.show_high_contrast,
  profile: profileOf(user),
  subscription: subscriptionOf(user),
});
