import { hash } from 'argon2';
import type { DataSource } from 'typeorm';
import {
  HttpError,
  passwordProblems,
  promotionPasswordPolicy,
  unprocessable,
} from '@wellness/platform';

export const PASSWORD_REQUIRED = 'Password required.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const PASSWORD_NOT_CHANGEABLE = 'This password cannot be changed here.';

export interface PasswordChange {
  password?: string;
  password_confirmation?: string;
}

/**
 * Spec 3 s5 "Settings password": when either field is filled the new password is required,
 * keeps the organization's rule (else its help message) and equals its retype. Only the
 * account's own holder changes it, and not on a single sign-on organization or a launchpad
 * promotion (spec 3 s6). Answers the new argon2id hash, or null when nothing is to change.
 */
export async function newPasswordHash(
  db: DataSource,
  callerId: number,
  user: { id: number; promotion_id: number },
  change: PasswordChange,
  onInvalidPattern: (source: string, error: Error) => void,
): Promise<string | null> {
  const password = change.password ?? '';
  const confirmation = change.password_confirmation ?? '';
  if (!password && !confirmation) return null;
  if (callerId !== user.id || !(await passwordChangeable(db, user.promotion_id))) {
    throw new HttpError(403, PASSWORD_NOT_CHANGEABLE);
  }
  if (!password) throw unprocessable(PASSWORD_REQUIRED);
  const policy = await promotionPasswordPolicy(db, user.promotion_id);
  const problems = passwordProblems(policy, password, onInvalidPattern);
  if (problems.length) throw new HttpError(422, problems[0]!, problems);
  if (confirmation !== password) throw unprocessable(PASSWORDS_DO_NOT_MATCH);
  return hash(password);
}

async function passwordChangeable(db: DataSource, promotionId: number): Promise<boolean> {
  const [row]: Array<{ is_launchpad: number; is_sso_enabled: number | null }> = await db.query(
    `SELECT p.is_launchpad, o.is_sso_enabled FROM promotions p
     LEFT JOIN organizations o ON o.id = p.organization_id WHERE p.id = ?`,
    [promotionId],
  );
  return !!row && !Number(row.is_launchpad) && !Number(row.is_sso_enabled ?? 0);
}

export async function savePasswordHash(db: DataSource, userId: number, passwordHash: string) {
  await db.query('UPDATE users SET password_hash = ? WHERE id = ?', [passwordHash, userId]);
}
