import { DEFAULT_SURVEY, DEMO_PILOT_PASSWORD } from '@wellness/schema';
import type { RequestSpec, RequestTable } from './types';

/** A read of the caller's promotion. */
const promotion: RequestSpec = {
  names: true,
  build: ({ shared }) => ({ params: { promotion_id: shared.promotionId } }),
};

/** Registrations the matrix sends, each with its own address. */
let newcomers = 0;

export const PARTICIPANT_REQUESTS: RequestTable = {
  'POST /api/authenticate': {
    names: false,
    build: ({ caller }) => ({
      body: { email: caller.email ?? 'participant@demo.test', password: 'Wellness!2026' },
    }),
  },
  'DELETE /api/authenticate': { names: false, build: () => ({}) },
  // The demo's account: a caller of another promotion is told no account has that e-mail.
  'POST /api/users/forgot': {
    names: true,
    build: () => ({ body: { email: 'participant@demo.test' } }),
  },
  'POST /api/users/verify_password_reset': {
    names: false,
    build: () => ({ body: { thing: 'a-token-from-no-e-mail' } }),
  },
  'PUT /api/users/password_reset': {
    names: false,
    build: () => ({ body: { thing: 'a-token-from-no-e-mail', password: 'Fresh!start42' } }),
  },
  'GET /api/promotions/:promotion_id/can_register': promotion,
  // A free row of the demo: checking does not claim it.
  'GET /api/promotions/:promotion_id/users/check_eligibility/:identifier': {
    names: true,
    build: ({ shared }) => ({ params: { promotion_id: shared.promotionId, identifier: 'E1002' } }),
  },
  'GET /api/promotions/:promotion_id/users/validate': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      query: { field: 'email', value: 'free.address@demo.test' },
    }),
  },
  'GET /api/promotions/:promotion_id/profile_images': promotion,
  'GET /api/profile_images/avatars/:name': {
    names: false,
    build: () => ({ params: { name: 'avatar-1.svg' } }),
  },
  'GET /api/promotions/:promotion_id/registration_locations': promotion,
  'GET /api/promotions/:promotion_id/registration_evaluation': promotion,
  // A new address each time; no identifier (see the access table's why).
  'POST /api/users': {
    names: false,
    build: async () => {
      newcomers += 1;
      return {
        body: {
          email: `newcomer${newcomers}@demo.test`,
          password: 'Fresh!start42',
          profile: { first_name: 'Nia', last_name: 'Newcomer', image: { id: 1 } },
          opted_in_individual_leaderboard: true,
        },
      };
    },
  },
  'GET /api/users/me': { names: false, build: () => ({}) },
  'PUT /api/users/me/flags/:flag': {
    names: false,
    build: () => ({ params: { flag: 'has_seen_logging_tutorial' }, body: { value: true } }),
  },
  'GET /api/promotions/current': { names: false, build: () => ({}) },
  'POST /api/promotions/:promotion_id/authenticate': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: { password: DEMO_PILOT_PASSWORD },
    }),
  },
  'GET /api/promotions/:promotion_id/user_survey_defs': promotion,
  // The seeded default questionnaire (the default promotion's, used by the demo).
  'GET /api/promotions/:promotion_id/user_survey_defs/:id': {
    names: true,
    build: ({ shared }) => ({ params: { promotion_id: shared.promotionId, id: 1 } }),
  },
  'GET /api/promotions/:promotion_id/user_survey': promotion,
  'POST /api/promotions/:promotion_id/user_survey': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: {
        user_survey_def_id: 1,
        user_responses: Object.fromEntries(DEFAULT_SURVEY.questions.map((q) => [q.name, 3])),
      },
    }),
  },
  'GET /api/promotions/:promotion_id/calendar': promotion,
  'GET /api/promotions/:promotion_id/activities': promotion,
  'GET /api/promotions/:promotion_id/activities/categories': promotion,
  'GET /api/promotions/:promotion_id/activities/multipliers': promotion,
  'POST /api/promotions/:promotion_id/activities': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId },
      body: { name: 'Guardrail new activity', category: shared.categoryKey },
    }),
  },
  'PUT /api/promotions/:promotion_id/activities/:id': {
    names: true,
    build: ({ shared }) => ({
      params: { promotion_id: shared.promotionId, id: shared.editableActivityId },
      body: { name: 'Guardrail edited activity' },
    }),
  },
  'DELETE /api/promotions/:promotion_id/activities/:id': {
    names: true,
    build: ({ shared, own }) => ({
      params: { promotion_id: shared.promotionId, id: own.deletableActivityId },
    }),
  },
  'GET /api/users/:user_id/user_activities': {
    names: true,
    build: ({ own }) => ({ params: { user_id: own.userId }, query: { wk: '1' } }),
  },
  'POST /api/users/:user_id/user_activities': {
    names: true,
    build: ({ own, shared }) => ({
      params: { user_id: own.userId },
      body: { activity_id: shared.bookmarkActivityId, is_active: true },
    }),
  },
  'PUT /api/users/:user_id/user_activities/:id': {
    names: true,
    build: ({ own }) => ({
      params: { user_id: own.userId, id: own.userActivityId },
      body: { is_active: true },
    }),
  },
  'GET /api/entries': { names: false, build: () => ({ query: { wk: 1 } }) },
  // Each caller logs the shared activity once, today.
  'POST /api/entries/:recorded_on/entry_activities': {
    names: true,
    build: ({ shared }) => ({
      params: { recorded_on: shared.today },
      body: { activity_id: shared.activityId, feels_value: 1 },
    }),
  },
  'DELETE /api/entries/:recorded_on/entry_activities/:activity_id': {
    names: true,
    build: ({ shared }) => ({
      params: { recorded_on: shared.today, activity_id: shared.loggedActivityId },
    }),
  },
  // Notes on the caller's own day: an outsider writes on their own promotion's entry.
  'PUT /api/entries/:recorded_on': {
    names: false,
    build: ({ shared }) => ({ params: { recorded_on: shared.today }, body: { notes: 'Notes' } }),
  },
  'POST /api/check_answer': {
    names: true,
    build: ({ shared }) => ({
      body: { activity_id: shared.quiz.activityId, answer_idx: shared.quiz.answerIdx },
    }),
  },
  'GET /api/promotions/:promotion_id/leaderboard': promotion,

  'GET /api/works/current': { names: false, build: () => ({}) },
  'GET /api/works': { names: false, build: () => ({ query: { completed: true } }) },
  'GET /api/promotions/:promotion_id/work_styles': promotion,
  'POST /api/works': {
    names: true,
    build: ({ shared }) => ({ body: { style_id: shared.workStyle.id } }),
  },
  'GET /api/works/:id': { names: true, build: ({ own }) => ({ params: { id: own.workId } }) },
  'PUT /api/works/:id': {
    names: true,
    build: ({ own }) => ({ params: { id: own.workId }, body: { segments_revealed: 20 } }),
  },
  'PUT /api/works/:id/final_gallery_choice': {
    names: true,
    build: ({ own }) => ({ params: { id: own.workId }, body: { public_gallery: true } }),
  },
  'PUT /api/works/:id/final_bonus_choice': {
    names: true,
    build: ({ own }) => ({ params: { id: own.bonusWorkId }, body: { bonus_choice: 'keep' } }),
  },
  'GET /api/works/:id/image': {
    names: true,
    build: ({ own }) => ({ params: { id: own.workId }, query: { segments: 20 } }),
  },
  'GET /api/works/:id/download': {
    names: true,
    build: ({ own }) => ({ params: { id: own.workId } }),
  },
  'GET /api/promotions/:promotion_id/team_leaderboard': promotion,
  'GET /api/promotions/:promotion_id/location_leaderboard': promotion,
  'GET /api/eligible_for_gift': { names: false, build: () => ({ query: { page_size: 0 } }) },
  'GET /api/works/bonus_points': { names: false, build: () => ({}) },
  'PUT /api/works/bonus_points/offer/:user_id': {
    names: true,
    build: ({ own }) => ({
      params: { user_id: own.friends.giftFriendId },
      body: { work_id: own.giftWorkId },
    }),
  },
  'PUT /api/works/bonus_points/accept': {
    names: true,
    build: ({ own }) => ({ body: { target_work_bonus_id: own.friends.giftToAcceptId } }),
  },
  'PUT /api/works/bonus_points/decline': {
    names: true,
    build: ({ own }) => ({ body: { target_work_bonus_id: own.friends.giftToDeclineId } }),
  },
  'GET /api/competitions/:competition_id/leaderboard': {
    names: true,
    build: ({ shared }) => ({ params: { competition_id: shared.competition.competitionId } }),
  },
};
