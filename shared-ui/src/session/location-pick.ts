import type { Role } from './types';

/** A location as the pickers list it (parent_id null: level 1, the top of the tree). */
export interface PickerLocation {
  id: number;
  name: string;
  parent_id: number | null;
  level: number;
}

const TOP_LEVEL_ROLES: readonly Role[] = ['Coordinator', 'Master', 'Reseller', 'Super Coordinator'];

/**
 * Spec 3 s6 "Location pickers by level" as services/platform `pickOf` decides it: master and
 * coordinator (the promotion-wide roles) pick a level-1 location; everyone else picks down to
 * the deepest level of the branch (levels 2 and 3 where the tree has them).
 */
export const picksTopLevel = (role: Role) => TOP_LEVEL_ROLES.includes(role);

/** The locations a user of `role` may be given: level 1, or those with nothing below them. */
export function pickableLocations<T extends PickerLocation>(role: Role, locations: T[]): T[] {
  if (picksTopLevel(role)) return locations.filter((location) => location.parent_id === null);
  const parents = new Set(locations.map((location) => location.parent_id));
  return locations.filter((location) => !parents.has(location.id));
}
