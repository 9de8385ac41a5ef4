/** Roles that may stay on a disabled promotion (spec 3 s2 "coordinator or above"). */
const STAFF = new Set(['Coordinator', 'Super Coordinator', 'Reseller', 'Master']);

/**
 * Spec 3 s2: a promotion disabled on an earlier day is reachable only by coordinators or
 * above; others go to the product page (the bare domain). `/welcome?login=true` stays open so
 * that staff can sign in; the server refuses anyone else (platform README "tenancy").
 */
export function disabledPromotionRedirect(
  promotion: { disabled?: boolean } | undefined,
  role: string | undefined,
  location: { host: string; protocol: string; pathname: string; search: string },
): string | null {
  if (!promotion?.disabled || (role && STAFF.has(role))) return null;
  if (!role && location.pathname === '/welcome' && /[?&]login=true\b/.test(location.search)) {
    return null;
  }
  const [, ...rest] = location.host.split('.');
  return `${location.protocol}//${rest.join('.') || location.host}/`;
}
