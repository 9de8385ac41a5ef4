import { randomBytes } from 'node:crypto';
import { hash } from 'argon2';
import type { DataSource } from 'typeorm';
import {
  HttpError,
  applyBoardChange,
  boardStateOf,
  changeBoards,
  isDuplicateEntry,
  notFound,
  unprocessable,
} from '@wellness/platform';
import type { BoardWriter, SessionUser } from '@wellness/platform';
import type { Role } from '@wellness/schema';
import { EMAIL_TAKEN, isEmailTaken, normalisePersonalSettings } from '../settings';
import { grantableRoles, outranks } from '../users';

export const NOT_ALLOWED = 'You are not allowed to do that.';
export const ROLE_NOT_GRANTABLE = 'You may not give that role.';

/** The promotion user form's body (spec 3 s2 /promotion/{id}/user: name, e-mail, role). */
export interface PromotionUserInput {
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
}

export interface PromotionUser extends PromotionUserInput {
  id: number;
  promotion_id: number;
}

type Caller = Pick<SessionUser, 'id' | 'role'>;

/** A user of the promotion in the URL, or 404 as if it did not exist. */
async function userOfPromotion(db: DataSource, promotionId: number, userId: number) {
  const [row] = await db.query(
    `SELECT id, promotion_id, first_name, last_name, email, role
       FROM users WHERE id = ? AND promotion_id = ?`,
    [userId, promotionId],
  );
  if (!row) throw notFound('User');
  return { ...row, id: Number(row.id), promotion_id: Number(row.promotion_id) } as PromotionUser;
}

/** One user of the promotion as the form reads it; the caller must outrank them (else 403). */
export async function showPromotionUser(
  db: DataSource,
  caller: Caller,
  promotionId: number,
  userId: number,
): Promise<PromotionUser> {
  const user = await userOfPromotion(db, promotionId, userId);
  if (!outranks(caller.role, user.role)) throw new HttpError(403, NOT_ALLOWED);
  return user;
}

function checkedInput(caller: Caller, input: PromotionUserInput): PromotionUserInput {
  const user = normalisePersonalSettings(input);
  if (!grantableRoles(caller.role).includes(user.role)) {
    throw new HttpError(403, ROLE_NOT_GRANTABLE);
  }
  return user;
}

/** The unique index on (promotion, e-mail) decides two saves of one address at once. */
async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDuplicateEntry(error)) throw unprocessable(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Adds a user to the promotion. Nobody knows its password (a hash of a secret nobody holds):
 * the person sets one through "forgot password", or signs in through SSO.
 */
export async function createPromotionUser(
  db: DataSource,
  caller: Caller,
  promotionId: number,
  input: PromotionUserInput,
  boards: BoardWriter,
): Promise<PromotionUser> {
  const user = checkedInput(caller, input);
  if (await isEmailTaken(db, promotionId, user.email, 0)) throw unprocessable(EMAIL_TAKEN);
  const passwordHash = await hash(randomBytes(32).toString('base64url'));
  const id = await saving(() =>
    db.transaction(async (manager) => {
      const result = await manager.query(
        `INSERT INTO users (promotion_id, email, password_hash, role, first_name, last_name)
         VALUES (?, ?, ?, ?, ?, ?)`,
        [promotionId, user.email, passwordHash, user.role, user.first_name, user.last_name],
      );
      const userId = Number(result.insertId);
      await applyBoardChange(
        boards.redis,
        boards.prefix,
        null,
        await boardStateOf(manager, userId),
      );
      return userId;
    }),
  );
  return { id, promotion_id: promotionId, ...user };
}

/**
 * Saves a user's names, e-mail and role. The caller must outrank the user as they are and
 * give a role below their own; a changed role moves the user on the boards with the row
 * locked, and `role_changed` tells the route to end the user's sessions (they carry the role).
 */
export async function updatePromotionUser(
  db: DataSource,
  caller: Caller,
  promotionId: number,
  userId: number,
  input: PromotionUserInput,
  boards: BoardWriter,
): Promise<{ user: PromotionUser; role_changed: boolean }> {
  const current = await showPromotionUser(db, caller, promotionId, userId);
  const user = checkedInput(caller, input);
  if (await isEmailTaken(db, promotionId, user.email, userId)) throw unprocessable(EMAIL_TAKEN);
  await saving(() =>
    db.transaction(async (manager) => {
      const [locked] = await manager.query('SELECT role FROM users WHERE id = ? FOR UPDATE', [
        userId,
      ]);
      // Its role may have changed since it was read: the rank rule holds for the row locked.
      if (!locked) throw notFound('User');
      if (!outranks(caller.role, locked.role)) throw new HttpError(403, NOT_ALLOWED);
      await changeBoards(manager, boards, userId, () =>
        manager.query(
          'UPDATE users SET first_name = ?, last_name = ?, email = ?, role = ? WHERE id = ?',
          [user.first_name, user.last_name, user.email, user.role, userId],
        ),
      );
    }),
  );
  return {
    user: { id: userId, promotion_id: promotionId, ...user },
    role_changed: current.role !== user.role,
  };
}
