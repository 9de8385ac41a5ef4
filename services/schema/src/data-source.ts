import 'reflect-metadata';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';

/** Splits a MYSQL_URL into the server URL and the database name. */
export function parseMysqlUrl(mysqlUrl: string): { serverUrl: string; database: string } {
  const url = new URL(mysqlUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(database)) {
    throw new Error(
      `MYSQL_URL must name a database of letters, digits and underscores: ${redactUrl(mysqlUrl)}`,
    );
  }
  url.pathname = '/';
  return { serverUrl: url.toString(), database };
}

/** The URL as it may be printed: without its password. */
export function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '<invalid url>';
  }
}

type ServerFlavor = 'mysql' | 'mariadb';

/**
 * Creates the database named by the URL if it does not exist yet, and tells which server
 * answers: MariaDB and MySQL differ in how they report column defaults and time limits.
 */
export async function ensureDatabase(mysqlUrl: string): Promise<ServerFlavor> {
  const { serverUrl, database } = parseMysqlUrl(mysqlUrl);
  const connection = await createConnection({ uri: serverUrl, connectTimeout: 5000 });
  try {
    await connection.query(
      `CREATE DATABASE IF NOT EXISTS \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    const [rows] = await connection.query('SELECT VERSION() AS version');
    const version = (rows as Array<{ version: string }>)[0]?.version ?? '';
    return /mariadb/i.test(version) ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

export function createDataSource(
  mysqlUrl: string,
  options: { poolSize?: number; flavor?: ServerFlavor; connectTimeoutMs?: number } = {},
): DataSource {
  return new DataSource({
    type: options.flavor ?? 'mysql',
    url: mysqlUrl,
    entities,
    migrations,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
    poolSize: options.poolSize ?? 10,
    connectTimeout: options.connectTimeoutMs ?? 5000,
    // Failures reach each service's error handler, which logs them with the request.
    logging: false,
  });
}

/** Creates the database if missing, connects and applies pending migrations. */
export async function openDatabase(
  mysqlUrl: string,
  options: { poolSize?: number; connectTimeoutMs?: number } = {},
) {
  const flavor = await ensureDatabase(mysqlUrl);
  const dataSource = createDataSource(mysqlUrl, { ...options, flavor });
  await dataSource.initialize();
  await migrateUnderLock(dataSource);
  return dataSource;
}

/** Replicas start together: one migrates while the others wait on a server-side lock. */
async function migrateUnderLock(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    const [row] = await runner.query("SELECT GET_LOCK('wellness_migrations', 120) AS locked");
    if (Number(row?.locked) !== 1) throw new Error('Timed out waiting for the migration lock');
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query("SELECT RELEASE_LOCK('wellness_migrations')");
    }
  } finally {
    await runner.release();
  }
}
