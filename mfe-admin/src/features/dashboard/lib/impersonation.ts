/**
 * Spec 3 "Impersonation": the promotion's site opens 3 s after a cookie session is granted,
 * 1 s after the SSO call answers (services/admin README "Impersonation").
 */
export const IMPERSONATION_DELAY_MS = 3000;
export const SSO_IMPERSONATION_DELAY_MS = 1000;
export const IMPERSONATION_FAILED = 'Could not impersonate.';
/** Spec 1 s8: "'Failed test!' (SSO impersonation failure)": the provider gave no URL (502). */
export const SSO_IMPERSONATION_FAILED = 'Failed test!';

export type ImpersonationVia = 'cookie' | 'sso';

export const delayOf = (via: ImpersonationVia) =>
  via === 'sso' ? SSO_IMPERSONATION_DELAY_MS : IMPERSONATION_DELAY_MS;

/** The screen's message of a failed impersonation. */
export const impersonationFailure = (error: unknown) =>
  (error as { status?: unknown } | undefined)?.status === 502
    ? SSO_IMPERSONATION_FAILED
    : IMPERSONATION_FAILED;

/** The user settings page of a user (a later issue builds it), for the Edit action. */
export const settingsUrl = (userId: number, promotionId: number) =>
  `/settings?userId=${userId}&promotionId=${promotionId}`;

/**
 * Opens a window while the click still counts as the user's (popup blockers allow that),
 * to be pointed at the impersonation link once the server grants it.
 */
export function openPendingWindow() {
  const opened = window.open('about:blank', '_blank');
  return {
    go(url: string) {
      if (!opened || opened.closed) {
        window.open(url, '_blank', 'noopener');
        return;
      }
      opened.opener = null;
      opened.location.href = url;
    },
    close() {
      opened?.close();
    },
  };
}
