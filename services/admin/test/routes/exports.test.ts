import type { FastifyInstance } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../../src/app';
import { csvFilename, toCsv } from '../../src/domain/exports/csv';

describe('the CSV writer every export uses', () => {
  it('quotes non-numeric values, doubles inner quotes and leaves numbers alone', () => {
    expect(
      toCsv([
        ['Name', 'Points'],
        ['Pat "P" O\'Neil', 12],
        ['a,b', 2.5],
        [null, true],
      ]),
    ).toBe('"Name","Points"\r\n"Pat ""P"" O\'Neil",12\r\n"a,b",2.5\r\n,"true"\r\n');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(toCsv([['=SUM(A1)', '+1', '-2', '@cmd', 'ok', -3]])).toBe(
      `"'=SUM(A1)","'+1","'-2","'@cmd","ok",-3\r\n`,
    );
  });

  it('keeps download names to safe characters', () => {
    expect(csvFilename('Report: "Q1"/2026.csv')).toBe('Report_ _Q1_2026.csv');
    expect(csvFilename('../../etc/passwd')).toBe('etc_passwd.csv');
    expect(csvFilename('"\r\n')).toBe('export.csv');
  });
});

describe('exports: GET /api/export/entries, GET /api/export/stats, POST /api/export', () => {
  let server: FastifyInstance;
  let coordinator: string;

  beforeAll(async () => {
    server = await buildTestApp(app);
    await resetData(server);
    coordinator = await signIn(server, 'coordinator@demo.test');
    const [{ id: userId }] = await server.db.query(
      "SELECT id FROM users WHERE email = 'participant@demo.test'",
    );
    const entry = await server.db.query(
      "INSERT INTO entries (promotion_id, user_id, recorded_on, total_points, notes) VALUES (2, ?, '2026-01-06', 15, ?)",
      [userId, '=HYPERLINK("http://evil")'],
    );
    const [{ id: activityId }] = await server.db.query(
      'SELECT id FROM activities WHERE promotion_id = 2 ORDER BY id LIMIT 1',
    );
    await server.db.query(
      'INSERT INTO entry_activities (entry_id, activity_id, point_value) VALUES (?, ?, 10)',
      [entry.insertId, activityId],
    );
  });
  afterAll(() => server.close());

  it('streams the promotion entries as a CSV attachment', async () => {
    const response = await server.inject({
      url: '/api/export/entries',
      headers: clientHeaders(coordinator),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="entries-demo.csv"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Date","First Name","Last Name","Email","Location","Activities","Points","Notes"',
    );
    expect(lines).toContain(
      '"2026-01-06","Pat","Participant","participant@demo.test","Boston Office",1,15,"\'=HYPERLINK(""http://evil"")"',
    );
  });

  it('streams one statistics row per user of the promotion', async () => {
    const response = await server.inject({
      url: '/api/export/stats',
      headers: clientHeaders(coordinator),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="stats-demo.csv"');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^"First Name","Last Name","Email","Role","Location"/);
    const participant = lines.find((line) => line.includes('participant@demo.test'));
    expect(participant).toMatch(/"Boston Office","North Region",1,1,\d+,"(Yes|No)"$/);
    const [{ users }] = await server.db.query(
      'SELECT COUNT(*) AS users FROM users WHERE promotion_id = 2',
    );
    expect(lines).toHaveLength(Number(users) + 1);
  });

  it('is for coordinator or above', async () => {
    const participant = await signIn(server, 'participant@demo.test');
    const response = await server.inject({
      url: '/api/export/entries',
      headers: clientHeaders(participant),
    });
    expect(response.statusCode).toBe(403);
    expect(
      (await server.inject({ url: '/api/export/stats', headers: clientHeaders() })).statusCode,
    ).toBe(401);
  });

  it('writes the given rows as CSV under a safe name', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/export',
      headers: clientHeaders(coordinator),
      payload: {
        filename: 'My "report"',
        data: [
          ['Name', 'Points'],
          ['=cmd', 3],
          [null, false],
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="My _report_.csv"');
    expect(response.body).toBe('"Name","Points"\r\n"\'=cmd",3\r\n,"false"\r\n');
  });

  it('accepts 50,000 report rows in one body', async () => {
    const data = [
      ['First Name', 'Email', 'Points'],
      ...Array.from({ length: 50_000 }, (_, i) => [`Name ${i}`, `user${i}@example.test`, i]),
    ];
    const response = await server.inject({
      method: 'POST',
      url: '/api/export',
      headers: { ...clientHeaders(coordinator), 'content-type': 'application/json' },
      payload: JSON.stringify({ filename: 'big', data }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\r\n')).toHaveLength(50_002);
  }, 30_000);
});
