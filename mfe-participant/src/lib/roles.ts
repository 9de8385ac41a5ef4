import type { Role } from '@wellness/shared-ui';

const STAFF: readonly Role[] = ['Coordinator', 'Master', 'Reseller', 'Super Coordinator'];

/**
 * Staff may create, change and delete a promotion's activities (the services' COORDINATOR_OR_ABOVE).
 * The UI only hides what the server would refuse anyway.
 */
export function isStaff(role: Role): boolean {
  return STAFF.includes(role);
}
