export { SsoSignInError, signInSsoUser } from './accounts';
export type { SsoAccount } from './accounts';
export { finishSignIn, providerOf, startSignIn } from './client';
export type { PendingSignIn } from './client';
export { SSO_ACCOUNT, isSsoAccount, ssoLogoutRedirect, ssoSettingsOf } from './settings';
export type { SsoSettings } from './settings';
