import { User } from '@wellness/schema';
import type { DataSource } from 'typeorm';
import type { SessionStore } from './session';

/** Consecutive wrong passwords that lock an account. */
export const LOCKOUT_THRESHOLD = 5;
export const ACCOUNT_LOCKED = 'Your account is locked. Please contact your program coordinator.';

/** What the lockout rules need: the database and the session store. */
export interface AccountStores {
  db: DataSource;
  sessions: SessionStore;
}

/** Spec 3: the organization's enable_account_lockouts, on by default (and without one). */
async function lockoutsEnabled(db: DataSource, promotionId: number): Promise<boolean> {
  const rows: Array<{ enabled: number | null }> = await db.query(
    `SELECT o.enable_account_lockouts AS enabled FROM promotions p
     LEFT JOIN organizations o ON o.id = p.organization_id WHERE p.id = ?`,
    [promotionId],
  );
  const enabled = rows[0]?.enabled;
  return enabled === null || enabled === undefined || Boolean(Number(enabled));
}

/**
 * Counts a wrong password when the organization locks accounts; the fifth in a row locks
 * the account and ends every session of its user. Returns whether the account is now locked.
 */
export async function recordFailedLogin(
  { db, sessions }: AccountStores,
  user: Pick<User, 'id' | 'promotion_id'>,
): Promise<boolean> {
  if (!(await lockoutsEnabled(db, user.promotion_id))) return false;
  // The row lock makes concurrent failures count one after the other.
  const locked = await db.transaction(async (manager) => {
    const [row]: Array<{ failed_login_count: number }> = await manager.query(
      'SELECT failed_login_count FROM users WHERE id = ? FOR UPDATE',
      [user.id],
    );
    const failures = Number(row?.failed_login_count ?? 0) + 1;
    const lock = failures >= LOCKOUT_THRESHOLD;
    await manager.update(User, user.id, {
      failed_login_count: failures,
      ...(lock ? { locked_at: new Date() } : {}),
    });
    return lock;
  });
  if (locked) await sessions.destroyAllForUser(user.id);
  return locked;
}

/** A correct password starts the count of consecutive failures again. */
export async function clearFailedLogins(
  { db }: AccountStores,
  user: Pick<User, 'id' | 'failed_login_count'>,
): Promise<void> {
  if (user.failed_login_count > 0) {
    await db.getRepository(User).update(user.id, { failed_login_count: 0 });
  }
}

/**
 * A master's unlock: clears the lock and the count and ends the user's sessions, so that
 * the user starts again from a fresh login. False when no such user exists.
 */
export async function unlockAccount(
  { db, sessions }: AccountStores,
  userId: number,
): Promise<boolean> {
  const users = db.getRepository(User);
  if (!(await users.existsBy({ id: userId }))) return false;
  await users.update(userId, { locked_at: null, failed_login_count: 0 });
  await sessions.destroyAllForUser(userId);
  return true;
}
