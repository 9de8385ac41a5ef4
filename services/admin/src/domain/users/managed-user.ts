import type { DataSource } from 'typeorm';
import { HttpError, canManagePromotion, notFound } from '@wellness/platform';
import type { SessionUser } from '@wellness/platform';
import type { Role } from '@wellness/schema';
import { userWithPromotion } from './queries';
import { outranks } from './rules';

const NOT_ALLOWED = 'You are not allowed to do that.';

interface ManagedUser {
  id: number;
  promotion_id: number;
  role: Role;
  subdomain: string;
}

/**
 * The user a dashboard action (delete, impersonate) is aimed at, once the rule allows it:
 * a user of a promotion the caller manages (else 404, as if it did not exist), not the
 * caller (`selfMessage`), and of a lower rank than the caller (staff-rank.ts; else 403).
 */
export async function managedUser(
  db: DataSource,
  caller: SessionUser,
  userId: number,
  selfMessage: string,
): Promise<ManagedUser> {
  const row = await userWithPromotion(db, userId);
  if (!row || !(await canManagePromotion(db, caller, Number(row.promotion_id)))) {
    throw notFound('User');
  }
  if (Number(row.id) === caller.id) throw new HttpError(403, selfMessage);
  if (!outranks(caller.role, row.role)) throw new HttpError(403, NOT_ALLOWED);
  return {
    id: Number(row.id),
    promotion_id: Number(row.promotion_id),
    role: row.role,
    subdomain: row.subdomain,
  };
}
