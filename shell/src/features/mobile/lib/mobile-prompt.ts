/**
 * Spec 1 s2 "Mobile page": the overlay shows on mobile browsers to a signed-in user while no
 * cookie mobile_prompt_{userId} exists; closing it sets that cookie with no expiry (a cookie
 * without Expires or Max-Age: it lasts until the browser session ends).
 */
export const mobilePromptCookie = (userId: number) => `mobile_prompt_${userId}`;

const MOBILE_AGENT = /android|iphone|ipad|ipod|mobile|blackberry|iemobile|opera mini/i;

export const isMobileBrowser = (userAgent: string) => MOBILE_AGENT.test(userAgent);

export function hasMobilePrompt(userId: number): boolean {
  const name = `${mobilePromptCookie(userId)}=`;
  return document.cookie.split('; ').some((part) => part.startsWith(name));
}

export function setMobilePrompt(userId: number): void {
  document.cookie = `${mobilePromptCookie(userId)}=1; path=/; SameSite=Lax`;
}

/** Whether the overlay opens by itself for this user on this browser. */
export function shouldPromptForApp(
  userId: number | undefined,
  mobileEnabled: boolean,
  userAgent: string,
): boolean {
  return (
    userId !== undefined && mobileEnabled && isMobileBrowser(userAgent) && !hasMobilePrompt(userId)
  );
}
