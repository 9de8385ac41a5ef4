import { Type } from '@sinclair/typebox';
import { SubscriptionSchema } from '@wellness/platform';

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const ImageSchema = Nullable(Type.Object({ url: Type.String() }));

const ProfileSchema = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  full_name: Type.String(),
  image: ImageSchema,
});

/**
 * A leaderboard row's person (spec 1 "profile (first_name, last_name, image)"): no full_name,
 * which the client joins itself, so a page of 50 is a fifth smaller (README, "Leaderboards
 * at scale").
 */
const BoardProfileSchema = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  image: ImageSchema,
});

export const UserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: Type.String(),
  promotion_id: Type.Integer(),
  location_id: Nullable(Type.Integer()),
  team_id: Nullable(Type.Integer()),
  /** Teams contract: the user's team (GET /users/me). */
  team_name: Type.Optional(Nullable(Type.String())),
  team_leader: Type.Optional(Type.Boolean()),
  on_official_team: Type.Optional(Type.Boolean()),
  total_points: Type.Integer(),
  default_goal: Type.Integer(),
  stay_logged_in: Type.Boolean(),
  opted_in_individual_leaderboard: Type.Boolean(),
  has_seen_add_activities_tutorial: Type.Boolean(),
  has_seen_logging_tutorial: Type.Boolean(),
  has_seen_read_quiz_tutorial: Type.Boolean(),
  /** Prestart (spec 3 s4): the wizard done, the team step seen, the survey state. */
  has_seen_tutorial: Type.Boolean(),
  has_seen_team_tutorial: Type.Boolean(),
  has_seen_friends: Type.Boolean(),
  /** Spec 2 s4: the team banner was closed. */
  hide_team_banner: Type.Boolean(),
  /** Spec 1 s4 first-visit walkthrough. */
  has_been_home: Type.Boolean(),
  started_home_walkthrough: Type.Boolean(),
  /** Spec 2 s4 walkthrough: the gallery's completion flag. */
  has_seen_gallery_walkthrough: Type.Boolean(),
  survey_status: Type.Object({
    survey_available: Type.Boolean(),
    first_survey_done: Type.Boolean(),
  }),
  stats_available: Type.Boolean(),
  showing_evaluation_notification: Type.Boolean(),
  has_seen_evaluation_tutorial: Type.Boolean(),
  goal_hit: Type.Boolean(),
  show_goal_hit: Type.Boolean(),
  show_high_contrast: Type.Boolean(),
  /** Spec 1 User: the evaluation definitions open today and those the user has completed. */
  active_evaluation_definition_ids: Type.Optional(Type.Array(Type.Integer())),
  completed_evaluation_definition_ids: Type.Optional(Type.Array(Type.Integer())),
  profile: ProfileSchema,
  subscription: SubscriptionSchema,
});

const PromotionFieldsSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  subdomain: Type.String(),
  program_name: Type.String(),
  starts_on: Type.String(),
  ends_on: Type.String(),
  logging_ends_on: Nullable(Type.String()),
  program_length: Type.Integer(),
  weeks: Type.Integer(),
  current_week: Type.Integer(),
  current_date: Type.String(),
  has_started: Type.Boolean(),
  has_logging_ended: Type.Boolean(),
  /** Welcome page (spec 3 s2): the dates it shows, whether it has launched, the pilot cookie. */
  launch_on: Nullable(Type.String()),
  registration_starts_on: Nullable(Type.String()),
  registration_ends_on: Nullable(Type.String()),
  video_url: Nullable(Type.String()),
  has_launched: Type.Optional(Type.Boolean()),
  /** Spec 3 Promotion closed (registration window over) and full (every place taken). */
  closed: Type.Optional(Type.Boolean()),
  full: Type.Optional(Type.Boolean()),
  pilot_access: Type.Optional(Type.Boolean()),
  is_sso_enabled: Type.Optional(Type.Boolean()),
  sso_label: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  websocket_channel: Type.String(),
  max_activities_day: Type.Integer(),
  trivia_points: Type.Integer(),
  entry_points: Type.Integer(),
  default_goal: Type.Integer(),
  point_label: Type.String(),
  point_label_plural: Type.String(),
  friend_label: Type.String(),
  friend_label_plural: Type.String(),
  wall_label: Type.String(),
  location_labels: Type.String(),
  is_launchpad: Type.Boolean(),
  is_buddy_feature_displayed: Type.Boolean(),
  is_wall_enabled: Type.Boolean(),
  is_timeout_enabled: Type.Boolean(),
  is_location_displayed: Type.Boolean(),
  is_teams_enabled: Type.Boolean(),
  is_show_individual_leaderboard: Type.Boolean(),
  is_show_location_leaderboard: Type.Boolean(),
  is_mobile_enabled: Type.Boolean(),
  is_feedback_enabled: Type.Boolean(),
  is_eligibility_displayed: Type.Boolean(),
  hide_privacy_link: Type.Boolean(),
  show_opt_in_participation_link: Type.Boolean(),
});

/**
 * GET /promotions/current. Two objects joined, not one: a single object this wide is deeper
 * than TypeScript instantiates when it checks the handler's answer against it.
 */
