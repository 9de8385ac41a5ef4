import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { ChannelStats } from 'sharp';
import { clientHeaders, listenToEvents, signIn } from '@wellness/platform/testing';
import { daysAgo, participantApp } from '../helpers';
import {
  logActivity,
  makeCompetition,
  makeCompetitionTeam,
  weekOneActivities,
} from '../competition-fixtures';

type Team = Awaited<ReturnType<typeof makeCompetitionTeam>>;

describe('team weekly works (README "Team weekly works")', () => {
  let server: FastifyInstance;
  let trio: Team;
  let other: Team;
  let activities: number[];
  const get = async (cookie: string, url: string) => {
    const response = await server.inject({ url, headers: clientHeaders(cookie) });
    return { status: response.statusCode, ...response.json() };
  };

  beforeAll(async () => {
    server = await participantApp();
    // Started 3 days ago: today is in week 1.
    const competition = await makeCompetition(server, { startsDaysAgo: 3 });
    trio = await makeCompetitionTeam(server, competition, 'Trio', 3);
    other = await makeCompetitionTeam(server, competition, 'Other', 1);
    activities = await weekOneActivities(server, 8);
    expect(activities).toHaveLength(8);
  });
  afterAll(() => server.close());

  it('shows the week before anyone logs: no work yet, every member at 0', async () => {
    const week = await get(trio.cookies[0], `/api/teams/${trio.id}/all_activity?wk=1`);
    expect(week.status).toBe(200);
    expect(week.data.work).toBeNull();
    expect(week.data.team).toMatchObject({ name: 'Trio', week: 1, starts_on: daysAgo(3) });
    expect(week.data.members).toHaveLength(3);
    expect(week.data.members.every((m: { points: number }) => m.points === 0)).toBe(true);
    const winners = await get(trio.cookies[0], '/api/teams/weekly_winners?wk=1');
    expect(winners.data).toEqual([]);
    expect(winners.meta).toMatchObject({ status: 'in_progress', week: 1 });
  });

  it('adds each member’s segments of the week; 24 concurrent logs complete it once at 20', async () => {
    const events = await listenToEvents(server);
    const logs = await Promise.all(
      trio.cookies.flatMap((cookie) => activities.map((id) => logActivity(server, cookie, id))),
    );
    expect(logs.map((response) => response.statusCode)).toEqual(Array(24).fill(201));
    const published = await events.stop();
    const created = published.filter((event) => event.type === 'teamImageCreated');
    expect(created).toHaveLength(1);

    const week = await get(trio.cookies[1], `/api/teams/${trio.id}/all_activity?wk=1`);
    expect(week.data.work).toMatchObject({ segments_available: 20, completed: true, week: 1 });
    expect(created[0]).toMatchObject({
      audience: { kind: 'team', id: trio.id },
      payload: { team_id: trio.id, week: 1, work_id: week.data.work.id },
    });
    const members = week.data.members as Array<{
      segments: number;
      activities_logged: number;
      days_logged: number;
      points: number;
    }>;
    expect(members.reduce((sum, member) => sum + member.segments, 0)).toBe(20);
    expect(members.map((member) => member.activities_logged)).toEqual([8, 8, 8]);
    expect(members.every((member) => member.days_logged === 1 && member.points > 0)).toBe(true);

    const winners = await get(other.cookies[0], '/api/teams/weekly_winners?wk=1');
    expect(winners.data).toEqual([
      expect.objectContaining({ rank: 1, team: { id: trio.id, name: 'Trio' } }),
    ]);
    expect(winners.meta.status).toBe('winners');
    // A finished work is shown to anyone of the promotion (the awards showcase).
    const work = await get(other.cookies[0], `/api/work/${week.data.work.id}?team=true`);
    expect(work.status).toBe(200);
    expect(work.data).toMatchObject({ team: { name: 'Trio' }, completed: true });
  });

  it('keeps a week in progress to its members and staff; others are told it does not exist', async () => {
    await logActivity(server, other.cookies[0], activities[0]);
    const mine = await get(other.cookies[0], `/api/teams/${other.id}/all_activity?wk=1`);
    expect(mine.data.work).toMatchObject({ segments_available: 1, completed: false });
    const workUrl = `/api/work/${mine.data.work.id}?team=true`;
    const outsider = await get(trio.cookies[0], workUrl);
    expect(outsider).toMatchObject({ status: 404, errors: ['Work could not be found'] });
    const stats = await get(trio.cookies[0], `/api/teams/${other.id}/all_activity?wk=1`);
    expect(stats).toMatchObject({ status: 404, errors: ['Team could not be found'] });
    const staff = await signIn(server, 'coordinator@demo.test');
    expect((await get(staff, workUrl)).status).toBe(200);
    expect((await get(staff, `/api/teams/${other.id}/all_activity?wk=1`)).status).toBe(200);
  });

  it('renders the week work as a picture: the segments the members added uncovered, the rest grey', async () => {
    const [trioWeek, otherWeek] = [
      await get(trio.cookies[0], `/api/teams/${trio.id}/all_activity?wk=1`),
      await get(other.cookies[0], `/api/teams/${other.id}/all_activity?wk=1`),
    ];
    const picture = (cookie: string, url: string) =>
      server.inject({ url, headers: clientHeaders(cookie) });
    const isGrey = (channels: ChannelStats[]) =>
      channels.slice(0, 3).every((c) => c.min >= 0xc4 && c.max <= 0xdc);

    // The complete work: every segment painted, the same picture for anyone of the promotion.
    const complete = trioWeek.data.work;
    expect(complete.image_url).toBe(`/api/work/${complete.id}/image?team=true&segments=20`);
    const full = await picture(other.cookies[0], complete.image_url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/png');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(full.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 480, 600]);
    expect(isGrey((await sharp(full.rawPayload).stats()).channels)).toBe(false);

    // In progress (one member's one segment): for its members and staff; a count beyond the
    // segments added is refused, and none uncovered is all grey.
    const partial = otherWeek.data.work;
    expect(partial.image_url).toBe(`/api/work/${partial.id}/image?team=true&segments=1`);
    expect((await picture(other.cookies[0], partial.image_url)).statusCode).toBe(200);
    const none = await picture(
      other.cookies[0],
      `/api/work/${partial.id}/image?team=true&segments=0`,
    );
    expect(isGrey((await sharp(none.rawPayload).stats()).channels)).toBe(true);
    const beyond = await picture(
      other.cookies[0],
      `/api/work/${partial.id}/image?team=true&segments=2`,
    );
    expect([beyond.statusCode, beyond.json()]).toEqual([
      422,
      { errors: ['The image is not revealed yet.'] },
    ]);
    const outsider = await picture(trio.cookies[0], partial.image_url);
    expect([outsider.statusCode, outsider.json()]).toEqual([
      404,
      { errors: ['Work could not be found'] },
    ]);
    const staff = await signIn(server, 'coordinator@demo.test');
    expect((await picture(staff, partial.image_url)).statusCode).toBe(200);

    // Cached apart from participants' works (their ids are of another table).
    const keys = await server.redis.keys(
      `${server.config.redisPrefix}team-work-image:${partial.id}:*`,
    );
    expect(keys.sort()).toEqual([
      expect.stringMatching(/:display:0$/),
      expect.stringMatching(/:display:1$/),
    ]);
  });

  it('says no_winners for a week that ended with none', async () => {
    // Started 17 days ago: today is in week 3, week 2 is over and no team finished its work.
    await server.db.query(
      'UPDATE competitions SET competition_starts_on = ?, competition_ends_on = ? WHERE id = (SELECT competition_id FROM teams WHERE id = ?)',
      [daysAgo(17), daysAgo(-11), trio.id],
    );
    const winners = await get(trio.cookies[0], '/api/teams/weekly_winners?wk=2');
    expect(winners.data).toEqual([]);
    expect(winners.meta.status).toBe('no_winners');
  });
});
