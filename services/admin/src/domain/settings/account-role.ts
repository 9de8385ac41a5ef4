import type { DataSource } from 'typeorm';
import { HttpError, changeBoards, notFound } from '@wellness/platform';
import type { BoardWriter, SessionUser } from '@wellness/platform';
import type { Role } from '@wellness/schema';
import { roleOf } from './queries';

const CANNOT_DEMOTE_SELF = 'You cannot change your own role.';

interface AccountRole {
  role: Role;
  is_wall_expert: boolean;
}

/**
 * Master's Account & Role tab: sets a user's role and wall-expert flag. A master keeps their
 * own Master role (someone must be left to give it back). A changed role ends the user's
 * sessions, which carry the role, so the next sign-in opens the screens of the new one.
 */
export async function saveAccountRole(
  db: DataSource,
  caller: SessionUser,
  userId: number,
  input: AccountRole,
  boards: BoardWriter,
): Promise<{ id: number; role_changed: boolean }> {
  const row = await roleOf(db, userId);
  if (!row) throw notFound('User');
  if (Number(row.id) === caller.id && input.role !== row.role) {
    throw new HttpError(403, CANNOT_DEMOTE_SELF);
  }
  // A role decides who is on the boards: the change reaches them with the row locked.
  await db.transaction(async (manager) => {
    await manager.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);
    await changeBoards(manager, boards, userId, () =>
      manager.query('UPDATE users SET role = ?, is_wall_expert = ? WHERE id = ?', [
        input.role,
        input.is_wall_expert,
        userId,
      ]),
    );
  });
  return { id: Number(row.id), role_changed: input.role !== row.role };
}
