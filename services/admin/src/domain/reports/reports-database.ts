import { createPool } from 'mysql2';
import type { FieldPacket, Pool, PoolConnection } from 'mysql2';
import { parseMysqlUrl } from '@wellness/schema';
import { unprocessable } from '@wellness/platform';
import type { ReportsConfig } from '../../config';
import type { SqlValue } from './sql-guard';

/** Spec 3 section 9: a report returns at most this many rows; the client then shows a dialog. */
export const REPORT_ROW_LIMIT = 50_000;

/** Characters of text a run may hold: 50,000 rows of wide text would exhaust the service. */
const REPORT_TEXT_LIMIT = 64 * 1024 * 1024;
const TOO_LARGE =
  'The report is too large to show (over 64 MB of text): choose fewer columns or rows.';

type Cell = string | number | boolean | null;
interface ReportRows {
  columns: string[];
  rows: Cell[][];
  /** True when the statement had more rows than the limit: the rest were never read. */
  limited: boolean;
}

type ServerFlavor = 'mariadb' | 'mysql';

/** MySQL and MariaDB error numbers of a statement stopped by its time limit. */
const TIMEOUT_ERRNOS = new Set([1969, 3024]);

function cell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (typeof value === 'bigint') return value.toString();
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

const run = (connection: PoolConnection, sql: string) =>
  new Promise<void>((resolve, reject) => {
    connection.query(sql, (error) => (error ? reject(error) : resolve()));
  });

/**
 * The reports' own connection pool, signed in as the read-only account: every statement
 * runs inside START TRANSACTION READ ONLY with a statement time limit, and rows are read
 * as they arrive (row events), never hydrated into entities.
 */
export class ReportsDatabase {
  private constructor(
    private readonly pool: Pool,
    readonly flavor: ServerFlavor,
    readonly timeoutSeconds: number,
  ) {}

  static async open(mysqlUrl: string, config: ReportsConfig): Promise<ReportsDatabase> {
    const { serverUrl, database } = parseMysqlUrl(mysqlUrl);
    const server = new URL(serverUrl);
    const pool = createPool({
      host: server.hostname,
      port: Number(server.port || 3306),
      user: config.accountUser,
      password: config.accountPassword,
      database,
      connectionLimit: config.poolSize,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      dateStrings: true,
      decimalNumbers: true,
      supportBigNumbers: true,
      multipleStatements: false,
      // Each report's text is prepared once; do not keep thousands of them per connection.
      maxPreparedStatements: 32,
    });
    try {
      const version = await new Promise<string>((resolve, reject) =>
        pool.query('SELECT VERSION() AS version', (error, rows) =>
          error ? reject(error) : resolve((rows as Array<{ version: string }>)[0].version),
        ),
      );
      const flavor = /mariadb/i.test(version) ? 'mariadb' : 'mysql';
      return new ReportsDatabase(pool, flavor, config.statementTimeoutSeconds);
    } catch (error) {
      await new Promise((resolve) => pool.end(resolve));
      throw error;
    }
  }

  /** The statement that limits each later statement of the session to timeoutSeconds. */
  get timeLimitStatement(): string {
    return this.flavor === 'mariadb'
      ? `SET SESSION max_statement_time = ${this.timeoutSeconds}`
      : `SET SESSION max_execution_time = ${Math.ceil(this.timeoutSeconds * 1000)}`;
  }

  /**
   * Runs one SELECT with bound values (a server-side prepared statement) and returns at most
   * `limit` rows. SQL errors become 422s that quote the server's message when `explain`.
   */
  async run(
    sql: string,
    values: SqlValue[],
    options: { limit?: number; explain?: boolean } = {},
  ): Promise<ReportRows> {
    const limit = options.limit ?? REPORT_ROW_LIMIT;
    const connection = await new Promise<PoolConnection>((resolve, reject) =>
      this.pool.getConnection((error, conn) => (error ? reject(error) : resolve(conn))),
    );
    try {
      await run(connection, this.timeLimitStatement);
      await run(connection, 'START TRANSACTION READ ONLY');
      const result = await this.stream(connection, sql, values, limit);
      // A limited result closed its connection already (see stream).
      if (!result.limited) {
        await run(connection, 'ROLLBACK');
        connection.release();
      }
      return result;
    } catch (error) {
      // Stopped, refused or broken mid-statement: the connection is not reused.
      connection.destroy();
      throw this.explain(error, options.explain ?? false);
    }
  }

  private stream(connection: PoolConnection, sql: string, values: SqlValue[], limit: number) {
    return new Promise<ReportRows>((resolve, reject) => {
      let columns: string[] = [];
      const rows: Cell[][] = [];
      let settled = false;
      let text = 0;
      const command = connection.execute({ sql, values, rowsAsArray: true });
      command.on('fields', (fields: FieldPacket[]) => {
        columns = fields.map((field) => field.name);
      });
      command.on('result', (row: unknown) => {
        if (settled) return;
        if (rows.length === limit) {
          // Closing the connection ends the statement: the remaining rows are never sent.
          settled = true;
          connection.destroy();
          resolve({ columns, rows, limited: true });
          return;
        }
        const cells = (row as unknown[]).map(cell);
        for (const value of cells) if (typeof value === 'string') text += value.length;
        if (text > REPORT_TEXT_LIMIT) {
          settled = true;
          reject(unprocessable(TOO_LARGE));
          return;
        }
        rows.push(cells);
      });
      command.on('error', (error: Error) => {
        if (settled) return;
        settled = true;
        reject(error);
      });
      command.on('end', () => {
        if (settled) return;
        settled = true;
        resolve({ columns, rows, limited: false });
      });
    });
  }

  private explain(error: unknown, quoteServer: boolean): unknown {
    const { errno, sqlMessage } = error as { errno?: number; sqlMessage?: string };
    if (errno !== undefined && TIMEOUT_ERRNOS.has(errno)) {
      return unprocessable(
        `The report ran longer than ${this.timeoutSeconds} seconds and was stopped.`,
      );
    }
    if (quoteServer && sqlMessage) return unprocessable(`The SQL could not run: ${sqlMessage}`);
    return error;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.pool.end(() => resolve()));
  }
}
