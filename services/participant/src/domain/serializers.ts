import type { Dayjs } from 'dayjs';
import type { Activity, ActivityCategory, Promotion, User } from '@wellness/schema';
import { currentWeek, hasLoggingEnded, weeksIn } from './program-calendar';

export const profileOf = (user: Pick<User, 'first_name' | 'last_name' | 'image_url'>) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  full_name: `${user.first_name} ${user.last_name}`.trim(),
  image: user.image_url ? { url: user.image_url } : null,
});

export const serializeUser = (user: User, promotion: Pick<Promotion, 'default_goal'>) => ({
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
  goal_hit: user.goal_hit,
  show_goal_hit: user.show_goal_hit,
  profile: profileOf(user),
});

export function serializePromotion(promotion: Promotion, today: Dayjs) {
  const {
    created_at: _created,
    updated_at: _updated,
    organization_id: _org,
    ...fields
  } = promotion;
  return {
    ...fields,
    weeks: weeksIn(promotion),
    current_week: currentWeek(promotion, today),
    current_date: today.format('YYYY-MM-DD'),
    has_started: today.format('YYYY-MM-DD') >= promotion.starts_on,
    has_logging_ended: hasLoggingEnded(promotion, today),
  };
}

/** An activity; its correct answer only for staff, never for participants. */
export const serializeActivity = (
  activity: Activity,
  category: ActivityCategory | undefined,
  { forStaff = false } = {},
) => ({
  id: activity.id,
  promotion_id: activity.promotion_id,
  name: activity.name,
  blurb: activity.blurb,
  content: activity.content,
  category: category?.key ?? '',
  category_object: { key: category?.key ?? '', display: category?.display ?? '' },
  image: activity.image_url ? { url: activity.image_url } : null,
  week_available: activity.week_available,
  sequence: activity.sequence,
  is_one_time: activity.is_one_time,
  multiplier: Number(activity.multiplier),
  parent_activity_id: activity.parent_activity_id,
  question: activity.question,
  answers: activity.answers ? (JSON.parse(activity.answers) as string[]) : null,
  point_value: activity.point_value,
  ...(forStaff ? { correct_answer: activity.correct_answer } : {}),
});

export const serializeCategory = ({ id, key, display, sequence }: ActivityCategory) => ({
  id,
  key,
  display,
  sequence,
});
