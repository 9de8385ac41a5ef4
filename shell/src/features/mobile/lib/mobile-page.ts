import { paths } from '../../../config/paths';
import { isMobileBrowser } from './mobile-prompt';

/**
 * Spec 1 s2 "Mobile page": shown on every state except support faqs and contact, legal privacy
 * and terms, sitemap, register, settings profile and email, notifications unread and all.
 * Logout and impersonate are passages, not screens: nothing is shown there either.
 */
export const MOBILE_PAGE_EXCLUDED: readonly string[] = [
  paths['support.faqs'],
  paths['support.contact'],
  paths['legal.privacy'],
  paths['legal.terms'],
  paths.sitemap,
  paths['go.register'],
  paths['settings.profile'],
  paths['settings.email'],
  paths['go.u.notifications.unread'],
  paths['go.u.notifications.all'],
  paths.logout,
  paths.impersonate,
];

const trimmed = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;

/** Whether the screen at this path is one the mobile page is kept off. */
export const isMobilePageExcluded = (pathname: string) =>
  MOBILE_PAGE_EXCLUDED.includes(trimmed(pathname));

/** The mobile page panel shows to phones, when the promotion has the app, off the listed screens. */
export function showsMobilePage(pathname: string, mobileEnabled: boolean, userAgent: string) {
  return mobileEnabled && isMobileBrowser(userAgent) && !isMobilePageExcluded(pathname);
}
