/** Spec 3 "Impersonation": the promotion's site opens 3 s after the session is granted. */
export const IMPERSONATION_DELAY_MS = 3000;
export const IMPERSONATION_FAILED = 'Could not impersonate.';

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
