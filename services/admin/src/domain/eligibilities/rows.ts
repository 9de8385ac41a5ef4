import type { DataSource } from 'typeorm';
import { IDENTIFIER_TAKEN, isDuplicateEntry, notFound, unprocessable } from '@wellness/platform';
import type { EligibilityRow } from '@wellness/platform';

const COLUMNS = 'id, identifier, first_name, last_name, email, user_id';

interface Stored {
  id: number;
  identifier: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  user_id: number | null;
}

const shown = (row: Stored) => ({
  id: Number(row.id),
  identifier: row.identifier,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  user_id: row.user_id === null ? null : Number(row.user_id),
  registered: row.user_id !== null,
});

/** One row of the promotion's list, or 404 (a row of another promotion is not found). */
export async function eligibilityOf(db: DataSource, promotionId: number, id: number) {
  const [row] = (await db.query(
    `SELECT ${COLUMNS} FROM eligibilities WHERE id = ? AND promotion_id = ?`,
    [id, promotionId],
  )) as Stored[];
  if (!row) throw notFound('Eligibility');
  return shown(row);
}

/** True when another row of the promotion has the identifier (case as MySQL compares it). */
export async function isIdentifierTaken(
  db: DataSource,
  promotionId: number,
  identifier: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows: unknown[] = await db.query(
    'SELECT id FROM eligibilities WHERE promotion_id = ? AND identifier = ? AND id <> ? LIMIT 1',
    [promotionId, identifier, exceptId ?? 0],
  );
  return rows.length > 0;
}

export async function createEligibility(db: DataSource, promotionId: number, row: EligibilityRow) {
  try {
    const result: { insertId: number } = await db.query(
      'INSERT INTO eligibilities (promotion_id, identifier, first_name, last_name, email) VALUES (?, ?, ?, ?, ?)',
      [promotionId, row.identifier, row.first_name, row.last_name, row.email],
    );
    return eligibilityOf(db, promotionId, Number(result.insertId));
  } catch (error) {
    if (isDuplicateEntry(error)) throw unprocessable(IDENTIFIER_TAKEN);
    throw error;
  }
}

export async function updateEligibility(
  db: DataSource,
  promotionId: number,
  id: number,
  row: EligibilityRow,
) {
  await eligibilityOf(db, promotionId, id);
  try {
    await db.query(
      'UPDATE eligibilities SET identifier = ?, first_name = ?, last_name = ?, email = ? WHERE id = ? AND promotion_id = ?',
      [row.identifier, row.first_name, row.last_name, row.email, id, promotionId],
    );
  } catch (error) {
    if (isDuplicateEntry(error)) throw unprocessable(IDENTIFIER_TAKEN);
    throw error;
  }
  return eligibilityOf(db, promotionId, id);
}

export async function deleteEligibility(db: DataSource, promotionId: number, id: number) {
  const result: { affectedRows: number } = await db.query(
    'DELETE FROM eligibilities WHERE id = ? AND promotion_id = ?',
    [id, promotionId],
  );
  if (result.affectedRows !== 1) throw notFound('Eligibility');
}
