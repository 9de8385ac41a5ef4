import type { UserBadge } from '../api/badges-api';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** What a badge asks for, in words (the counting rules: services/worker README "Badges"). */
export function badgeGoal({
  category,
  goal,
  goal2,
}: Pick<UserBadge, 'category' | 'goal' | 'goal2'>) {
  switch (category) {
    case 'days_logged':
      return goal2 && goal2 > 1
        ? `Log ${plural(goal2, 'activity', 'activities')} in a day on ${plural(goal, 'day')}`
        : `Log activities on ${plural(goal, 'day')}`;
    case 'evaluation':
      return `Complete ${plural(goal, 'evaluation')}`;
    case 'survey':
      return `Answer ${plural(goal, 'survey')}`;
    case 'displayed_art':
      return `Display ${plural(goal, 'work')} in the gallery`;
    case 'sent_gift_points':
      return `Send ${plural(goal, 'gift point')}`;
    case 'wall_posts_created':
      return `Write ${plural(goal, 'wall post')}`;
    case 'wall_posts_tags':
      return `Tag ${plural(goal, 'person', 'people')} in your posts`;
    case 'recipes_rated':
      return `Rate ${plural(goal, 'recipe')}`;
    case 'tips_shared':
      return `Share ${plural(goal, 'tip')} on the wall`;
    case 'buddies_added':
      return `Add ${plural(goal, 'friend')}`;
    default:
      return 'A special award from your program';
  }
}
