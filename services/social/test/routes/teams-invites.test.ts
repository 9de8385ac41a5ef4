import type { FastifyInstance } from 'fastify';
import { listenToEvents } from '@wellness/platform/testing';
import { ALREADY_ON_TEAM, USER_ON_TEAM } from '../../src/domain/teams';
import { competition, participant, teamsApi, teamsServer } from './teams-helpers';

describe('team invites and requests (/api/teams/:id/invites, /api/users/:id/team_invites)', () => {
  let server: FastifyInstance;
  let api: ReturnType<typeof teamsApi>;
  beforeAll(async () => {
    server = await teamsServer();
    api = teamsApi(server);
  });
  afterAll(() => server.close());

  it('requests: the leader is told and accepts; the requester joins and their other requests are withdrawn', async () => {
    const competitionId = await competition(server, { min: 3, max: 4 });
    const [leaderA, leaderB, requester] = [
      await participant(server, { first: 'Lea' }),
      await participant(server),
      await participant(server, { first: 'Rex' }),
    ];
    const teamA = await api.createTeam(leaderA, competitionId, 'Alpha');
    const teamB = await api.createTeam(leaderB, competitionId, 'Beta');
    const ask = (teamId: number) =>
      api.expectStatus(201, requester, 'POST', `/api/users/${requester.id}/team_invites`, {
        team_id: teamId,
        invite_type: 'R',
        message: 'May I?',
      });
    const toA = (await ask(teamA.id)).data;
    const toB = (await ask(teamB.id)).data;
    expect(toA).toMatchObject({
      invite_type: 'R',
      status: 'U',
      message: 'May I?',
      team: { name: 'Alpha' },
    });
    const twice = await api.call(requester, 'POST', `/api/users/${requester.id}/team_invites`, {
      team_id: teamA.id,
      invite_type: 'R',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ errors: ['You have already asked to join this team.'] });
    const [notice] = await server.db.query(
      'SELECT title, message, link FROM notifications WHERE user_id = ? AND `key` = ?',
      [leaderA.id, `team_request_${toA.id}`],
    );
    expect(notice).toEqual({
      title: 'Team request',
      message: 'Rex Tester asked to join Alpha.',
      link: '/artprize/myteam',
    });
    const requests = await api.expectStatus(
      200,
      leaderA,
      'GET',
      `/api/teams/${teamA.id}/invites?type=requested&status=unresponded`,
    );
    expect(requests.data.map((r: { id: number }) => r.id)).toEqual([toA.id]);
    const events = await listenToEvents(server);
    const accepted = await api.expectStatus(
      200,
      leaderA,
      'PUT',
      `/api/teams/${teamA.id}/invites/${toA.id}`,
      { status: 'A' },
    );
    expect(accepted.data.status).toBe('A');
    expect(await events.stop()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'UserTeamRequestAccepted',
          audience: { kind: 'user', id: requester.id },
          payload: { team_id: teamA.id, team_name: 'Alpha' },
        }),
      ]),
    );
    const mine = await api.expectStatus(
      200,
      requester,
      'GET',
      `/api/users/${requester.id}/team_invites?type=requested`,
    );
    expect(mine.data.map((r: { id: number }) => r.id)).toEqual([toA.id]);
    expect(mine.data.map((r: { id: number }) => r.id)).not.toContain(toB.id);
    const [acceptedNotice] = await server.db.query(
      'SELECT message FROM notifications WHERE user_id = ? AND `key` = ?',
      [requester.id, `team_accepted_${teamA.id}`],
    );
    expect(acceptedNotice.message).toBe("You're now a member of Alpha.");
    // Answered once only.
    const again = await api.call(leaderA, 'PUT', `/api/teams/${teamA.id}/invites/${toA.id}`, {
      status: 'D',
    });
    expect(again.statusCode).toBe(409);
  });

  it('invites by e-mail: attached to a teamless participant, else waiting for the address to register; an e-mail job each', async () => {
    const competitionId = await competition(server, { min: 3, max: 4 });
    const leader = await participant(server);
    const teamless = await participant(server);
    const onTeam = await participant(server);
    const team = await api.createTeam(leader, competitionId, 'Mailers');
    await api.createTeam(onTeam, competitionId, 'Busy');
    const byEmail = (email: string) =>
      api.call(leader, 'POST', `/api/teams/${team.id}/invites`, { email, invite_type: 'I' });
    const attached = (await byEmail(teamless.email.toUpperCase())).json().data;
    expect(attached).toMatchObject({ user_id: teamless.id, email: teamless.email });
    const waiting = (await byEmail('New.Person@Example.test')).json().data;
    expect(waiting).toMatchObject({ user_id: null, email: 'new.person@example.test', user: null });
    expect((await byEmail('new.person@example.test')).json()).toEqual({
      errors: ['This e-mail address has already been invited to your team.'],
    });
    expect((await byEmail(onTeam.email)).json()).toEqual({ errors: [USER_ON_TEAM] });
    expect((await byEmail('not-an-address')).json()).toEqual({
      errors: ['Please enter a valid e-mail address.'],
    });
    const jobs = await server.emailQueue.getJobs(['waiting', 'delayed', 'active', 'completed']);
    const invited = jobs
      .filter((job) => job.name === 'team-invite-email')
      .map((job) => job.data.invite_id);
    expect(invited).toEqual(expect.arrayContaining([attached.id, waiting.id]));
    // Resend marks it resent and queues another e-mail; withdraw removes it (a second withdraw is 404).
    const resent = await api.expectStatus(
      200,
      leader,
      'PUT',
      `/api/teams/${team.id}/invites/${waiting.id}`,
      {
        resend: true,
      },
    );
    expect(resent.data.resent_at).toEqual(expect.any(String));
    await api.expectStatus(200, leader, 'DELETE', `/api/teams/${team.id}/invites/${waiting.id}`);
    await api.expectStatus(404, leader, 'DELETE', `/api/teams/${team.id}/invites/${waiting.id}`);
  });

  it('declines, resends and withdraws; an invite cannot be accepted from another team', async () => {
    const competitionId = await competition(server, { min: 3, max: 4 });
    const [leader, other, guest] = [
      await participant(server),
      await participant(server),
      await participant(server),
    ];
    const team = await api.createTeam(leader, competitionId, 'Choosy');
    const invite = (
      await api.expectStatus(201, leader, 'POST', `/api/teams/${team.id}/invites`, {
        user_id: guest.id,
        invite_type: 'I',
      })
    ).data;
    const [notice] = await server.db.query(
      'SELECT title, message, link FROM notifications WHERE user_id = ? AND `key` = ?',
      [guest.id, `team_invite_${team.id}`],
    );
    expect(notice).toMatchObject({ title: 'Team invitation', link: '/artprize/join' });
    const incoming = await api.expectStatus(
      200,
      guest,
      'GET',
      `/api/users/${guest.id}/team_invites?type=invited&status=unresponded`,
    );
    expect(incoming.data.map((i: { id: number }) => i.id)).toEqual([invite.id]);
    // Founding another team first: the invite can no longer be accepted.
    await api.createTeam(guest, competitionId, 'Elsewhere Too');
    const late = await api.call(guest, 'PUT', `/api/users/${guest.id}/team_invites/${invite.id}`, {
      status: 'A',
    });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toEqual({ errors: [ALREADY_ON_TEAM] });
    const declined = await api.expectStatus(
      200,
      guest,
      'PUT',
      `/api/users/${guest.id}/team_invites/${invite.id}`,
      {
        status: 'D',
      },
    );
    expect(declined.data.status).toBe('D');
    // A request: resent (marked and its time updated), then withdrawn by its author.
    const request = (
      await api.expectStatus(201, other, 'POST', `/api/users/${other.id}/team_invites`, {
        team_id: team.id,
        invite_type: 'R',
      })
    ).data;
    const resent = await api.expectStatus(
      200,
      other,
      'PUT',
      `/api/users/${other.id}/team_invites/${request.id}`,
      {
        resend: true,
      },
    );
    expect(resent.data.resent_at).toEqual(expect.any(String));
    await api.expectStatus(
      200,
      other,
      'DELETE',
      `/api/users/${other.id}/team_invites/${request.id}`,
    );
    const gone = await api.call(
      other,
      'DELETE',
      `/api/users/${other.id}/team_invites/${request.id}`,
    );
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ errors: ['Invite could not be found'] });
  });
});
