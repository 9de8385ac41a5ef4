import { Activity } from './activity';
import { ActivityCategory } from './activity-category';
import { Entry } from './entry';
import { EntryActivity } from './entry-activity';
import { Organization } from './organization';
import { Post } from './post';
import { Promotion } from './promotion';
import { User } from './user';
import { UserActivity } from './user-activity';

export {
  Activity,
  ActivityCategory,
  Entry,
  EntryActivity,
  Organization,
  Post,
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
];
