import type { ActivityCategory, AdminActivity } from '../api/types';

/** Fixtures for activity administration tests. */
export function buildAdminActivity(
  overrides: Partial<AdminActivity> & Pick<AdminActivity, 'id' | 'name'>,
): AdminActivity {
  const category = overrides.category ?? 'fitness';
  return {
    promotion_id: 2,
    blurb: `${overrides.name} for a healthier day.`,
    content: null,
    category,
    category_object: { key: category, display: category === 'fitness' ? 'Fitness' : 'Nutrition' },
    image: null,
    week_available: 1,
    sequence: 1,
    is_one_time: false,
    multiplier: 1,
    parent_activity_id: null,
    question: null,
    answers: null,
    correct_answer: null,
    point_value: 10,
    ...overrides,
  };
}

export const categories: ActivityCategory[] = [
  { id: 2, key: 'nutrition', display: 'Nutrition', sequence: 2 },
  { id: 1, key: 'fitness', display: 'Fitness', sequence: 1 },
];

export const walk = buildAdminActivity({ id: 1, name: 'Take a walk' });
export const stretch = buildAdminActivity({
  id: 2,
  name: 'Stretch',
  week_available: 2,
  question: 'How long should you hold a stretch?',
  answers: ['5 seconds', '30 seconds'],
  correct_answer: '30 seconds',
});
export const longWalk = buildAdminActivity({
  id: 3,
  name: 'Take a walk',
  parent_activity_id: 1,
  week_available: 3,
  sequence: 2,
});
export const water = buildAdminActivity({ id: 4, name: 'Drink water', category: 'nutrition' });
