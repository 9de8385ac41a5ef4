import { paths } from '../config/paths';

/** Only same-origin paths are followed after login ('//evil.test' is another origin). */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return null;
  return target;
}

/** The login screen, remembering where the user was going. */
export function welcomeUrl(redirectTo?: string): string {
  const params = new URLSearchParams({ login: 'true' });
  const redirect = safeRedirect(redirectTo);
  if (redirect && redirect !== paths.root) params.set('redirect', redirect);
  return `${paths.welcome}?${params.toString()}`;
}

/** Messages handed to the welcome screen through navigation state (e.g. 'Log In Required'). */
export interface WelcomeState {
  errors?: string[];
  /** A note above the login form, e.g. after a password reset. */
  notice?: string;
}
