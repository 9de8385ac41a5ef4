import { COORDINATOR_OR_ABOVE } from '@wellness/platform';
import { TEAM_STATUS } from '@wellness/schema';
import type { Role } from '@wellness/schema';
import { ENROLLMENT_CLOSED, refused } from './messages';

/** Who acts: the signed-in caller. */
export interface Caller {
  id: number;
  promotion_id: number;
  role: string;
}

/** Coordinator or above manage every team of their promotion at any time (spec 2 s6, s10). */
export const isStaff = (caller: Caller) => COORDINATOR_OR_ABOVE.includes(caller.role as Role);

/**
 * A team's status after its membership changed (README "Rules the spec leaves open"): official
 * as soon as it has team_size_min members; below that, back to pending while enrolment is
 * open, unchanged after it. A deleted team stays deleted.
 */
export function statusAfterChange(
  status: number,
  memberCount: number,
  teamSizeMin: number,
  duringEnrollment: boolean,
): number {
  if (status === TEAM_STATUS.deleted) return status;
  if (memberCount >= teamSizeMin) return TEAM_STATUS.official;
  return duringEnrollment ? TEAM_STATUS.pending : status;
}

/** Participants form, join, invite and answer only while enrolment is open; staff any time. */
export function assertEnrollmentOpen(caller: Caller, duringEnrollment: boolean) {
  if (!duringEnrollment && !isStaff(caller)) throw refused(ENROLLMENT_CLOSED);
}

/** A team name: trimmed, 1-100 characters (the spec shows no limit; a label must fit). */
export const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ');

/** An e-mail address as invites store it: trimmed, lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
