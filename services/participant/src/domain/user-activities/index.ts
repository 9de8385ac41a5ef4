/** Bookmarks and trivia state: one participant's row per activity (user_activities). */
export { saveBookmark } from './commands';
export { listUserActivities, userActivityView } from './queries';
export { parseWeek } from './rules';
