import { SSO_REQUESTS } from './sso';
import { TEAM_REQUESTS } from './teams';
import { COMPETITION_REQUESTS } from './competitions';
import { MESSAGE_REQUESTS } from './messages';
import { GALLERY_REQUESTS, SUPPORT_REQUESTS, TIP_SHARE_REQUESTS } from './gallery';
import { RECIPE_REQUESTS } from './recipes';
import { ADMIN_REQUESTS } from './admin';
import { ADMIN_LIBRARY_REQUESTS } from './admin-library';
import { ADMIN_USERS_REQUESTS } from './admin-users';
import { BADGE_REQUESTS } from './badges';
import { PARTICIPANT_REQUESTS } from './participant';
import { SOCIAL_REQUESTS } from './social';
import { EVALUATION_REQUESTS } from './evaluations';
import { STYLE_REQUESTS } from './styles';
import type { RequestTable } from './types';

export type { MatrixRequest, RequestContext, RequestSpec } from './types';

/**
 * For every route (by `METHOD /api/path`), a request that succeeds for each caller the
 * access table admits, built from the records arranged for that caller.
 */
export const REQUESTS: RequestTable = {
  ...PARTICIPANT_REQUESTS,
  ...SOCIAL_REQUESTS,
  ...ADMIN_REQUESTS,
  ...BADGE_REQUESTS,
  ...COMPETITION_REQUESTS,
  ...RECIPE_REQUESTS,
  ...MESSAGE_REQUESTS,
  ...STYLE_REQUESTS,
  ...TEAM_REQUESTS,
  ...GALLERY_REQUESTS,
  ...SUPPORT_REQUESTS,
  ...TIP_SHARE_REQUESTS,
  ...SSO_REQUESTS,
  ...EVALUATION_REQUESTS,
  ...ADMIN_LIBRARY_REQUESTS,
  ...ADMIN_USERS_REQUESTS,
};
