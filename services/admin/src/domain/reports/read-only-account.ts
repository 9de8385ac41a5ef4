import type { DataSource } from 'typeorm';
import { REPORTS_READABLE } from './readable-columns';

export interface ReportsAccount {
  user: string;
  password: string;
  /** A MySQL host pattern (REPORTS_MYSQL_HOST); null: the host the app connects from. */
  host: string | null;
}

const quoteName = (name: string) => `\`${name.replace(/`/g, '``')}\``;
const quoteText = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1']);

/**
 * The hosts the account is created for: the configured pattern, else the address the app's
 * own connection comes from. The server may name a loopback client either way: both.
 */
async function accountHosts(db: DataSource, configured: string | null): Promise<string[]> {
  if (configured) return [configured];
  const [{ host }] = await db.query("SELECT SUBSTRING_INDEX(USER(), '@', -1) AS host");
  return LOOPBACK.has(host) ? [...new Set(['localhost', '127.0.0.1', host])] : [host];
}

interface Privilege {
  table_name: string;
  column_name: string;
  privilege_type: string;
}

/**
 * Revokes what the account holds in this database beyond the allow-list. (Columns are
 * aliased: MySQL 8 names information_schema's columns in upper case otherwise.)
 */
async function revokeUnlisted(db: DataSource, database: string, account: string) {
  const [schemaWide, tables, columns]: Privilege[][] = await Promise.all([
    db.query(
      'SELECT privilege_type AS privilege_type FROM information_schema.schema_privileges WHERE grantee = ? AND table_schema = ?',
      [account, database],
    ),
    db.query(
      'SELECT table_name AS table_name, privilege_type AS privilege_type FROM information_schema.table_privileges WHERE grantee = ? AND table_schema = ?',
      [account, database],
    ),
    db.query(
      'SELECT table_name AS table_name, column_name AS column_name, privilege_type AS privilege_type FROM information_schema.column_privileges WHERE grantee = ? AND table_schema = ?',
      [account, database],
    ),
  ]);
  if (schemaWide.length > 0) {
    await db.query(`REVOKE ALL PRIVILEGES ON ${quoteName(database)}.* FROM ${account}`);
  }
  // The allow-list is granted column by column: any table-wide privilege is a leftover.
  for (const { table_name, privilege_type } of tables) {
    const target = `${quoteName(database)}.${quoteName(table_name)}`;
    await db.query(`REVOKE ${privilege_type} ON ${target} FROM ${account}`);
  }
  for (const { table_name, column_name, privilege_type } of columns) {
    const listed = REPORTS_READABLE[table_name]?.includes(column_name);
    if (listed && privilege_type === 'SELECT') continue;
    const target = `${quoteName(database)}.${quoteName(table_name)}`;
    await db.query(
      `REVOKE ${privilege_type} (${quoteName(column_name)}) ON ${target} FROM ${account}`,
    );
  }
}

/**
 * Creates the read-only account reports run as, idempotently, limited to the app's host,
 * and grants it SELECT on the allow-listed columns (readable-columns.ts) of the current
 * database, then revokes anything else it holds there. The '%' account an older
 * configuration created is dropped with its grants. Run by the admin service at start-up,
 * after the migrations, through the application's own connection.
 */
export async function provisionReadOnlyAccount(
  db: DataSource,
  { user, password, host }: ReportsAccount,
): Promise<void> {
  const hosts = await accountHosts(db, host);
  await db.query(`DROP USER IF EXISTS ${quoteText(user)}@'%'`);
  const [{ name: database }] = await db.query('SELECT DATABASE() AS name');
  const present: Array<{ table_name: string; column_name: string }> = await db.query(
    `SELECT table_name AS table_name, column_name AS column_name
       FROM information_schema.columns WHERE table_schema = DATABASE()`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of present) {
    // A listed column the schema no longer has is skipped (a test keeps the list in step).
    if (!REPORTS_READABLE[table_name]?.includes(column_name)) continue;
    byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
  }
  for (const accountHost of hosts) {
    const account = `${quoteText(user)}@${quoteText(accountHost)}`;
    await db.query(`CREATE USER IF NOT EXISTS ${account} IDENTIFIED BY ?`, [password]);
    // Keeps the password in step with the configuration when the account already existed.
    await db.query(`ALTER USER ${account} IDENTIFIED BY ?`, [password]);
    // Granted before anything is revoked: running reports never lose what they may read.
    for (const [table, columns] of byTable) {
      await db.query(
        `GRANT SELECT (${columns.map(quoteName).join(', ')}) ON ${quoteName(database)}.${quoteName(table)} TO ${account}`,
      );
    }
    await revokeUnlisted(db, database, account);
  }
}
