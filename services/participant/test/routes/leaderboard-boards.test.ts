import type { FastifyInstance } from 'fastify';
import { signIn } from '@wellness/platform/testing';
import { TEAM_STATUS } from '@wellness/schema';
import { participantApp } from '../helpers';
import { befriend, board, makeTeam, placeAt, setPoints, shown } from '../leaderboard-fixtures';

describe('the team, location and friends boards, and search', () => {
  let server: FastifyInstance;
  const as: Record<string, string> = {};
  beforeAll(async () => {
    server = await participantApp();
    await setPoints(server, {
      'participant@demo.test': 30,
      'participant2@demo.test': 20,
      'coordinator@demo.test': 20,
      'locationcoordinator@demo.test': 10,
      'regionalcoordinator@demo.test': 5,
      // Not a participant role: counted nowhere.
      'supercoordinator@demo.test': 999,
    });
    await server.db.query(
      "UPDATE users SET opted_in_individual_leaderboard = 0 WHERE email = 'regionalcoordinator@demo.test'",
    );
    await makeTeam(server, 'Step Squad', [
      'participant@demo.test',
      'locationcoordinator@demo.test',
    ]);
    await makeTeam(server, 'Green Giants', ['participant2@demo.test', 'coordinator@demo.test']);
    await makeTeam(server, 'Solo', ['regionalcoordinator@demo.test']);
    await makeTeam(server, 'Gone Team', [], TEAM_STATUS.deleted);
    await placeAt(server, 'participant@demo.test', 'Boston Office');
    await placeAt(server, 'participant2@demo.test', 'Austin Office');
    await placeAt(server, 'coordinator@demo.test', 'North Region');
    await placeAt(server, 'locationcoordinator@demo.test', 'Chicago Office');
    await placeAt(server, 'regionalcoordinator@demo.test', 'Austin Office');
    await befriend(server, 'participant@demo.test', 'participant2@demo.test');
    await befriend(server, 'coordinator@demo.test', 'participant@demo.test');
    await befriend(server, 'locationcoordinator@demo.test', 'participant@demo.test', 'P');
    await befriend(server, 'regionalcoordinator@demo.test', 'participant@demo.test', 'D');
    await server.db.query(
      "UPDATE users SET opted_in_friends_leaderboard = 0 WHERE email = 'coordinator@demo.test'",
    );
    for (const who of ['participant', 'coordinator', 'regionalcoordinator', 'supercoordinator']) {
      as[who] = await signIn(server, `${who}@demo.test`);
    }
  });
  afterAll(() => server.close());

  it('ranks opted-in participants, tied scores sharing a rank, newest account first', async () => {
    const { data, meta } = await board(server, as.participant, 'leaderboard');
    expect(shown(data)).toEqual([
      ['Pat Participant', 30, 1],
      ['Cora Coordinator', 20, 2],
      ['Sam Second', 20, 2],
      ['Lou Location', 10, 4],
    ]);
    expect(meta).toEqual({
      total_records: 4,
      page_size: 50,
      me: { id: await idOf('participant'), rank: 1, score: 30 },
    });
    // Not opted in: not on the board, and no rank of one's own.
    expect((await board(server, as.regionalcoordinator, 'leaderboard')).meta.me).toBeNull();
  });

  it('ranks teams that are not deleted by their participants’ points, with the caller’s team', async () => {
    const { data, meta } = await board(server, as.participant, 'team_leaderboard');
    expect(shown(data)).toEqual([
      ['Green Giants', 40, 1],
      ['Step Squad', 40, 1],
      ['Solo', 5, 3],
    ]);
    expect(meta).toEqual({
      total_records: 3,
      page_size: 50,
      me: { id: expect.any(Number), rank: 1, score: 40 },
    });
    // `me.id` names the caller's own row, so the screens can mark it.
    expect(data.find((row: { id: number }) => row.id === meta.me.id).score).toBe(40);
    const solo = await board(server, as.regionalcoordinator, 'team_leaderboard');
    expect(solo.meta.me).toEqual({ id: solo.data[2].id, rank: 3, score: 5 });
    // Not on a team: no rank of one's own.
    expect((await board(server, as.supercoordinator, 'team_leaderboard')).meta.me).toBeNull();
  });

  it('sums every participant below a top-level location, opted in or not', async () => {
    const { data, meta } = await board(server, as.participant, 'location_leaderboard');
    expect(shown(data)).toEqual([
      ['North Region', 60, 1],
      ['South Region', 25, 2],
    ]);
    expect(meta.me).toEqual({ id: data[0].id, rank: 1, score: 60 });
    const south = await board(server, as.regionalcoordinator, 'location_leaderboard');
    expect(south.meta.me).toEqual({ id: south.data[1].id, rank: 2, score: 25 });
  });

  it('shows the caller and their accepted friends who opted in, with the friend count', async () => {
    const pat = await board(
      server,
      as.participant,
      `leaderboard?friends_of=${await idOf('participant')}`,
    );
    // Pending and declined requests are not friends; Cora is a friend who opted out.
    expect(shown(pat.data)).toEqual([
      ['Pat Participant', 30, 1],
      ['Sam Second', 20, 2],
    ]);
    expect(pat.meta).toEqual({
      total_records: 2,
      page_size: 50,
      me: { id: await idOf('participant'), rank: 1, score: 30 },
      friends: 2,
    });
    const cora = await board(
      server,
      as.coordinator,
      `leaderboard?friends_of=${await idOf('coordinator')}`,
    );
    expect(shown(cora.data)).toEqual([['Pat Participant', 30, 1]]);
    expect(cora.meta).toMatchObject({ me: null, friends: 1 });
    const reggie = await board(
      server,
      as.regionalcoordinator,
      `leaderboard?friends_of=${await idOf('regionalcoordinator')}`,
    );
    expect(reggie.meta.friends).toBe(0);
  });

  it("refuses another person's friends board", async () => {
    const other = await board(
      server,
      as.participant,
      `leaderboard?friends_of=${await idOf('coordinator')}`,
    );
    expect([other.status, other.errors]).toEqual([404, ['User could not be found']]);
  });

  it('searches names case-insensitively, keeping board ranks, a page at a time', async () => {
    const pat = await board(server, as.participant, 'leaderboard?search=pAT%20pa');
    expect(shown(pat.data)).toEqual([['Pat Participant', 30, 1]]);
    const first = await board(server, as.participant, 'leaderboard?search=O&page_size=2');
    expect(shown(first.data)).toEqual([
      ['Cora Coordinator', 20, 2],
      ['Sam Second', 20, 2],
    ]);
    expect(first.meta.total_records).toBe(3);
    const second = await board(server, as.participant, 'leaderboard?search=O&page_size=2&page=2');
    expect(shown(second.data)).toEqual([['Lou Location', 10, 4]]);
    expect(second.meta.total_records).toBe(3);
    const friends = await board(
      server,
      as.participant,
      `leaderboard?friends_of=${await idOf('participant')}&search=SECOND`,
    );
    expect(shown(friends.data)).toEqual([['Sam Second', 20, 2]]);
  });

  it('searches team and top-level location names', async () => {
    const teams = await board(server, as.participant, 'team_leaderboard?search=squad');
    expect(shown(teams.data)).toEqual([['Step Squad', 40, 1]]);
    const places = await board(server, as.participant, 'location_leaderboard?search=SOUTH');
    expect(shown(places.data)).toEqual([['South Region', 25, 2]]);
    // Offices are below the board's top level.
    expect(
      (await board(server, as.participant, 'location_leaderboard?search=office')).data,
    ).toEqual([]);
  });

  const idOf = async (who: string) =>
    Number(
      (await server.db.query('SELECT id FROM users WHERE email = ?', [`${who}@demo.test`]))[0].id,
    );
});
