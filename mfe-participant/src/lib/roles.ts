import type { Role } from '@wellness/shared-ui';

const STAFF: readonly Role[] = ['Coordinator', 'Master', 'Reseller', 'Super Coordinator'];

/**
 * Staff may create, change and delete a promotion's activities (the services' COORDINATOR_OR_ABOVE).
 * The UI only hides what the server would refuse anyway.
 */
export function isStaff(role: Role): boolean {
  return STAFF.includes(role);
}

const PAINTERS: readonly Role[] = [
  'User',
  'Coordinator',
  'Location Coordinator',
  'Regional Coordinator',
];

/**
 * The participant roles have works (services/participant README "Works"); a master and the
 * other roles have no current work (spec 1 s4).
 */
export function hasWorks(role: Role): boolean {
  return PAINTERS.includes(role);
}
