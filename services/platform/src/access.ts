import type { Role } from '@wellness/schema';

/**
 * Every route declares who may call it and which records it reaches, next to its schema:
 * `config: { access: { allow: ['Master'], scope: 'any' } }`. A route without one fails start-up.
 */
export interface AccessPolicy {
  /** anonymous: anyone; signed-in: any role; or the roles listed. */
  allow: 'anonymous' | 'signed-in' | readonly Role[];
  /**
   * promotion: records of the caller's promotion (a :promotion_id param must be the caller's);
   * own: the caller's own records; any: across promotions (masters); none: touches no records;
   * managed: a :promotion_id param must be one the caller manages (own promotion, a super
   * user's picker promotions, any for masters — see managed-promotions.ts).
   */
  scope: 'promotion' | 'own' | 'any' | 'none' | 'managed';
}

export const PARTICIPANT_ROLES: readonly Role[] = [
  'User',
  'Coordinator',
  'Location Coordinator',
  'Regional Coordinator',
];
export const COORDINATOR_OR_ABOVE: readonly Role[] = [
  'Coordinator',
  'Master',
  'Reseller',
  'Super Coordinator',
];
export const DASHBOARD_ONLY: readonly Role[] = ['Master', 'Reseller', 'Super Coordinator'];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
}
