import { MASTER_ONLY } from './roles';
import type { AccessTable, ExpectedAccess } from './roles';

/**
 * Single sign-on (issue 17). Spec 3 s2 "The login link is hidden when single sign-on is
 * enabled": visitors sign in through the organization's provider, so both legs of the OpenID
 * Connect flow are for anyone on the promotion's host (services/participant README "Single
 * sign-on"); they are browser navigations and answer with redirects, failures included.
 */
const SIGN_IN: ExpectedAccess = {
  allow: 'anonymous',
  scope: 'none',
  success: {
    status: 302,
    why: 'a browser navigation: on to the provider, home or the welcome page',
  },
};

/**
 * SSO extras: spec 3 s2 lists /ssoextra?extraId among the promotion admin screens, and s6 "The
 * promotion admin area is for master users only" (services/admin README "SSO extras").
 */
const MASTER: ExpectedAccess = { allow: MASTER_ONLY, scope: 'any' };

export const SSO_ACCESS: AccessTable = {
  'GET /api/sso/login': SIGN_IN,
  'GET /api/sso/callback': SIGN_IN,
  // Spec 3 s7 "SSO extras: GET /sso_extras/{id}, create/update/destroy nested under the
  // promotion (promotion_id, data_type, path); index".
  'GET /api/promotions/:promotion_id/sso_extras': MASTER,
  'GET /api/sso_extras/:id': MASTER,
  'POST /api/promotions/:promotion_id/sso_extras': MASTER,
  'PUT /api/promotions/:promotion_id/sso_extras/:id': MASTER,
  'DELETE /api/promotions/:promotion_id/sso_extras/:id': MASTER,
};
