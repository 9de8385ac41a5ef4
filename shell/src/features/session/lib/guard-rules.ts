import type { Promotion, Role, User } from '@wellness/shared-ui';
import { paths } from '../../../config/paths';
import { homePathFor } from './home-path';

/** Spec 3 s2 "Other": the guard's login prompt (a 401 on a call says 'Log In Required'). */
export const PLEASE_LOG_IN = 'Please log in.';

/** Masters and super users never go through the prestart wizard (spec 3 s2 "Other"). */
const TUTORIAL_EXEMPT: readonly Role[] = ['Master', 'Reseller', 'Super Coordinator'];

/**
 * Where a user who has not seen the tutorial may still go (spec 3 s2 "Other": prestart,
 * settings, recipes, stats, logout, support, terms, privacy, feedback, opt-in participation,
 * how-it-works). Each is a path prefix.
 */
export const TUTORIAL_FREE_PATHS: readonly string[] = [
  paths.prestart,
  paths.settings,
  '/recipes',
  '/stats',
  paths.logout,
  '/support',
  '/legal/terms',
  '/terms',
  '/legal/privacy',
  '/privacy',
  '/feedback',
  paths.opt_in_participation,
  '/how-it-works',
];

const under = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The signed-in areas a signed-out visitor may read (spec 3 s2 "Other": recipes and tips). */
export const GUEST_OPEN_PATHS: readonly string[] = [paths['go.u.tips'], '/recipes', '/recipe'];

/**
 * A signed-out visitor reads those areas once the promotion has launched, or before with a
 * pilot cookie (before launch guests reach only welcome and the support and legal pages).
 */
export function guestMayEnter(pathname: string, promotion: Promotion | undefined): boolean {
  if (!GUEST_OPEN_PATHS.some((prefix) => under(pathname, prefix))) return false;
  return !!promotion && (!!promotion.has_launched || !!promotion.pilot_access);
}

/** The prestart wizard's first step when the user must go through it first; else null. */
export function tutorialRedirect(user: User, pathname: string): string | null {
  if (user.has_seen_tutorial || TUTORIAL_EXEMPT.includes(user.role)) return null;
  if (TUTORIAL_FREE_PATHS.some((prefix) => under(pathname, prefix))) return null;
  return paths['prestart.basics'];
}

/**
 * `/` for a signed-in user (spec 3 s2 "Root redirect"): the start page of the role, except that
 * a participant goes to /prestart/basics while the programme has not started.
 */
export function signedInStart(user: User, promotion: Promotion | undefined): string {
  const home = homePathFor(user.role);
  if (home === paths['go.u.home'] && promotion && !promotion.has_started) {
    return paths['prestart.basics'];
  }
  return home;
}
