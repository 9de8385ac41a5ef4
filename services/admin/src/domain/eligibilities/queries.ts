import type { DataSource } from 'typeorm';

/** The promotion's eligibility list (spec 3 "Eligibility"): registered when a user claimed it. */
export async function promotionEligibilities(
  db: DataSource,
  promotionId: number,
  page: { page_size: number; page: number },
) {
  const limit =
    page.page_size === 0
      ? ''
      : `LIMIT ${Number(page.page_size)} OFFSET ${Number((page.page - 1) * page.page_size)}`;
  const [rows, [{ total }]] = await Promise.all([
    db.query(
      `SELECT id, identifier, first_name, last_name, email, user_id FROM eligibilities
        WHERE promotion_id = ? ORDER BY identifier, id ${limit}`,
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
