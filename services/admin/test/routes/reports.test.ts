import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_HOST,
  buildTestApp,
  clientHeaders,
  resetData,
  signIn,
} from '@wellness/platform/testing';
import { app } from '../../src/app';

const DEMO = 2;
const LAUNCHPAD = 3;
const BOSTON = 2;
const NORTH = 1;

type Row = Array<string | number | null>;

/** Three participants of the demo promotion whose figures the filters are checked against. */
async function insertKnownDataset(server: FastifyInstance) {
  const insertUser = async (
    first: string,
    points: number,
    createdAt: string,
    location: number | null,
  ) => {
    const result = await server.db.query(
      `INSERT INTO users (promotion_id, email, password_hash, role, first_name, last_name, total_points, location_id, created_at, updated_at)
       VALUES (?, ?, 'x', 'User', ?, 'Reportson', ?, ?, ?, ?)`,
      [DEMO, `${first.toLowerCase()}@reports.test`, first, points, location, createdAt, createdAt],
    );
    return Number(result.insertId);
  };
  const [{ id: activityId }] = await server.db.query(
    'SELECT id FROM activities WHERE promotion_id = ? ORDER BY id LIMIT 1',
    [DEMO],
  );
  const insertEntry = async (userId: number, day: string, activities: number, points: number) => {
    const entry = await server.db.query(
      'INSERT INTO entries (promotion_id, user_id, recorded_on, total_points) VALUES (?, ?, ?, ?)',
      [DEMO, userId, day, points],
    );
    for (let n = 0; n < activities; n += 1) {
      // One activity per entry is unique: the others borrow later activity ids.
      await server.db.query(
        'INSERT INTO entry_activities (entry_id, activity_id, point_value) VALUES (?, ?, 5)',
        [entry.insertId, Number(activityId) + n],
      );
    }
  };
  const alpha = await insertUser('Alpha', 10, '2026-01-10 09:00:00', BOSTON);
  const beta = await insertUser('Beta', 20, '2026-02-01 09:00:00', 5);
  await insertUser('Gamma', 30, '2026-03-01 09:00:00', null);
  await insertEntry(alpha, '2026-01-12', 2, 7);
  await insertEntry(alpha, '2026-01-20', 1, 3);
  await insertEntry(beta, '2026-01-15', 1, 20);
}

