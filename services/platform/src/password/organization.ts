import type { DataSource } from 'typeorm';
import { passwordPolicyOf } from './policy';
import type { OrganizationPasswordColumns, PasswordPolicy } from './policy';

/** The password rule of a promotion's organization (the defaults without one). */
export async function promotionPasswordPolicy(
  db: DataSource,
  promotionId: number,
): Promise<PasswordPolicy> {
  const rows: OrganizationPasswordColumns[] = await db.query(
    `SELECT o.password_min_length, o.password_max_length, o.password_min_letters,
            o.password_min_numbers, o.password_min_symbols,
            o.password_regular_expression_string, o.password_help_message
     FROM promotions p JOIN organizations o ON o.id = p.organization_id WHERE p.id = ?`,
    [promotionId],
  );
  return passwordPolicyOf(rows[0] ?? null);
}
