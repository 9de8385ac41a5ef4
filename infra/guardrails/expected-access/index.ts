import { SSO_ACCESS } from './sso';
import { TEAM_ACCESS } from './teams';
import { COMPETITION_ACCESS } from './competitions';
import { MESSAGE_ACCESS } from './messages';
import { GALLERY_ACCESS, SUPPORT_ACCESS, TIP_SHARE_ACCESS } from './gallery';
import { RECIPE_ACCESS } from './recipes';
import { ADMIN_ACCESS } from './admin';
import { ADMIN_LIBRARY_ACCESS, BLUR_ACCESS } from './admin-library';
import { ADMIN_EXPORT_ACCESS, ADMIN_USERS_ACCESS } from './admin-users';
import { BADGE_ACCESS } from './badges';
import { PARTICIPANT_ACCESS } from './participant';
import type { AccessTable } from './roles';
import { SOCIAL_ACCESS } from './social';
import { EVALUATION_ACCESS } from './evaluations';
import { STYLE_ACCESS } from './styles';

export { COORDINATOR_OR_ABOVE, MASTER_ONLY, STAFF } from './roles';
export type { AccessTable, Allow, CallerName, ExpectedAccess, Scope } from './roles';

/**
 * The expected access of every /api route, `METHOD /api/path` → who and which records,
 * written from the spec's roles and permissions and, where it is silent, from the owning
 * service's README. Kept apart from the routes: the authorization matrix compares the two.
 */
export const EXPECTED_ACCESS: AccessTable = {
  ...PARTICIPANT_ACCESS,
  ...SOCIAL_ACCESS,
  ...ADMIN_ACCESS,
  ...BADGE_ACCESS,
  ...COMPETITION_ACCESS,
  ...RECIPE_ACCESS,
  ...MESSAGE_ACCESS,
  ...STYLE_ACCESS,
  ...TEAM_ACCESS,
  ...GALLERY_ACCESS,
  ...SUPPORT_ACCESS,
  ...TIP_SHARE_ACCESS,
  ...SSO_ACCESS,
  ...EVALUATION_ACCESS,
  ...ADMIN_LIBRARY_ACCESS,
  ...ADMIN_USERS_ACCESS,
  ...ADMIN_EXPORT_ACCESS,
  ...BLUR_ACCESS,
};
