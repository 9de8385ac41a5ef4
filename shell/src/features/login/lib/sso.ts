/** Where sign-in starts for an SSO organization (services/participant README "Single sign-on"). */
export const SSO_LOGIN_URL = '/api/sso/login';

/**
 * What the welcome page says when a sign-in through the organization's provider comes back
 * with `?sso_error=` (the reasons services/participant redirects with).
 */
export const SSO_ERRORS: Record<string, string> = {
  state: 'Your sign-in expired or was started in another browser window. Please sign in again.',
  provider:
    "Your organization's sign-in service could not be reached. Please try again in a few minutes.",
  denied: 'Sign-in was cancelled at your organization’s sign-in service.',
  account:
    'Your account could not be opened: your organization’s sign-in service did not share a usable e-mail address, or the address belongs to another account. Please contact your coordinator.',
};

export const ssoErrorMessage = (reason: string | null) =>
  reason ? (SSO_ERRORS[reason] ?? SSO_ERRORS.provider!) : null;
