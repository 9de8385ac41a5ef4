/**
 * Spec 3 s2: `/?email=` stores the prefilled registration e-mail; a successful registration
 * clears it. A cookie of this name, readable by the page (it holds only what was in the URL).
 */
export const REGISTRATION_EMAIL_COOKIE = 'registration_email';

export function storedRegistrationEmail(): string {
  const entry = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${REGISTRATION_EMAIL_COOKIE}=`));
  if (!entry) return '';
  try {
    return decodeURIComponent(entry.slice(REGISTRATION_EMAIL_COOKIE.length + 1));
  } catch {
    return '';
  }
}

export function storeRegistrationEmail(email: string): void {
  document.cookie = `${REGISTRATION_EMAIL_COOKIE}=${encodeURIComponent(email)}; path=/; SameSite=Lax`;
}

export function clearRegistrationEmail(): void {
  document.cookie = `${REGISTRATION_EMAIL_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}
