import type { DataSource } from 'typeorm';
import { COORDINATOR_OR_ABOVE, canManagePromotion, notFound } from '@wellness/platform';
import type { SessionUser } from '@wellness/platform';
import type { Role } from '@wellness/schema';
import { outranks } from '../users';
import { settingsUserRow } from './queries';

interface SettingsUser {
  id: number;
  promotion_id: number;
  first_name: string;
  last_name: string;
  email: string;
  location_id: number | null;
  role: Role;
  is_wall_expert: boolean;
  locked: boolean;
}

/**
 * Whose settings a caller may open and save (README "Settings"): their own; any user's for
 * Master; for Coordinator or above, a user of a promotion they manage whose role ranks
 * strictly below theirs (the dashboard's rank rule). Anything else is 404, as if the user
 * did not exist, so the answer never tells whether an id is taken.
 */
async function canEditSettings(
  db: DataSource,
  caller: SessionUser,
  target: { id: number; promotion_id: number; role: Role },
): Promise<boolean> {
  if (target.id === caller.id || caller.role === 'Master') return true;
  return (
    COORDINATOR_OR_ABOVE.includes(caller.role) &&
    outranks(caller.role, target.role) &&
    (await canManagePromotion(db, caller, target.promotion_id))
  );
}

/** The user whose settings the caller opens, or 404 `User could not be found`. */
export async function editableUser(
  db: DataSource,
  caller: SessionUser,
  userId: number,
): Promise<SettingsUser> {
  const row = await settingsUserRow(db, userId);
  const user = row && {
    id: Number(row.id),
    promotion_id: Number(row.promotion_id),
    first_name: String(row.first_name),
    last_name: String(row.last_name),
    email: String(row.email),
    location_id: row.location_id === null ? null : Number(row.location_id),
    role: row.role as Role,
    is_wall_expert: Boolean(Number(row.is_wall_expert)),
    locked: row.locked_at !== null,
  };
  if (!user || !(await canEditSettings(db, caller, user))) throw notFound('User');
  return user;
}
