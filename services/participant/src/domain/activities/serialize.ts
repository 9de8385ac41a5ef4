import type { Activity, ActivityCategory } from '@wellness/schema';

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
