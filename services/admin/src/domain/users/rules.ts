import { ROLES } from '@wellness/schema';
import type { Role } from '@wellness/schema';

/**
 * How far up the staff ladder a role stands. Deleting and impersonating a user both follow
 * one rule (README "Deleting and impersonating users"): the caller must stand strictly above
 * the user, so nobody acts on a peer or a superior, and Master acts on anyone but masters.
 */
const STAFF_RANK: Record<Role, number> = {
  User: 0,
  Tutorial: 0,
  'Location Coordinator': 1,
  'Regional Coordinator': 1,
  Coordinator: 2,
  Poster: 2,
  'Super Coordinator': 3,
  Reseller: 3,
  Master: 4,
};

/** True when a caller of `callerRole` may delete or impersonate a user of `targetRole`. */
export const outranks = (callerRole: Role, targetRole: Role): boolean =>
  STAFF_RANK[callerRole] > STAFF_RANK[targetRole];

/**
 * The roles a caller may give in a promotion's user form (README "A promotion's users"): those
 * ranked strictly below their own, so nobody makes a peer or a superior. A master names a
 * master on the Account & Role tab of the user's settings.
 */
export const grantableRoles = (callerRole: Role): Role[] =>
  ROLES.filter((role) => outranks(callerRole, role));
