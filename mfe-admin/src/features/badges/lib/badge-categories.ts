/** Spec 1 s3: the eleven badge categories, with the name the editor shows. */
export const BADGE_CATEGORIES = [
  { value: 'days_logged', label: 'Days logged' },
  { value: 'evaluation', label: 'Evaluation' },
  { value: 'survey', label: 'Survey' },
  { value: 'displayed_art', label: 'Displayed art' },
  { value: 'sent_gift_points', label: 'Gift points sent' },
  { value: 'wall_posts_created', label: 'Wall posts created' },
  { value: 'wall_posts_tags', label: 'Wall post tags' },
  { value: 'recipes_rated', label: 'Recipes rated' },
  { value: 'tips_shared', label: 'Tips shared' },
  { value: 'buddies_added', label: 'Buddies added' },
  { value: 'custom', label: 'Custom (awarded by staff)' },
] as const;

export const categoryLabel = (value: string) =>
  BADGE_CATEGORIES.find((category) => category.value === value)?.label ?? value;

/** The product's picture of a category (services/participant assets/badges). */
export const productImage = (category: string) => `/api/badges/images/${category}.svg`;

/** The toast of spec 1 s8 when a badge cannot be saved. */
export const SAVE_BADGE_FAILED = 'Could not save Badge';

/** What goal2 means, by category (services/worker README "Badges"). */
export const goal2Help = (category: string) =>
  category === 'days_logged'
    ? 'Activities a day must have to count (empty: one).'
    : 'Not used by this category.';
