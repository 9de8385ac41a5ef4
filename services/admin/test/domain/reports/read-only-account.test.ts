import { spawn } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createConnection } from 'mysql2/promise';
import { buildTestApp, testConfig } from '@wellness/platform/testing';
import { parseMysqlUrl } from '@wellness/schema';
import { app } from '../../../src/app';
import { loadReportsConfig } from '../../../src/config';
import { REPORTS_READABLE } from '../../../src/domain/reports/readable-columns';

const NO_PASSWORD =
  'REPORTS_MYSQL_PASSWORD is not set: the read-only reports account has no default password (npm start and the tests set a local one).';

describe('the read-only reports account as provisioned at start-up', () => {
  let server: FastifyInstance;
  const reports = loadReportsConfig();
  const { serverUrl, database } = parseMysqlUrl(testConfig().mysqlUrl);

  /** Signs in as the reports account, as the reports' pool does. */
  async function asReportsAccount<T>(work: (q: (sql: string) => Promise<unknown>) => Promise<T>) {
    const url = new URL(serverUrl);
    const connection = await createConnection({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: reports.accountUser,
      password: reports.accountPassword,
      database,
    });
    try {
      return await work(async (sql) => (await connection.query(sql))[0]);
    } finally {
      await connection.end();
    }
  }
  /** Starts the admin service again: it provisions the account as every start-up does. */
  const restart = async () => {
    await server.close();
    server = await buildTestApp(app);
  };
  const hostsOfAccount = async (): Promise<string[]> =>
    (
      await server.db.query('SELECT Host AS host FROM mysql.user WHERE User = ? ORDER BY Host', [
        reports.accountUser,
      ])
    ).map((row: { host: string }) => row.host);

  beforeAll(async () => {
    server = await buildTestApp(app);
  });
  afterAll(() => server.close());

  it("is limited to the app's own host, never '%'", async () => {
    // The tests reach MariaDB over loopback: both names the server may give that address.
    expect(await hostsOfAccount()).toEqual(['127.0.0.1', 'localhost']);
  });

  it("drops the '%' account an older configuration left, with its grants", async () => {
    const older = `'${reports.accountUser}'@'%'`;
    await server.db.query(`CREATE USER IF NOT EXISTS ${older} IDENTIFIED BY 'older-password'`);
    await server.db.query(`GRANT SELECT ON \`${database}\`.users TO ${older}`);
    await restart();
    expect(await hostsOfAccount()).toEqual(['127.0.0.1', 'localhost']);
  });

  it('cannot read a column or a table added later: the grants are an allow-list', async () => {
    await server.db.query('ALTER TABLE users ADD COLUMN secret_x VARCHAR(64) NULL');
    await server.db.query('CREATE TABLE secret_things (id INT PRIMARY KEY, secret VARCHAR(64))');
    try {
      await restart();
      await asReportsAccount(async (query) => {
        await expect(query('SELECT secret_x FROM users')).rejects.toMatchObject({
          code: 'ER_COLUMNACCESS_DENIED_ERROR',
        });
        await expect(query('SELECT secret FROM secret_things')).rejects.toMatchObject({
          code: 'ER_TABLEACCESS_DENIED_ERROR',
        });
        // What reports read is still there.
        expect(await query('SELECT first_name, total_points FROM users LIMIT 1')).toBeDefined();
      });
    } finally {
      await server.db.query('ALTER TABLE users DROP COLUMN secret_x');
      await server.db.query('DROP TABLE secret_things');
    }
  });

  it('loses a grant beyond the allow-list at the next start-up', async () => {
    for (const host of await hostsOfAccount()) {
      const account = `'${reports.accountUser}'@'${host}'`;
      await server.db.query(`GRANT SELECT (password_hash) ON \`${database}\`.users TO ${account}`);
      await server.db.query(`GRANT SELECT ON \`${database}\`.schema_migrations TO ${account}`);
    }
    await restart();
    await asReportsAccount(async (query) => {
      await expect(query('SELECT password_hash FROM users')).rejects.toMatchObject({
        code: 'ER_COLUMNACCESS_DENIED_ERROR',
      });
      await expect(query('SELECT name FROM schema_migrations')).rejects.toMatchObject({
        code: 'ER_TABLEACCESS_DENIED_ERROR',
      });
    });
  });

  it('lists only tables and columns the schema has', async () => {
    const columns: Array<{ t: string; c: string }> = await server.db.query(
      'SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = DATABASE()',
    );
    const existing = new Set(columns.map(({ t, c }) => `${t}.${c}`));
    const listed = Object.entries(REPORTS_READABLE).flatMap(([table, names]) =>
      names.map((name) => `${table}.${name}`),
    );
    expect(listed.filter((column) => !existing.has(column))).toEqual([]);
    expect(listed).not.toContain('users.password_hash');
    expect(listed).not.toContain('organizations.wskey');
  });
});

describe('the reports password', () => {
  it('has no default: without REPORTS_MYSQL_PASSWORD the configuration is refused', () => {
    expect(() => loadReportsConfig({})).toThrow(NO_PASSWORD);
    expect(() => loadReportsConfig({ REPORTS_MYSQL_PASSWORD: '' })).toThrow(NO_PASSWORD);
    expect(loadReportsConfig({ REPORTS_MYSQL_PASSWORD: 'a-long-secret' }).accountPassword).toBe(
      'a-long-secret',
    );
  });

  it('stops the admin service at start with one clear line and a non-zero exit', async () => {
    const root = path.resolve(__dirname, '../../../../..');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      MYSQL_URL: testConfig().mysqlUrl,
      REDIS_PREFIX: testConfig().redisPrefix,
      PORT: '0',
      LOG_LEVEL: 'silent',
    };
    delete env.REPORTS_MYSQL_PASSWORD;
    const child = spawn(process.execPath, ['--import', 'tsx', 'services/admin/src/server.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // A service that starts anyway never exits: stop waiting (and it) after a bound.
    const bound = setTimeout(() => child.kill('SIGKILL'), 45_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(bound);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(NO_PASSWORD);
  }, 60_000);
});
