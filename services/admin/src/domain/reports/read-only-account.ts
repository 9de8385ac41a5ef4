import type { DataSource } from 'typeorm';

/**
 * Columns the reports account never reads: secrets. A table added later is granted whole at
 * the next start-up unless it is listed here (or in TABLES_WITHHELD).
 */
export const COLUMNS_WITHHELD: Record<string, readonly string[]> = {
  users: ['password_hash'],
  organizations: ['wskey'],
};
const TABLES_WITHHELD = new Set(['schema_migrations']);

const quoteName = (name: string) => `\`${name.replace(/`/g, '``')}\``;

/**
 * Creates the read-only account reports run as, idempotently, and grants it SELECT on the
 * application's tables of the current database — column by column where a table holds a
 * secret. Run by the admin service at start-up, after the migrations (the platform's
 * backends plugin migrates first), through the application's own connection.
 */
export async function provisionReadOnlyAccount(
  db: DataSource,
  user: string,
  password: string,
): Promise<void> {
  const account = `'${user}'@'%'`;
  await db.query(`CREATE USER IF NOT EXISTS ${account} IDENTIFIED BY ?`, [password]);
  // Keeps the password in step with the configuration when the account already existed.
  await db.query(`ALTER USER ${account} IDENTIFIED BY ?`, [password]);
  const columns: Array<{ table_name: string; column_name: string }> = await db.query(
    `SELECT c.table_name AS table_name, c.column_name AS column_name
       FROM information_schema.columns c
       JOIN information_schema.tables t
         ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = DATABASE() AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const [{ name: database }] = await db.query('SELECT DATABASE() AS name');
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    if (TABLES_WITHHELD.has(table_name)) continue;
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  for (const [table, tableColumns] of byTable) {
    const target = `${quoteName(database)}.${quoteName(table)}`;
    const withheld = COLUMNS_WITHHELD[table];
    if (!withheld) {
      await db.query(`GRANT SELECT ON ${target} TO ${account}`);
      continue;
    }
    // A table-wide grant left by an earlier configuration would reach the withheld columns.
    await db.query(`REVOKE SELECT ON ${target} FROM ${account}`).catch(() => undefined);
    const readable = tableColumns.filter((column) => !withheld.includes(column));
    await db.query(
      `GRANT SELECT (${readable.map(quoteName).join(', ')}) ON ${target} TO ${account}`,
    );
  }
}
