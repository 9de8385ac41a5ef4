import type { DataSource } from 'typeorm';
import type { Role } from '@wellness/schema';
import { COORDINATOR_OR_ABOVE } from '../access';

/**
 * Which location a user may be given (spec 3 s6 "Location pickers by level: master/coordinator
 * level 1; above location coordinator levels 2 and 3"; services/admin README "Rules the spec
 * leaves open"): Master and Coordinator (and the other promotion-wide roles, Reseller and Super
 * Coordinator) hold a level-1 location, the top of the tree; everyone else (participants,
 * Location and Regional Coordinators) picks down the tree to the deepest level of the chosen
 * branch, levels 2 and 3 wherever the tree has them: a location with no location below it.
 * shared-ui's `pickableLocations` offers the same choices on the screens.
 */
export type LocationPick = 'top-level' | 'deepest';

export const pickOf = (role: Role): LocationPick =>
  COORDINATOR_OR_ABOVE.includes(role) ? 'top-level' : 'deepest';

export const TOP_LEVEL_LOCATION_REQUIRED =
  'Masters and coordinators are given a top-level location.';
export const DEEPEST_LOCATION_REQUIRED = 'Choose a location down to its last level.';

/**
 * The promotion's location `locationId` checked against the rule for `role`: `missing` when
 * it is not one of the promotion's, else the rule's message when it breaks it, else null.
 */
export async function locationPickProblem(
  db: Pick<DataSource, 'query'>,
  promotionId: number,
  locationId: number,
  role: Role,
): Promise<'missing' | string | null> {
  const [row]: Array<{ level: number | string; below: number | string }> = await db.query(
    `SELECT l.level, EXISTS (SELECT 1 FROM locations c WHERE c.parent_id = l.id) AS below
     FROM locations l WHERE l.id = ? AND l.promotion_id = ?`,
    [locationId, promotionId],
  );
  if (!row) return 'missing';
  if (pickOf(role) === 'top-level') {
    return Number(row.level) === 1 ? null : TOP_LEVEL_LOCATION_REQUIRED;
  }
  return Number(row.below) ? DEEPEST_LOCATION_REQUIRED : null;
}