const PromotionAccessSchema = Type.Object({
  /**
   * Disabled on an earlier day (spec 3 s2): only coordinators or above may use it; the shell
   * sends everyone else to the product page (platform README "tenancy").
   */
  disabled: Type.Boolean(),
  /** The rest of the welcome video (spec 3 s3): the button's picture, captions, a second video. */
  video_button_url: Nullable(Type.String()),
  video_caption_url: Nullable(Type.String()),
  video2_url: Nullable(Type.String()),
  video2_caption_url: Nullable(Type.String()),
  /** The devices the settings and the prestart connect_device step offer (spec 3 Promotion). */
  is_fitbit_enabled: Type.Boolean(),
  is_healthkit_enabled: Type.Boolean(),
  is_validic_enabled: Type.Boolean(),
  visible_validic_devices: Nullable(Type.String()),
  /** The organization's password rule, so the welcome page checks what the server checks. */
  password_policy: Type.Object({
    min_length: Type.Integer(),
    max_length: Type.Integer(),
    min_letters: Type.Integer(),
    min_numbers: Type.Integer(),
    min_symbols: Type.Integer(),
    regular_expression_string: Nullable(Type.String()),
    help_message: Type.String(),
  }),
});

/** Teams contract: the promotion's current competition (platform `currentCompetition`). */
const PromotionCompetitionSchema = Type.Object({
  current_competition: Type.Optional(
    Nullable(
      Type.Object({
        id: Type.Integer(),
        enrollment_starts_on: Type.String(),
        enrollment_ends_on: Type.String(),
        competition_starts_on: Type.String(),
        competition_ends_on: Type.String(),
        comp_length: Type.Integer(),
        team_size_min: Type.Integer(),
        team_size_max: Type.Integer(),
        weeks: Type.Integer(),
        current_week: Type.Integer(),
        during_enrollment: Type.Boolean(),
        during_competition: Type.Boolean(),
        after_competition: Type.Boolean(),
      }),
    ),
  ),
});

export const PromotionSchema = Type.Intersect([
  PromotionFieldsSchema,
  PromotionAccessSchema,
  PromotionCompetitionSchema,
]);

export const ActivitySchema = Type.Object({
  id: Type.Integer(),
  promotion_id: Type.Integer(),
  name: Type.String(),
  blurb: Type.String(),
  content: Nullable(Type.String()),
  category: Type.String(),
  category_object: Type.Object({ key: Type.String(), display: Type.String() }),
  image: ImageSchema,
  week_available: Type.Integer(),
  sequence: Type.Integer(),
  is_one_time: Type.Boolean(),
  multiplier: Type.Number(),
  parent_activity_id: Nullable(Type.Integer()),
  question: Nullable(Type.String()),
  answers: Nullable(Type.Array(Type.String())),
  point_value: Type.Integer(),
  /** Staff only: participants never receive it. */
  correct_answer: Type.Optional(Nullable(Type.String())),
});

export const CategorySchema = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  display: Type.String(),
  sequence: Type.Integer(),
});

export const UserActivitySchema = Type.Object({
  id: Nullable(Type.Integer()),
  activity_id: Type.Integer(),
  is_active: Type.Boolean(),
  is_logged: Type.Boolean(),
  is_one_time: Type.Boolean(),
  date_answered: Nullable(Type.String()),
  point_value: Type.Integer(),
  answered_correctly: Type.Boolean(),
});

const EntryActivitySchema = Type.Object({
  id: Type.Integer(),
  activity_id: Type.Integer(),
  feels_value: Type.Integer(),
  point_value: Type.Integer(),
});

export const EntrySchema = Type.Object({
  id: Nullable(Type.Integer()),
  recorded_on: Type.String(),
  notes: Nullable(Type.String()),
  total_points: Type.Integer(),
  trivia_points: Type.Integer(),
  locked: Type.Boolean(),
  available: Type.Boolean(),
  is_recorded: Type.Boolean(),
  entry_activities: Type.Array(EntryActivitySchema),
});

export const LeaderboardRowSchema = Type.Object({
  id: Type.Integer(),
  profile: BoardProfileSchema,
  score: Type.Integer(),
  rank: Type.Integer(),
});

/**
 * Spec 3 "Evaluation: evaluation_definition_id plus answers keyed by question name": the
 * registration's Initial Assessment. Answers are text or whole numbers (checkboxes 0/1); the
 * definition decides which (README, "Evaluation at registration").
 */
export const NewEvaluation = Type.Object(
  {
    evaluation_definition_id: Type.Integer({ minimum: 1 }),
    answers: Type.Record(
      Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' }),
      Type.Union([Type.String({ maxLength: 2000 }), Type.Integer()]),
      { maxProperties: 100 },
    ),
  },
  { additionalProperties: false },
);

/** A question of an evaluation as a form asks it (registration, the participant evaluation). */
export const AskedQuestionSchema = Type.Object({
  name: Type.String(),
  type_of_prompt: Type.Union([
    Type.Literal('CHECKBOX'),
    Type.Literal('DROPDOWN'),
    Type.Literal('TEXTBOX'),
    Type.Literal('TEXTAREA'),
    Type.Literal('HEADER'),
  ]),
  data_type: Type.Union([Type.Literal('string'), Type.Literal('integer'), Type.Literal('text')]),
  label: Type.String(),
  options: Type.Array(Type.String()),
});

/** The promotion's Initial Assessment, shown as Registration; null when it has none. */
export const AskedEvaluationSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  message: Nullable(Type.String()),
  questions: Type.Array(AskedQuestionSchema),
});
