import type { DataSource } from 'typeorm';
import type { SessionUser } from '@wellness/platform';

/** Whose organizations a caller works on: every one (null) for a master, else one reseller's. */
export type ResellerScope = { all: true } | { all: false; resellerId: number | null };

/**
 * Spec 3 s1 "Super user (reseller, super coordinator)"; README "Organizations and resellers":
 * a master reaches every organization, a Reseller user only those of its own reseller
 * (`users.reseller_id`; none when it has no reseller).
 */
export async function resellerScope(
  db: DataSource,
  user: Pick<SessionUser, 'id' | 'role'>,
): Promise<ResellerScope> {
  if (user.role === 'Master') return { all: true };
  const [row]: Array<{ reseller_id: number | null }> = await db.query(
    'SELECT reseller_id FROM users WHERE id = ?',
    [user.id],
  );
  return { all: false, resellerId: row?.reseller_id == null ? null : Number(row.reseller_id) };
}

/** Whether an organization of this reseller is within the scope. */
export const inScope = (scope: ResellerScope, resellerId: number | null) =>
  scope.all || (scope.resellerId !== null && scope.resellerId === resellerId);
