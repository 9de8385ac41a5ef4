import type { FastifyInstance } from 'fastify';
import {
  boardWriter,
  changeBoards,
  checkBoards,
  rebuildBoards,
  teamStatusChanged,
} from '@wellness/platform';
import { clientHeaders, signIn } from '@wellness/platform/testing';
import { daysAgo, participantApp } from '../helpers';
import {
  competitionBoard,
  logActivity,
  makeCompetition,
  makeCompetitionTeam,
  weekOneActivities,
} from '../competition-fixtures';

type Team = Awaited<ReturnType<typeof makeCompetitionTeam>>;
type Row = { name: string; score: number; rank: number; total_points: number; avg_points: number };
const shown = (rows: Row[]) => rows.map((row) => [row.name, row.rank]);

describe('the team board of a competition (GET /competitions/{id}/leaderboard)', () => {
  let server: FastifyInstance;
  let prefix: string;
  let competition: number;
  let trio: Team;
  let quad: Team;
  let activities: number[];
  const check = () => checkBoards(server.db, server.redis, prefix, 2);
  /** What the admin service does when a competition is edited: its rule, then a rebuild. */
  const setRule = async (rule: string, freezeOn: string | null = null) => {
    await server.db.query(
      'UPDATE competitions SET scoring_rule = ?, freeze_team_scores = ?, freeze_team_scores_on = ? WHERE id = ?',
      [rule, freezeOn ? 1 : 0, freezeOn, competition],
    );
    await rebuildBoards(server.db, server.redis, prefix, 2);
  };
  /** Every member of both teams logs the activity at once. */
  const everyoneLogs = async (activityId: number, day?: string) => {
    const cookies = [...trio.cookies, ...quad.cookies];
    const responses = await Promise.all(
      cookies.map((cookie) => logActivity(server, cookie, activityId, { day })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(7).fill(201));
  };
  const read = () => competitionBoard(server, trio.cookies[0], competition);

  beforeAll(async () => {
    server = await participantApp();
    prefix = server.config.redisPrefix;
    competition = await makeCompetition(server);
    trio = await makeCompetitionTeam(server, competition, 'Trio', 3);
    quad = await makeCompetitionTeam(server, competition, 'Quad', 4);
    await rebuildBoards(server.db, server.redis, prefix, 2);
    activities = await weekOneActivities(server, 9);
    expect(activities).toHaveLength(9);
  });
  afterAll(() => server.close());

  it('lists every team at 0 before anyone logs, the caller’s team as `me`', async () => {
    const board = await read();
    expect(board.status).toBe(200);
    expect(board.data.map((row: Row) => [row.name, row.score, row.rank])).toEqual([
      ['Quad', 0, 1],
      ['Trio', 0, 1],
    ]);
    expect(board.meta).toMatchObject({ total_records: 2, scoring_rule: 'sum' });
    expect(board.meta.me).toMatchObject({ id: trio.id, rank: 1, member_count: 3 });
  });

  it('sum: a team of 4 beats a team of 3 with the same average', async () => {
    await setRule('sum');
    await everyoneLogs(activities[0]);
    const { data } = await read();
    expect(shown(data)).toEqual([
      ['Quad', 1],
      ['Trio', 2],
    ]);
    const [q, t] = data as Row[];
    expect(q.total_points / 4).toBe(t.total_points / 3);
    expect(q.score).toBe(q.total_points);
    expect(q.avg_points).toBe(t.avg_points);
    expect(await check()).toEqual([]);
  });

  it.each([
    ['average', 1],
    ['average_percent', 2],
  ])('%s: a team of 3 and a team of 4 with the same average rank equal', async (rule, activity) => {
    await setRule(rule);
    // The rebuilt board, then a change applied by the logs themselves (the Lua update).
    for (const board of [
      await read(),
      (await everyoneLogs(activities[Number(activity)]), await read()),
    ]) {
      const [first, second] = board.data as Array<Row & { percent_of_possible: number }>;
      expect([first.rank, second.rank]).toEqual([1, 1]);
      expect(first.score).toBe(second.score);
      expect(first.avg_points).toBe(second.avg_points);
      expect(first.total_points).not.toBe(second.total_points);
      expect(first.percent_of_possible).toBe(second.percent_of_possible);
      expect(first.percent_of_possible).toBeGreaterThan(0);
      expect(board.meta.scoring_rule).toBe(rule);
    }
    expect(await check()).toEqual([]);
    await setRule('sum');
  });

  it('scores frozen after freeze_team_scores_on stop changing', async () => {
    await setRule('sum', daysAgo(1));
    const before = (await read()).data as Row[];
    await everyoneLogs(activities[3]);
    const after = (await read()).data as Row[];
    expect(after.map((row) => [row.name, row.total_points])).toEqual(
      before.map((row) => [row.name, row.total_points]),
    );
    // A day up to the freeze date still counts.
    await logActivity(server, trio.cookies[0], activities[4], { day: daysAgo(1) });
    const late = (await read()).data as Row[];
    const trioBefore = before.find((row) => row.name === 'Trio')!.total_points;
    expect(late.find((row) => row.name === 'Trio')!.total_points).toBeGreaterThan(trioBefore);
    expect(await check()).toEqual([]);
    await setRule('sum');
  });

  it('equals MySQL after concurrent logs, unlogs and members moving between teams', async () => {
    const writer = boardWriter(server);
    const mover = quad.ids[3];
    // What the social service does when a member changes team: the row locked first.
    const move = (teamId: number) =>
      server.db.transaction(async (manager) => {
        await manager.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [mover]);
        await changeBoards(manager, writer, mover, () =>
          manager.query('UPDATE users SET team_id = ? WHERE id = ?', [teamId, mover]),
        );
      });
    const cookies = [...trio.cookies, ...quad.cookies];
    const work = [
      ...cookies.flatMap((cookie) =>
        activities.slice(5, 9).map((id) => logActivity(server, cookie, id)),
      ),
      ...cookies.map((cookie) => logActivity(server, cookie, activities[0], { method: 'DELETE' })),
      move(trio.id),
    ];
    const results = await Promise.all(work);
    expect(
      results.slice(0, 28).every((r) => (r as { statusCode: number }).statusCode === 201),
    ).toBe(true);
    expect(await check()).toEqual([]);
    const { data } = await read();
    const members = Object.fromEntries(
      (data as Array<Row & { member_count: number }>).map((row) => [row.name, row.member_count]),
    );
    expect(members).toEqual({ Trio: 4, Quad: 3 });
    await move(quad.id);
    expect(await check()).toEqual([]);
  });

  it('keeps the teams a search or a location names, ranks staying the whole board’s', async () => {
    const [{ id: austin }] = await server.db.query(
      "SELECT id FROM locations WHERE promotion_id = 2 AND name = 'Austin Office'",
    );
    await server.db.query('UPDATE users SET location_id = ? WHERE id = ?', [austin, trio.ids[0]]);
    // Written straight to MySQL: the boards follow by a rebuild.
    await rebuildBoards(server.db, server.redis, prefix, 2);
    const whole = (await read()).data as Row[];
    const trioRank = whole.find((row) => row.name === 'Trio')!.rank;
    const searched = await competitionBoard(server, trio.cookies[0], competition, 'search=tRi');
    expect(shown(searched.data)).toEqual([['Trio', trioRank]]);
    const placed = await competitionBoard(
      server,
      trio.cookies[0],
      competition,
      `location=${austin}`,
    );
    expect(shown(placed.data)).toEqual([['Trio', trioRank]]);
    expect(placed.meta.total_records).toBe(1);
    const none = await competitionBoard(
      server,
      trio.cookies[0],
      competition,
      'search=quad&location=' + austin,
    );
    expect(none.data).toEqual([]);
  });

  it('a deleted team leaves the board, an undeleted one comes back at 0', async () => {
    const writer = boardWriter(server);
    const setStatus = async (status: number) => {
      await server.db.transaction(async (manager) => {
        for (const id of status === 2 ? quad.ids : []) {
          await manager.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [id]);
          await changeBoards(manager, writer, id, () =>
            manager.query('UPDATE users SET team_id = NULL WHERE id = ?', [id]),
          );
        }
        await manager.query('UPDATE teams SET status = ? WHERE id = ?', [status, quad.id]);
      });
      await teamStatusChanged(server.db, server.redis, prefix, quad.id);
    };
    await setStatus(2);
    expect(shown((await read()).data)).toEqual([['Trio', 1]]);
    expect(await check()).toEqual([]);
    await setStatus(0);
    const back = (await read()).data as Array<Row & { member_count: number }>;
    expect(back.map((row) => [row.name, row.total_points, row.member_count])).toContainEqual([
      'Quad',
      0,
      0,
    ]);
    expect(await check()).toEqual([]);
  });

  it('is 404 for a competition of another promotion', async () => {
    const [{ id }] = await server.db.query(
      "SELECT id FROM promotions WHERE subdomain <> 'demo' ORDER BY id LIMIT 1",
    );
    const { insertId } = await server.db.query(
      `INSERT INTO competitions (promotion_id, enrollment_starts_on, enrollment_ends_on,
         competition_starts_on, competition_ends_on, comp_length) VALUES (?, ?, ?, ?, ?, 1)`,
      [id, daysAgo(2), daysAgo(1), daysAgo(1), daysAgo(1)],
    );
    const response = await server.inject({
      url: `/api/competitions/${insertId}/leaderboard`,
      headers: clientHeaders(await signIn(server, 'participant@demo.test')),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: ['Competition could not be found'] });
  });
});
