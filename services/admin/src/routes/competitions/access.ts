import { COORDINATOR_OR_ABOVE } from '@wellness/platform';

/**
 * Staff of a promotion they manage (own, assigned, any for Master): spec 3 s1 "The
 * administration side lets staff ... create ... competitions, behaviors, badges, levels, point
 * thresholds" (services/admin README "Competitions").
 */
export const managed = { access: { allow: COORDINATOR_OR_ABOVE, scope: 'managed' } } as const;
export const writing = { ...managed, limit: 'write' } as const;
