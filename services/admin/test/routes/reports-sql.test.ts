import type { FastifyInstance } from 'fastify';
import { createConnection } from 'mysql2/promise';
import {
  DEFAULT_HOST,
  buildTestApp,
  clientHeaders,
  resetData,
  signIn,
  testConfig,
} from '@wellness/platform/testing';
import { parseMysqlUrl } from '@wellness/schema';
import { app } from '../../src/app';
import { loadReportsConfig } from '../../src/config';
import { guardSql } from '../../src/domain/reports';

// A short statement time limit, so that the over-long query below is stopped quickly.
process.env.REPORTS_STATEMENT_TIMEOUT_SECONDS = '1';

const DEMO = 2;
const runUrl = `/api/promotions/${DEMO}/reports/run`;

describe('SQL layout: POST /api/promotions/:promotion_id/reports/run with sql', () => {
  let server: FastifyInstance;
  let master: string;

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    master = await signIn(server, 'master@wellness.test', DEFAULT_HOST);
  });
  afterAll(() => server.close());

  const runSql = (sql: string, extra: Record<string, unknown> = {}) =>
    server.inject({
      method: 'POST',
      url: runUrl,
      headers: clientHeaders(master, DEFAULT_HOST),
      payload: { sql, ...extra },
    });

  async function expectRefused(sql: string, message: string | RegExp) {
    const response = await runSql(sql);
    expect(response.statusCode).toBe(422);
    const [error] = response.json().errors;
    if (typeof message === 'string') expect(error).toBe(message);
    else expect(error).toMatch(message);
  }

  it('runs one SELECT with the spec parameters bound, returning fields and rows', async () => {
    const response = await runSql(
      `SELECT u.email, u.promotion_id, :organization_id AS organization_id
         FROM users u
        WHERE u.promotion_id = :promotion_id AND u.email LIKE 'participant%'
        ORDER BY u.email;`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.fields.map((f: { id: string }) => f.id)).toEqual([
      'email',
      'promotion_id',
      'organization_id',
    ]);
    expect(body.data.rows.map((row: unknown[]) => row[0]).sort()).toEqual([
      'participant2@demo.test',
      'participant@demo.test',
    ]);
    expect(body.data.rows[0][1]).toBe(DEMO);
    expect(body.data.rows[0][2]).toEqual(expect.any(Number));
    expect(body.meta).toMatchObject({ total_records: 2, limited: false, row_limit: 50000 });
  });

  it('binds run options as values: a date with quotes is data, never SQL', async () => {
    const response = await runSql(
      "SELECT :reported_on_min AS min_date, :location_id AS location, ':promotion_id' AS literal",
      { min_date: '2026-01-05', location: 7 },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.rows).toEqual([['2026-01-05', 7, ':promotion_id']]);

    // A value with quotes reaches the server as a bound value, not as text of the statement.
    const quoted = await server.inject({
      method: 'POST',
      url: runUrl,
      headers: clientHeaders(master, DEFAULT_HOST),
      payload: {
        fields: ['email'],
        filters: [{ field: 'last_name', sign: 'is', value: "x' OR '1'='1" }],
      },
    });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().data.rows).toEqual([]);
  });

  it('refuses a write, DDL and two statements', async () => {
    await expectRefused(
      "INSERT INTO users (email) VALUES ('x@y.z')",
      'Only a SELECT statement can run in a report.',
    );
    await expectRefused('DROP TABLE users', 'Only a SELECT statement can run in a report.');
    await expectRefused(
      'WITH x AS (SELECT 1) DELETE FROM users',
      /^(Only a SELECT statement can run in a report\.|The SQL could not be read)/,
    );
    await expectRefused('SELECT 1; DELETE FROM users', 'Only one SQL statement may run at a time.');
    await expectRefused('SELECT 1; SELECT 2', 'Only one SQL statement may run at a time.');
  });

  it('refuses INTO, locking reads, variable assignment and executable comments', async () => {
    await expectRefused(
      'SELECT id INTO @x FROM users',
      'SELECT ... INTO is not allowed in a report.',
    );
    await expectRefused(
      "SELECT * FROM users INTO OUTFILE '/tmp/users'",
      'SELECT ... INTO is not allowed in a report.',
    );
    const locking =
      'SELECT ... FOR UPDATE, FOR SHARE and LOCK IN SHARE MODE are not allowed in a report.';
    await expectRefused('SELECT id FROM users FOR UPDATE', locking);
    await expectRefused('SELECT id FROM users LOCK IN SHARE MODE', locking);
    await expectRefused(
      'SELECT @x := 1',
      'Assigning user variables (:=) is not allowed in a report.',
    );
    const comments =
      'Executable comments and optimizer hints (/*! ... */, /*+ ... */) are not allowed in a report.';
    await expectRefused('SELECT 1 /*!50000 , SLEEP(5) */', comments);
    await expectRefused('SELECT /*+ MAX_EXECUTION_TIME(100000000) */ 1', comments);
  });

  it('refuses deny-listed functions, wherever they hide', async () => {
    await expectRefused('SELECT SLEEP(5)', 'The function SLEEP is not allowed in a report.');
    await expectRefused(
      "SELECT id FROM users WHERE id IN (SELECT 1 UNION SELECT benchmark(100000000, md5('a')))",
      'The function BENCHMARK is not allowed in a report.',
    );
    await expectRefused(
      "SELECT load_file ('/etc/passwd')",
      'The function LOAD_FILE is not allowed in a report.',
    );
    await expectRefused(
      "SELECT GET_LOCK('reports', 10)",
      'The function GET_LOCK is not allowed in a report.',
    );
    // Text that merely mentions a function is fine.
    const mention = await runSql("SELECT 'SLEEP(5)' AS text -- sleep(5)\n");
    expect(mention.statusCode).toBe(200);
    expect(mention.json().data.rows).toEqual([['SLEEP(5)']]);
  });

  it('refuses unknown parameters, ? placeholders and unreadable SQL', async () => {
    await expectRefused(
      'SELECT :user_id',
      /^Unknown parameter :user_id\. Parameters: :location_id/,
    );
    await expectRefused(
      'SELECT id FROM users WHERE id = ?',
      'Use named parameters such as :promotion_id instead of ?.',
    );
    await expectRefused('SELECT FROM WHERE', /^The SQL could not be read/);
    await expectRefused("SELECT 'unterminated", 'The SQL has an unterminated quote.');
  });

  // How quickly it is stopped is a timing: the bench measures it (infra/bench, report-timeout).
  it('stops an over-long query at the statement time limit', async () => {
    const response = await runSql(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
       SELECT COUNT(*) FROM n a, n b, n c`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      'The report ran longer than 1 seconds and was stopped.',
    ]);
    // The pool is still usable afterwards.
    expect((await runSql('SELECT 1 AS one')).json().data.rows).toEqual([[1]]);
  }, 20_000);

  it('refuses a result too large to hold instead of exhausting the service', async () => {
    // Producing 100 MB can outlast this file's 1 s statement limit on a busy machine, which
    // would stop the query for the wrong reason: this case has a service of its own that waits.
    process.env.REPORTS_STATEMENT_TIMEOUT_SECONDS = '60';
    const patient = await buildTestApp(app).finally(() => {
      process.env.REPORTS_STATEMENT_TIMEOUT_SECONDS = '1';
    });
    try {
      const patientMaster = await signIn(patient, 'master@wellness.test', DEFAULT_HOST);
      const run = (sql: string) =>
        patient.inject({
          method: 'POST',
          url: runUrl,
          headers: clientHeaders(patientMaster, DEFAULT_HOST),
          payload: { sql },
        });
      const response = await run(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100)
         SELECT REPEAT('x', 1000000) AS wide FROM n`,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([
        'The report is too large to show (over 64 MB of text): choose fewer columns or rows.',
      ]);
      expect((await run('SELECT 1 AS one')).json().data.rows).toEqual([[1]]);
    } finally {
      await patient.close();
    }
  }, 90_000);

  it('cannot read secrets: password hashes are not granted to the reports account', async () => {
    const response = await runSql('SELECT password_hash FROM users LIMIT 1');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatch(/^The SQL could not run: .*password_hash/i);
  });

  it('is for masters only: a coordinator may neither run nor save SQL', async () => {
    const coordinator = await signIn(server, 'coordinator@demo.test');
    const run = await server.inject({
      method: 'POST',
      url: runUrl,
      headers: clientHeaders(coordinator),
      payload: { sql: 'SELECT 1' },
    });
    expect(run.statusCode).toBe(403);
    expect(run.json().errors).toEqual(['Only a master may use the SQL layout.']);
    const save = await server.inject({
      method: 'POST',
      url: `/api/promotions/${DEMO}/reports`,
      headers: clientHeaders(coordinator),
      payload: { name: 'Mine', report_type: 'SQL', fields: [], filters: [], sql: 'SELECT 1' },
    });
    expect(save.statusCode).toBe(403);
  });
});

