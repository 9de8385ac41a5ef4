import type { Role } from '@wellness/schema';

/**
 * Who may call a route, written from the spec (never read from the routes): anyone, any
 * signed-in role, or the roles listed.
 */
export type Allow = 'anonymous' | 'signed-in' | readonly Role[];

/** Which records a route reaches: the vocabulary of a route's `config.access.scope`. */
export type Scope = 'promotion' | 'own' | 'any' | 'none' | 'managed';

/** The callers of the matrix (stack.ts `callers()`). */
export type CallerName = 'anonymous' | Role | 'other promotion';

export interface ExpectedAccess {
  allow: Allow;
  scope: Scope;
  /** The success status, where it is not the 2xx that the route's response schema declares. */
  success?: { status: number; why: string };
  /**
   * Callers who pass the access check but whom a rule of the spec or README then refuses, so
   * that success is impossible for them: the exact status and why. Used sparingly.
   */
  refused?: Partial<Record<CallerName, { status: number; why: string }>>;
}

export type AccessTable = Record<string, ExpectedAccess>;

/** Spec 2 s6: "Coordinator or above: Coordinator, Master, Reseller, Super Coordinator." */
export const COORDINATOR_OR_ABOVE: readonly Role[] = [
  'Coordinator',
  'Master',
  'Reseller',
  'Super Coordinator',
];

/**
 * "Staff" (spec 1 s6: admin screens "are for staff; exact gating is not shown"): the
 * participant README's rule, "Staff are Coordinator, Master, Reseller and Super Coordinator".
 */
export const STAFF: readonly Role[] = COORDINATOR_OR_ABOVE;

export const MASTER_ONLY: readonly Role[] = ['Master'];

/** Spec 2 s1 / spec 1 s4: "Participants: User, Coordinator, Regional Coordinator, Location Coordinator". */
export const PARTICIPANT_ROLES: readonly Role[] = [
  'User',
  'Coordinator',
  'Location Coordinator',
  'Regional Coordinator',
];
