import { Activity } from './activity';
import { ActivityCategory } from './activity-category';
import { Entry } from './entry';
import { EntryActivity } from './entry-activity';
import { Notification } from './notification';
import { Organization } from './organization';
import { Follow } from './follow';
import { Like } from './like';
import { Post } from './post';
import { PostTag } from './post-tag';
import { Promotion } from './promotion';
import { User } from './user';
import { UserActivity } from './user-activity';

export {
  Activity,
  ActivityCategory,
  Entry,
  EntryActivity,
  Notification,
  Organization,
  Follow,
  Like,
  Post,
  PostTag,
  Promotion,
  User,
  UserActivity,
};
export { ROLES } from './user';
export type { Role } from './user';
export { WALLABLE_TYPES } from './post';
export type { WallableType } from './post';

export const entities = [
  Organization,
  Promotion,
  User,
  ActivityCategory,
  Activity,
  Entry,
  EntryActivity,
  UserActivity,
  Post,
  Like,
  Follow,
  PostTag,
  Notification,
];
