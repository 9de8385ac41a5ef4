import type { DataSource } from 'typeorm';

/** The user's row as the settings screens need it, or undefined for an unknown id. */
export async function settingsUserRow(db: DataSource, userId: number) {
  const [row] = await db.query(
    `SELECT id, promotion_id, first_name, last_name, email, location_id, role, is_wall_expert,
            locked_at FROM users WHERE id = ?`,
    [userId],
  );
  return row as Record<string, unknown> | undefined;
}

/** A user's id and role, or undefined for an unknown id. */
export async function roleOf(db: DataSource, userId: number) {
  const [row] = await db.query('SELECT id, role FROM users WHERE id = ?', [userId]);
  return row as { id: number; role: string } | undefined;
}

/** Whether another user of the promotion already signs in with this e-mail. */
export async function isEmailTaken(
  db: DataSource,
  promotionId: number,
  email: string,
  exceptUserId: number,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT id FROM users WHERE promotion_id = ? AND LOWER(email) = ? AND id <> ? LIMIT 1',
    [promotionId, email.trim().toLowerCase(), exceptUserId],
  );
  return rows.length > 0;
}

/** The promotion's locations, regions first, for the location select. */
export async function promotionLocations(db: DataSource, promotionId: number) {
  const rows: Array<{ id: number; name: string; parent_id: number | null; level: number }> =
    await db.query(
      'SELECT id, name, parent_id, level FROM locations WHERE promotion_id = ? ORDER BY level, name, id',
      [promotionId],
    );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    level: Number(row.level),
  }));
}
