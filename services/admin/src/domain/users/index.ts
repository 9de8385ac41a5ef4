/**
 * The users of the coordinator dashboard: the users table, and the actions on a user that
 * follow one rank rule (delete, impersonate).
 */
export { CANNOT_DELETE_SELF, deleteUserData } from './commands';
export {
  CANNOT_IMPERSONATE_SELF,
  IMPERSONATE_PAGE,
  NOT_IMPERSONATING,
  grantImpersonation,
  redeemImpersonation,
} from './impersonation';
export { managedUser } from './managed-user';
export { participantsPage, userWithPromotion } from './queries';
export { grantableRoles, outranks } from './rules';
export { SSO_IMPERSONATION_FAILED, ssoImpersonationUrl, ssoTargetOf } from './sso-impersonation';
