import type { FastifyInstance } from 'fastify';
import { boardKey, memberOf } from '@wellness/platform';
import { listenToEvents, signIn } from '@wellness/platform/testing';
import {
  ALREADY_ON_TEAM,
  ENROLLMENT_CLOSED,
  NAME_REQUIRED,
  NAME_TAKEN,
  NOT_ALLOWED,
  TEAM_FULL,
  USER_ON_TEAM,
} from '../../src/domain/teams';
import {
  DEFAULT_HOST,
  competition,
  demoId,
  participant,
  seeded,
  teamsApi,
  teamsServer,
} from './teams-helpers';
import type { Actor } from './teams-helpers';

describe('teams (/api/competitions/:id/teams, /api/teams/:id)', () => {
  let server: FastifyInstance;
  let api: ReturnType<typeof teamsApi>;
  beforeAll(async () => {
    server = await teamsServer();
    api = teamsApi(server);
  });
  afterAll(() => server.close());

  const teamScore = async (teamId: number, promotionId: number) =>
    server.redis.zscore(boardKey(server.config.redisPrefix, promotionId, 'team'), memberOf(teamId));

  it('creates a pending team led by its founder, refused when already on a team or named twice', async () => {
    const competitionId = await competition(server);
    const founder = await participant(server, { first: 'Fran' });
    const created = await api.createTeam(founder, competitionId, '  Step   Sisters ');
    expect(created).toMatchObject({
      name: 'Step Sisters',
      status: 0,
      competition_id: competitionId,
      leader: { id: founder.id, profile: { first_name: 'Fran', last_name: 'Tester' } },
      member_count: 1,
      is_full: false,
      team_size_min: 2,
      team_size_max: 3,
      team_members: [{ user_id: founder.id, is_leader: true }],
    });
    expect(created.team_members[0]).not.toHaveProperty('user.email');
    const again = await api.call(founder, 'POST', `/api/competitions/${competitionId}/teams`, {
      name: 'Another',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ errors: [ALREADY_ON_TEAM] });
    const other = await participant(server);
    const taken = await api.call(other, 'POST', `/api/competitions/${competitionId}/teams`, {
      name: 'step sisters',
    });
    expect(taken.json()).toEqual({ errors: [NAME_TAKEN] });
    const blank = await api.call(other, 'POST', `/api/competitions/${competitionId}/teams`, {
      name: '   ',
    });
    expect(blank.json()).toEqual({ errors: [NAME_REQUIRED] });
    // The founder's points are the team's on the team board, in step with MySQL.
    const [row] = await server.db.query(
      'SELECT total_points, promotion_id FROM users WHERE id = ?',
      [founder.id],
    );
    expect(Number(await teamScore(created.id, Number(row.promotion_id)))).toBe(
      Number(row.total_points),
    );
  });

  it('refuses forming and joining teams once enrolment has closed; coordinators still add members', async () => {
    const competitionId = await competition(server, { open: false, min: 2, max: 3 });
    const user = await participant(server);
    const refused = await api.call(user, 'POST', `/api/competitions/${competitionId}/teams`, {
      name: 'Too late',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: [ENROLLMENT_CLOSED] });
    // A team formed during enrolment (arranged in the database), after it closed.
    const [{ id: promotionId }] = await server.db.query(
      "SELECT id FROM promotions WHERE subdomain = 'demo'",
    );
    const team = await server.db.query(
      "INSERT INTO teams (promotion_id, competition_id, name, status) VALUES (?, ?, 'Late Larks', 0)",
      [promotionId, competitionId],
    );
    const teamId = Number(team.insertId);
    const request = await api.call(user, 'POST', `/api/users/${user.id}/team_invites`, {
      team_id: teamId,
      invite_type: 'R',
    });
    expect(request.json()).toEqual({ errors: [ENROLLMENT_CLOSED] });
    const coordinator = await seeded(server, 'coordinator@demo.test');
    const first = await participant(server);
    const second = await participant(server);
    await api.expectStatus(201, coordinator, 'POST', `/api/teams/${teamId}/team_members`, {
      user_id: first.id,
    });
    const added = await api.expectStatus(
      201,
      coordinator,
      'POST',
      `/api/teams/${teamId}/team_members`,
      {
        user_id: second.id,
      },
    );
    expect(added.data.user.email).toBe(second.email);
    // Official at team_size_min (2) even after enrolment; below it after enrolment it stays official.
    expect((await api.team(user, teamId)).status).toBe(1);
    await api.expectStatus(
      200,
      coordinator,
      'DELETE',
      `/api/teams/${teamId}/team_members/${added.data.id}`,
    );
    expect((await api.team(user, teamId)).status).toBe(1);
    // The first added member leads (the team had none).
    expect((await api.team(user, teamId)).leader.id).toBe(first.id);
    // A member cannot leave after enrolment: only coordinators change teams then.
    const [member] = (await api.team(first, teamId)).team_members;
    const leave = await api.call(first, 'DELETE', `/api/teams/${teamId}/team_members/${member.id}`);
    expect(leave.json()).toEqual({ errors: [ENROLLMENT_CLOSED] });
  });

  it('becomes official at team_size_min and goes back to pending below it while enrolment is open', async () => {
    const competitionId = await competition(server, { min: 2, max: 3 });
    const leader = await participant(server);
    const joiner = await participant(server);
    const team = await api.createTeam(leader, competitionId, 'Pending Pals');
    const events = await listenToEvents(server);
    expect((await api.inviteAndAccept(leader, team.id, joiner)).statusCode).toBe(200);
    const seen = await events.stop();
    expect((await api.team(leader, team.id)).status).toBe(1);
    expect(seen).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'TeamInviteAccepted',
          audience: { kind: 'team', id: team.id },
          payload: { team_id: team.id, user_id: joiner.id },
        }),
        expect.objectContaining({
          type: 'TeamInviteAccepted',
          audience: { kind: 'user', id: joiner.id },
        }),
      ]),
    );
    const [official] = await server.db.query(
      'SELECT title, message, link FROM notifications WHERE user_id = ? AND `key` = ?',
      [leader.id, `team_official_${team.id}`],
    );
    expect(official).toEqual({
      title: 'Team official',
      message: 'Pending Pals is now an official team.',
      link: '/artprize/myteam',
    });
    const member = (await api.team(joiner, team.id)).team_members.find(
      (m: { user_id: number }) => m.user_id === joiner.id,
    );
    await api.expectStatus(
      200,
      joiner,
      'DELETE',
      `/api/teams/${team.id}/team_members/${member.id}`,
    );
    expect((await api.team(leader, team.id)).status).toBe(0);
    const [{ team_id }] = await server.db.query('SELECT team_id FROM users WHERE id = ?', [
      joiner.id,
    ]);
    expect(team_id).toBeNull();
  });

  it('refuses a full team and lets exactly one of two people racing for the last place in', async () => {
    const competitionId = await competition(server, { min: 2, max: 2 });
    const leader = await participant(server);
    const team = await api.createTeam(leader, competitionId, 'Last Place');
    const racers: Actor[] = [await participant(server), await participant(server)];
    const invites: number[] = [];
    for (const racer of racers) {
      invites.push(
        (
          await api.expectStatus(201, leader, 'POST', `/api/teams/${team.id}/invites`, {
            user_id: racer.id,
            invite_type: 'I',
          })
        ).data.id,
      );
    }
    const answers = await Promise.all(
      racers.map((racer, n) =>
        api.call(racer, 'PUT', `/api/users/${racer.id}/team_invites/${invites[n]}`, {
          status: 'A',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json()).toEqual({ errors: [TEAM_FULL] });
    const [{ n }] = await server.db.query('SELECT COUNT(*) AS n FROM users WHERE team_id = ?', [
      team.id,
    ]);
    expect(Number(n)).toBe(2);
    const shown = await api.team(leader, team.id);
    expect(shown).toMatchObject({ member_count: 2, is_full: true, status: 1 });
    // The join list shows only teams with room.
    const joinable = await api.expectStatus(
      200,
      leader,
      'GET',
      `/api/competitions/${competitionId}/teams?for=join`,
    );
    expect(joinable.data.map((t: { id: number }) => t.id)).not.toContain(team.id);
  });

  it('one team per user: two teams racing to take the same user, the database lets one', async () => {
    const competitionId = await competition(server, { min: 3, max: 4 });
    const [a, b] = [await participant(server), await participant(server)];
    const [teamA, teamB] = [
      await api.createTeam(a, competitionId, 'Team A'),
      await api.createTeam(b, competitionId, 'Team B'),
    ];
    const wanted = await participant(server);
    const coordinator = await seeded(server, 'coordinator@demo.test');
    const answers = await Promise.all(
      [teamA, teamB].map((team) =>
        api.call(coordinator, 'POST', `/api/teams/${team.id}/team_members`, { user_id: wanted.id }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(answers.find((r) => r.statusCode === 422)!.json()).toEqual({ errors: [USER_ON_TEAM] });
  });

  it('hands leadership to the longest-standing member and deletes the team when the last one leaves', async () => {
    const competitionId = await competition(server, { min: 3, max: 4 });
    const [leader, second, third] = [
      await participant(server),
      await participant(server),
      await participant(server),
    ];
    const team = await api.createTeam(leader, competitionId, 'Relay');
    await api.inviteAndAccept(leader, team.id, second);
    await api.inviteAndAccept(leader, team.id, third);
    const memberId = async (who: Actor) =>
      (await api.team(who, team.id)).team_members.find(
        (m: { user_id: number }) => m.user_id === who.id,
      ).id as number;
    await api.expectStatus(
      200,
      leader,
      'DELETE',
      `/api/teams/${team.id}/team_members/${await memberId(leader)}`,
    );
    expect((await api.team(second, team.id)).leader.id).toBe(second.id);
    await api.expectStatus(
      200,
      third,
      'DELETE',
      `/api/teams/${team.id}/team_members/${await memberId(third)}`,
    );
    const last = await api.expectStatus(
      200,
      second,
      'DELETE',
      `/api/teams/${team.id}/team_members/${await memberId(second)}`,
    );
    expect(last.data.team_deleted).toBe(true);
    expect((await api.team(second, team.id)).status).toBe(2);
  });

  it('deletes a team (members freed, open invites declined) and a coordinator undeletes it back to pending', async () => {
    const competitionId = await competition(server, { min: 2, max: 4 });
    const [leader, member, moved, invited] = [
      await participant(server),
      await participant(server),
      await participant(server),
      await participant(server),
    ];
    const team = await api.createTeam(leader, competitionId, 'Phoenix');
    await api.inviteAndAccept(leader, team.id, member);
    await api.inviteAndAccept(leader, team.id, moved);
    const open = await api.expectStatus(201, leader, 'POST', `/api/teams/${team.id}/invites`, {
      user_id: invited.id,
      invite_type: 'I',
    });
    const [{ promotion_id }] = await server.db.query(
      'SELECT promotion_id FROM users WHERE id = ?',
      [leader.id],
    );
    expect(Number(await teamScore(team.id, Number(promotion_id)))).toBeGreaterThan(0);
    const deleted = await api.expectStatus(200, leader, 'DELETE', `/api/teams/${team.id}`);
    expect(deleted.data).toMatchObject({ status: 2, member_count: 0 });
    expect(Number(await teamScore(team.id, Number(promotion_id)))).toBe(0);
    const [invite] = await server.db.query('SELECT status FROM team_invites WHERE id = ?', [
      open.data.id,
    ]);
    expect(invite.status).toBe('D');
    // One former member founds another team meanwhile.
    await api.createTeam(moved, competitionId, 'Elsewhere');
    const coordinator = await seeded(server, 'coordinator@demo.test');
    const back = await api.expectStatus(200, coordinator, 'PUT', `/api/teams/${team.id}`, {
      status: 0,
    });
    expect(back.data.status).toBe(0);
    expect(back.data.team_members.map((m: { user_id: number }) => m.user_id).sort()).toEqual(
      [leader.id, member.id].sort(),
    );
    expect(back.data.leader.id).toBe(leader.id);
    // A leader may rename but not change the status.
    const status = await api.call(leader, 'PUT', `/api/teams/${team.id}`, { status: 2 });
    expect(status.statusCode).toBe(403);
    const renamed = await api.expectStatus(200, leader, 'PUT', `/api/teams/${team.id}`, {
      name: 'Phoenix II',
    });
    expect(renamed.data.name).toBe('Phoenix II');
  });

  it("shows nothing of a team to another team's member or another promotion", async () => {
    const competitionId = await competition(server, { min: 3, max: 4 });
    const [leader, rival] = [await participant(server), await participant(server)];
    const team = await api.createTeam(leader, competitionId, 'Private');
    const rivalTeam = await api.createTeam(rival, competitionId, 'Rivals');
    const invite = (
      await api.expectStatus(201, leader, 'POST', `/api/teams/${team.id}/invites`, {
        email: 'someone@example.test',
        invite_type: 'I',
      })
    ).data;
    const leaderMember = (await api.team(leader, team.id)).team_members[0].id;
    const forbidden = [
      ['GET', `/api/teams/${team.id}/invites`],
      ['PUT', `/api/teams/${team.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/teams/${team.id}`],
      ['POST', `/api/teams/${team.id}/invites`, { email: 'x@example.test', invite_type: 'I' }],
      ['PUT', `/api/teams/${team.id}/invites/${invite.id}`, { resend: true }],
      ['DELETE', `/api/teams/${team.id}/invites/${invite.id}`],
      ['PUT', `/api/teams/${team.id}/team_members/${leaderMember}`, { is_leader: true }],
      ['DELETE', `/api/teams/${team.id}/team_members/${leaderMember}`],
    ] as const;
    for (const [method, url, body] of forbidden) {
      const response = await api.call(rival, method, url, body as object | undefined);
      expect([url, response.statusCode, response.json()]).toEqual([
        url,
        403,
        { errors: [NOT_ALLOWED] },
      ]);
    }
    expect(rivalTeam.id).not.toBe(team.id);
    const outsider = await participant(server, { host: DEFAULT_HOST });
    for (const [method, url, body] of [['GET', `/api/teams/${team.id}`], ...forbidden] as const) {
      const response = await api.call(outsider, method, url, body as object | undefined);
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
    const missing = await api.call(outsider, 'GET', `/api/teams/${team.id}`);
    expect(missing.json()).toEqual({ errors: ['Team could not be found'] });
    expect(
      (await api.call(outsider, 'GET', `/api/competitions/${competitionId}/teams`)).statusCode,
    ).toBe(404);
    // Someone else's invites are nobody's business.
    expect((await api.call(rival, 'GET', `/api/users/${leader.id}/team_invites`)).statusCode).toBe(
      404,
    );
  });

  it('changes the leader (leader or coordinator) and searches teamless participants by 3+ characters', async () => {
    const competitionId = await competition(server, { min: 3, max: 4 });
    const leader = await participant(server);
    const next = await participant(server, { first: 'Zebulon' });
    const team = await api.createTeam(leader, competitionId, 'Baton');
    await api.inviteAndAccept(leader, team.id, next);
    const member = (await api.team(leader, team.id)).team_members.find(
      (m: { user_id: number }) => m.user_id === next.id,
    );
    const changed = await api.expectStatus(
      200,
      leader,
      'PUT',
      `/api/teams/${team.id}/team_members/${member.id}`,
      {
        is_leader: true,
      },
    );
    expect(changed.data.is_leader).toBe(true);
    expect((await api.team(leader, team.id)).leader.id).toBe(next.id);
    const free = await participant(server, { first: 'Zebediah' });
    const found = await api.expectStatus(
      200,
      leader,
      'GET',
      '/api/users/search?query=zeb&for=team',
    );
    expect(found.data.map((u: { id: number }) => u.id)).toEqual([free.id]);
    const short = await api.call(leader, 'GET', '/api/users/search?query=ze&for=team');
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({ errors: ['Search with at least 3 characters.'] });
  });
  it('lists a competition’s teams by status, name and sort; deleted ones only for coordinators asking', async () => {
    const competitionId = await competition(server, { min: 2, max: 4 });
    const [a, b, c, d] = [
      await participant(server),
      await participant(server),
      await participant(server),
      await participant(server),
    ];
    const official = await api.createTeam(a, competitionId, 'Zig Zag');
    await api.inviteAndAccept(a, official.id, b);
    await api.createTeam(c, competitionId, 'Amble');
    const gone = await api.createTeam(d, competitionId, 'Gone Team');
    await api.expectStatus(200, d, 'DELETE', `/api/teams/${gone.id}`);
    const names = async (who: Actor, query: string) =>
      (
        await api.expectStatus(200, who, 'GET', `/api/competitions/${competitionId}/teams?${query}`)
      ).data.map((t: { name: string }) => t.name);
    expect(await names(a, 'sort=name')).toEqual(['Amble', 'Zig Zag']);
    expect(await names(a, 'sort=member_count&sort_dir=desc')).toEqual(['Zig Zag', 'Amble']);
    expect(await names(a, 'status=official')).toEqual(['Zig Zag']);
    expect(await names(a, 'status=pending')).toEqual(['Amble']);
    expect(await names(a, 'query=zig')).toEqual(['Zig Zag']);
    expect(await names(a, 'inc_deleted=true&sort=name')).toEqual(['Amble', 'Zig Zag']);
    const coordinator = await seeded(server, 'coordinator@demo.test');
    expect(await names(coordinator, 'inc_deleted=true&sort=name')).toEqual([
      'Amble',
      'Gone Team',
      'Zig Zag',
    ]);
    const withMembers = await api.expectStatus(
      200,
      coordinator,
      'GET',
      `/api/competitions/${competitionId}/teams?include_members=true&status=official`,
    );
    expect(
      withMembers.data[0].team_members.map((m: { user: { email: string } }) => m.user.email).sort(),
    ).toEqual([a.email, b.email].sort());
  });

  it('lists a promotion’s teams for the staff who work on it, a master’s picked promotion included', async () => {
    const demo = await demoId(server);
    const competitionId = await competition(server, { min: 2, max: 4 });
    const [a, b] = [await participant(server), await participant(server)];
    const team = await api.createTeam(a, competitionId, 'Picked Promotion Team');
    await api.inviteAndAccept(a, team.id, b);
    const gone = await api.createTeam(await participant(server), competitionId, 'Picked Gone');
    await api.expectStatus(
      200,
      await seeded(server, 'coordinator@demo.test'),
      'DELETE',
      `/api/teams/${gone.id}`,
    );
    const index = `/api/promotions/${demo}/competitions/${competitionId}/teams`;
    // The master of the default promotion, working on the demo promotion from the dashboard.
    const [{ id: masterId }] = await server.db.query(
      "SELECT id FROM users WHERE email = 'master@wellness.test'",
    );
    const master: Actor = {
      id: Number(masterId),
      email: 'master@wellness.test',
      cookie: await signIn(server, 'master@wellness.test', DEFAULT_HOST),
      host: DEFAULT_HOST,
    };
    const listed = await api.expectStatus(
      200,
      master,
      'GET',
      `${index}?inc_deleted=true&include_members=true`,
    );
    expect(listed.data.map((t: { name: string }) => t.name)).toEqual([
      'Picked Gone',
      'Picked Promotion Team',
    ]);
    expect(listed.meta.total_records).toBe(2);
    expect(
      listed.data[1].team_members.map((m: { user: { email: string } }) => m.user.email).sort(),
    ).toEqual([a.email, b.email].sort());
    const withoutDeleted = await api.expectStatus(200, master, 'GET', index);
    expect(withoutDeleted.data.map((t: { name: string }) => t.name)).toEqual([
      'Picked Promotion Team',
    ]);
    // The caller's-promotion index does not reach another promotion's competition, even for a master.
    const own = await api.call(master, 'GET', `/api/competitions/${competitionId}/teams`);
    expect([own.statusCode, own.json()]).toEqual([
      404,
      { errors: ['Competition could not be found'] },
    ]);
    // A competition of another promotion under this one's id is not found.
    const elsewhere = await competition(server, { promotionId: 1 });
    const mismatch = await api.call(
      master,
      'GET',
      `/api/promotions/${demo}/competitions/${elsewhere}/teams`,
    );
    expect([mismatch.statusCode, mismatch.json()]).toEqual([
      404,
      { errors: ['Competition could not be found'] },
    ]);
    // A coordinator works on their own promotion only; a participant not at all.
    const coordinator = await seeded(server, 'coordinator@demo.test');
    expect((await api.call(coordinator, 'GET', index)).statusCode).toBe(200);
    const foreign = await api.call(
      coordinator,
      'GET',
      `/api/promotions/1/competitions/${elsewhere}/teams`,
    );
    expect([foreign.statusCode, foreign.json()]).toEqual([
      404,
      { errors: ['Promotion could not be found'] },
    ]);
    expect((await api.call(a, 'GET', index)).statusCode).toBe(403);
  });

  it('lets a master administer a team of the promotion picked on the dashboard; others still 404', async () => {
    const competitionId = await competition(server, { min: 2, max: 4 });
    const [lead, mate, free] = [
      await participant(server, { first: 'Picked' }),
      await participant(server),
      await participant(server, { first: 'Quorra' }),
    ];
    const team = await api.createTeam(lead, competitionId, 'Dashboard Picked');
    await api.inviteAndAccept(lead, team.id, mate);
    const [{ id: masterId }] = await server.db.query(
      "SELECT id FROM users WHERE email = 'master@wellness.test'",
    );
    const master: Actor = {
      id: Number(masterId),
      email: 'master@wellness.test',
      cookie: await signIn(server, 'master@wellness.test', DEFAULT_HOST),
      host: DEFAULT_HOST,
    };
    // Reads the team and its pending invites, searches the promotion's people, edits.
    expect((await api.team(master, team.id)).name).toBe('Dashboard Picked');
    await api.expectStatus(200, master, 'GET', `/api/teams/${team.id}/invites?type=pending`);
    const demo = await demoId(server);
    const found = await api.expectStatus(
      200,
      master,
      'GET',
      `/api/users/search?query=quorra&for=team&promotion_id=${demo}`,
    );
    expect(found.data.map((u: { id: number }) => u.id)).toEqual([free.id]);
    await api.expectStatus(201, master, 'POST', `/api/teams/${team.id}/team_members`, {
      user_id: free.id,
    });
    const mateRow = (await api.team(master, team.id)).team_members.find(
      (m: { user_id: number }) => m.user_id === mate.id,
    );
    await api.expectStatus(200, master, 'PUT', `/api/teams/${team.id}/team_members/${mateRow.id}`, {
      is_leader: true,
    });
    const renamed = await api.expectStatus(200, master, 'PUT', `/api/teams/${team.id}`, {
      name: 'Dashboard Renamed',
      status: 1,
    });
    expect(renamed.data).toMatchObject({ name: 'Dashboard Renamed', member_count: 3 });
    expect(renamed.data.leader.id).toBe(mate.id);
    // Without promotion_id the search stays in the master's own promotion.
    const own = await api.expectStatus(
      200,
      master,
      'GET',
      '/api/users/search?query=quorra&for=team',
    );
    expect(own.data).toEqual([]);
    // A participant of another promotion still does not reach the team.
    const outsider = await participant(server, { host: DEFAULT_HOST });
    const refused = await api.call(outsider, 'GET', `/api/teams/${team.id}`);
    expect([refused.statusCode, refused.json()]).toEqual([
      404,
      { errors: ['Team could not be found'] },
    ]);
    const outsiderSearch = await api.expectStatus(
      200,
      outsider,
      'GET',
      `/api/users/search?query=quorra&for=team&promotion_id=${demo}`,
    );
    expect(outsiderSearch.data).toEqual([]);
  });
});