describe('the SQL guard binds parameters', () => {
  it('replaces each :name outside quotes and comments by ? and binds its value', async () => {
    const values = {
      location_id: null,
      organization_id: 4,
      promotion_id: 2,
      reported_on_max: null,
      reported_on_min: "2026-01-01' OR '1'='1",
      reseller_id: null,
      top_level_location_id: null,
    };
    expect(
      await guardSql(
        "SELECT ':promotion_id', `:x` FROM users -- :reseller_id\nWHERE promotion_id = :promotion_id AND created_at >= :reported_on_min AND promotion_id = :promotion_id;",
        values,
      ),
    ).toEqual({
      sql: "SELECT ':promotion_id', `:x` FROM users -- :reseller_id\nWHERE promotion_id = ? AND created_at >= ? AND promotion_id = ?",
      values: [2, "2026-01-01' OR '1'='1", 2],
    });
  });
});

describe('the read-only reports account', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await buildTestApp(app);
  });
  afterAll(() => server.close());

  it('refuses an INSERT even when reached directly, outside the guard', async () => {
    const reports = loadReportsConfig();
    const { serverUrl, database } = parseMysqlUrl(testConfig().mysqlUrl);
    const url = new URL(serverUrl);
    const connection = await createConnection({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: reports.accountUser,
      password: reports.accountPassword,
      database,
    });
    try {
      const [rows] = await connection.query('SELECT COUNT(*) AS n FROM promotions');
      expect(Number((rows as Array<{ n: number }>)[0].n)).toBeGreaterThan(0);
      await expect(
        connection.query("INSERT INTO resellers (name) VALUES ('Sneaky')"),
      ).rejects.toMatchObject({ code: 'ER_TABLEACCESS_DENIED_ERROR' });
      await expect(connection.query('DELETE FROM users')).rejects.toMatchObject({
        code: 'ER_TABLEACCESS_DENIED_ERROR',
      });
      await expect(connection.query('SELECT password_hash FROM users')).rejects.toMatchObject({
        code: 'ER_COLUMNACCESS_DENIED_ERROR',
      });
    } finally {
      await connection.end();
    }
  });
});