describe('Simple reports: fields and filters against a known dataset', () => {
  let server: FastifyInstance;
  let coordinator: string;

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    await insertKnownDataset(server);
    coordinator = await signIn(server, 'coordinator@demo.test');
  });
  afterAll(() => server.close());

  const run = (body: Record<string, unknown>) =>
    server.inject({
      method: 'POST',
      url: `/api/promotions/${DEMO}/reports/run`,
      headers: clientHeaders(coordinator),
      payload: body,
    });

  /** First names of the Reportsons the filter keeps. */
  async function kept(filter: { field: string; sign: string; value: unknown }) {
    const response = await run({
      fields: ['first_name'],
      filters: [{ field: 'last_name', sign: 'is', value: 'Reportson' }, filter],
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data.rows as Row[]).map((row) => row[0]);
  }

  it('lists the field catalogue by category in the spec order', async () => {
    const response = await server.inject({
      url: `/api/promotions/${DEMO}/report_fields`,
      headers: clientHeaders(coordinator),
    });
    expect(response.statusCode).toBe(200);
    const fields = response.json().data as Array<{ category: string; id: string }>;
    expect([...new Set(fields.map((f) => f.category))]).toEqual([
      'Participant',
      'Registration',
      'Program',
    ]);
    expect(fields.find((f) => f.id === 'days_logged')).toMatchObject({
      display_name: 'Days Logged',
      filter_by_dates: true,
    });
  });

  it('applies each operator', async () => {
    const points = (sign: string, value: unknown) => kept({ field: 'total_points', sign, value });
    expect(await points('<', 20)).toEqual(['Alpha']);
    expect(await points('<=', 20)).toEqual(['Alpha', 'Beta']);
    expect(await points('is', 20)).toEqual(['Beta']);
    expect(await points('is not', 20)).toEqual(['Alpha', 'Gamma']);
    expect(await points('>', '20')).toEqual(['Gamma']);
    expect(await points('>=', 20)).toEqual(['Beta', 'Gamma']);
    expect(await kept({ field: 'first_name', sign: 'starts with', value: 'Ga' })).toEqual([
      'Gamma',
    ]);
    // Wildcards in the value are matched literally.
    expect(await kept({ field: 'first_name', sign: 'starts with', value: '%' })).toEqual([]);
    expect(
      await kept({ field: 'registered_on', sign: 'between', value: ['2026-01-01', '2026-02-15'] }),
    ).toEqual(['Alpha', 'Beta']);
    expect(await kept({ field: 'location', sign: 'is not', value: 'Boston Office' })).toEqual([
      'Beta',
      'Gamma',
    ]);
  });

  it('binds values with quotes and backslashes as data', async () => {
    const awkward = `O'Brien "Bob" \\ %_`;
    await server.db.query(
      `INSERT INTO users (promotion_id, email, password_hash, role, first_name, last_name)
       VALUES (?, 'obrien@reports.test', 'x', 'User', 'Bob', ?)`,
      [DEMO, awkward],
    );
    const found = async (sign: string, value: string) => {
      const response = await run({
        fields: ['email'],
        filters: [{ field: 'last_name', sign, value }],
      });
      expect(response.statusCode).toBe(200);
      return response.json().data.rows;
    };
    expect(await found('is', awkward)).toEqual([['obrien@reports.test']]);
    expect(await found('starts with', `O'Brien "Bob" \\ %`)).toEqual([['obrien@reports.test']]);
    expect(await found('is', "x' OR '1'='1")).toEqual([]);
    await server.db.query("DELETE FROM users WHERE email = 'obrien@reports.test'");
  });

  it('returns the chosen fields in order, with date-filtered fields within min and max dates', async () => {
    const response = await run({
      fields: ['first_name', 'days_logged', 'activities_logged', 'points_in_range', 'location'],
      filters: [{ field: 'last_name', sign: 'is', value: 'Reportson' }],
      min_date: '2026-01-14',
      max_date: '2026-01-31',
    });
    expect(response.statusCode).toBe(200);
    const { fields, rows } = response.json().data;
    expect(fields.map((f: { display_name: string }) => f.display_name)).toEqual([
      'First Name',
      'Days Logged',
      'Activities Logged',
      'Points in Date Range',
      'Location',
    ]);
    expect(rows).toEqual([
      ['Alpha', 1, 1, 3, 'Boston Office'],
      ['Beta', 1, 1, 20, 'Austin Office'],
      ['Gamma', 0, 0, 0, null],
    ]);
  });

  it('restricts participants to a location or a top-level location', async () => {
    const names = async (options: Record<string, unknown>) =>
      (
        (
          await run({
            fields: ['first_name', 'top_level_location'],
            filters: [{ field: 'last_name', sign: 'is', value: 'Reportson' }],
            ...options,
          })
        ).json().data.rows as Row[]
      ).map((row) => row.join(' / '));
    expect(await names({ location: BOSTON })).toEqual(['Alpha / North Region']);
    expect(await names({ top_level_location: NORTH })).toEqual(['Alpha / North Region']);
    expect(await names({ location: NORTH })).toEqual(['Alpha / North Region']);
  });

  it('refuses bad filters with a message naming the problem', async () => {
    const refused = async (body: Record<string, unknown>, message: string) => {
      const response = await run({ fields: ['first_name'], ...body });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([message]);
    };
    await refused(
      { filters: [{ field: 'total_points', sign: '<', value: 'lots' }] },
      'The value for Total Points must be a number.',
    );
    await refused(
      { filters: [{ field: 'registered_on', sign: 'between', value: ['01/05/2026', 'x'] }] },
      'between takes two dates (YYYY-MM-DD) for Registered On.',
    );
    await refused({ fields: ['password_hash'] }, 'Unknown report field: password_hash.');
    await refused({ fields: [] }, 'Choose at least one field.');
    await refused(
      { min_date: '2026-02-01', max_date: '2026-01-01' },
      'The start date must not be after the end date.',
    );
  });

  it('lists the promotion locations with their top-level location', async () => {
    const response = await server.inject({
      url: `/api/promotions/${DEMO}/locations`,
      headers: clientHeaders(coordinator),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual(
      expect.objectContaining({
        id: BOSTON,
        name: 'Boston Office',
        parent_id: NORTH,
        level: 2,
        top_level_id: NORTH,
      }),
    );
  });

  it('flags a run that reaches the 50,000-row limit', async () => {
    const master = await signIn(server, 'master@wellness.test', DEFAULT_HOST);
    const response = await server.inject({
      method: 'POST',
      url: `/api/promotions/${DEMO}/reports/run`,
      headers: clientHeaders(master, DEFAULT_HOST),
      payload: {
        sql: `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
              SELECT a.i, b.i AS j FROM n a, n b`,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toEqual({ total_records: 50000, limited: true, row_limit: 50000 });
    expect(response.json().data.rows).toHaveLength(50000);
  }, 30_000);
});

describe('saving and deleting reports: spec 3 section 6', () => {
  let server: FastifyInstance;
  let master: string;
  let coordinator: string;
  let superCoordinator: string;

  const simple = (name: string) => ({
    name,
    report_type: 'Simple',
    fields: ['first_name', 'email'],
    filters: [{ field: 'total_points', sign: '>=', value: 0 }],
  });

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    master = await signIn(server, 'master@wellness.test', DEFAULT_HOST);
    coordinator = await signIn(server, 'coordinator@demo.test');
    superCoordinator = await signIn(server, 'supercoordinator@demo.test');
  });
  afterAll(() => server.close());

  const as = (cookie: string) =>
    cookie === master ? clientHeaders(cookie, DEFAULT_HOST) : clientHeaders(cookie);
  const create = (cookie: string, promotionId: number, body: object) =>
    server.inject({
      method: 'POST',
      url: `/api/promotions/${promotionId}/reports`,
      headers: as(cookie),
      payload: body,
    });
  const remove = (cookie: string, promotionId: number, id: number) =>
    server.inject({
      method: 'DELETE',
      url: `/api/promotions/${promotionId}/reports/${id}?as_custom=true`,
      headers: as(cookie),
    });
  const list = async (cookie: string, promotionId = DEMO) => {
    const response = await server.inject({
      url: `/api/promotions/${promotionId}/reports`,
      headers: as(cookie),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as Array<Record<string, unknown>>;
  };

  it('a master on the default promotion saves a default report, seen by every promotion', async () => {
    const response = await create(master, 1, simple('Everyone'));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Everyone',
      is_custom: false,
      created_by_master: true,
      promotion_id: 1,
      fields: ['first_name', 'email'],
    });
    const seen = (await list(coordinator)).find((r) => r.name === 'Everyone');
    expect(seen).toMatchObject({ is_custom: false, can_save: false, can_delete: false });
  });

  it('a coordinator saves a custom report, may change and delete it; others cannot reach it', async () => {
    const response = await create(coordinator, DEMO, simple('Mine'));
    expect(response.statusCode).toBe(201);
    const report = response.json().data;
    expect(report).toMatchObject({ is_custom: true, created_by_master: false, promotion_id: DEMO });
    expect(report).toMatchObject({ can_save: true, can_delete: true });

    const renamed = await server.inject({
      method: 'PUT',
      url: `/api/promotions/${DEMO}/reports/${report.id}`,
      headers: as(coordinator),
      payload: { ...simple('Mine, renamed') },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Mine, renamed');

    // The launchpad promotion's list does not include the demo promotion's custom report.
    expect((await list(master, LAUNCHPAD)).map((r) => r.name)).not.toContain('Mine, renamed');
    expect((await remove(master, LAUNCHPAD, report.id)).statusCode).toBe(404);

    expect((await remove(coordinator, DEMO, report.id)).statusCode).toBe(200);
    expect((await list(coordinator)).map((r) => r.name)).not.toContain('Mine, renamed');
  });

  it('a super coordinator deletes a coordinator’s custom report, but not a master’s', async () => {
    const coordinators = (await create(coordinator, DEMO, simple('Team report'))).json().data;
    expect((await remove(superCoordinator, DEMO, coordinators.id)).statusCode).toBe(200);

    const masters = (await create(master, DEMO, simple('Master custom'))).json().data;
    expect(masters).toMatchObject({ is_custom: true, created_by_master: true });
    const refused = await remove(coordinator, DEMO, masters.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual(['Report could not be deleted.']);
    expect((await remove(master, DEMO, masters.id)).statusCode).toBe(200);
  });

  it('only a master changes or deletes a default report', async () => {
    const report = (await create(master, 1, simple('Shared'))).json().data;
    const save = await server.inject({
      method: 'PUT',
      url: `/api/promotions/${DEMO}/reports/${report.id}`,
      headers: as(coordinator),
      payload: simple('Hijacked'),
    });
    expect(save.statusCode).toBe(403);
    expect((await remove(coordinator, DEMO, report.id)).statusCode).toBe(403);
    expect((await remove(superCoordinator, DEMO, report.id)).statusCode).toBe(403);

    // Save As: the coordinator keeps a custom copy instead.
    const copy = await create(coordinator, DEMO, { ...simple('My copy'), parent_id: report.id });
    expect(copy.json().data).toMatchObject({ parent_id: report.id, is_custom: true });

    expect((await remove(master, DEMO, report.id)).statusCode).toBe(200);
  });

  it('runs a saved report with its own fields', async () => {
    const report = (await create(coordinator, DEMO, simple('Run me'))).json().data;
    const response = await server.inject({
      method: 'POST',
      url: `/api/promotions/${DEMO}/reports/${report.id}/run?is_custom=true`,
      headers: as(coordinator),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.fields.map((f: { id: string }) => f.id)).toEqual([
      'first_name',
      'email',
    ]);
    expect(response.json().data.rows.length).toBeGreaterThan(5);
  });

  it('SQL reports are saved and listed for masters only', async () => {
    const sql = await create(master, 1, {
      name: 'Emails',
      report_type: 'SQL',
      fields: [],
      filters: [],
      sql: 'SELECT email FROM users WHERE promotion_id = :promotion_id',
    });
    expect(sql.statusCode).toBe(201);
    expect((await list(master)).map((r) => r.name)).toContain('Emails');
    expect((await list(coordinator)).map((r) => r.name)).not.toContain('Emails');
    const refused = await create(master, 1, {
      name: 'Bad',
      report_type: 'SQL',
      fields: [],
      filters: [],
      sql: 'DELETE FROM users',
    });
    expect(refused.statusCode).toBe(422);
  });

  it('is for coordinator or above, on promotions they manage', async () => {
    for (const email of ['participant@demo.test', 'locationcoordinator@demo.test']) {
      const cookie = await signIn(server, email);
      const response = await server.inject({
        url: `/api/promotions/${DEMO}/reports`,
        headers: clientHeaders(cookie),
      });
      expect(response.statusCode).toBe(403);
    }
    const elsewhere = await server.inject({
      url: `/api/promotions/1/reports`,
      headers: clientHeaders(coordinator),
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
