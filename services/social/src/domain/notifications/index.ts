/**
 * Notifications: one row per user and key, unseen → seen → read → cleared; the wall's and
 * follows' triggers.
 */
export { createNotification, markNotifications } from './commands';
export type { NotificationMark } from './commands';
export { findNotification, listNotifications, notificationCounts } from './queries';
export { notifyComment, notifyFollow, notifyLike, notifyTags } from './wall';
export { MESSAGE_NEEDED, sendCoordinatorNotification } from './coordinator';
