import type { DataSource } from 'typeorm';
import { limitClause } from '@wellness/platform';
import type { PageRequest } from '@wellness/platform';

/** The promotion's eligibility list (spec 3 "Eligibility"): registered when a user claimed it. */
export async function promotionEligibilities(
  db: DataSource,
  promotionId: number,
  page: PageRequest,
) {
  const limit = limitClause(page);
  const [rows, [{ total }]] = await Promise.all([
    db.query(
      `SELECT id, identifier, first_name, last_name, email, user_id FROM eligibilities
        WHERE promotion_id = ? ORDER BY identifier, id${limit}`,
      [promotionId],
    ) as Promise<
      Array<{
        id: number;
        identifier: string;
        first_name: string | null;
        last_name: string | null;
        email: string | null;
        user_id: number | null;
      }>
    >,
    db.query('SELECT COUNT(*) AS total FROM eligibilities WHERE promotion_id = ?', [promotionId]),
  ]);
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      identifier: row.identifier,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      user_id: row.user_id === null ? null : Number(row.user_id),
      registered: row.user_id !== null,
    })),
    total: Number(total),
  };
}
