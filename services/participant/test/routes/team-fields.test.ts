import type { FastifyInstance } from 'fastify';
import { currentDate } from '@wellness/platform';
import { clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { participantApp } from '../helpers';
import { registrationCalls } from './registration/support';

const day = (n: number) =>
  new Date(Date.parse(`${currentDate()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The teams contract's fields served by this service: the promotion's current competition,
 * the user's team, and registration taking the team invites that waited for its address.
 */
describe('teams contract fields: /promotions/current, /users/me, registration', () => {
  let server: FastifyInstance;
  let promotionId: number;
  beforeAll(async () => {
    server = await participantApp();
    await resetData(server);
    promotionId = await registrationCalls(server).promotionId();
  });
  afterAll(() => server.close());

  const competition = async (enrolFrom: number, enrolTo: number, startIn: number) => {
    const result = await server.db.query(
      `INSERT INTO competitions (promotion_id, enrollment_starts_on, enrollment_ends_on,
         competition_starts_on, competition_ends_on, comp_length, team_size_min, team_size_max)
       VALUES (?, ?, ?, ?, ?, 14, 3, 5)`,
      [promotionId, day(enrolFrom), day(enrolTo), day(startIn), day(startIn + 13)],
    );
    return Number(result.insertId);
  };
  const current = async () =>
    (
      await server.inject({
        method: 'GET',
        url: '/api/promotions/current',
        headers: clientHeaders(),
      })
    ).json().data.current_competition;

  it('answers the running competition, else the next to start, else the last that ended, else null', async () => {
    await server.db.query('DELETE FROM competitions');
    expect(await current()).toBeNull();
    const ended = await competition(-40, -35, -30);
    expect(await current()).toMatchObject({ id: ended, after_competition: true });
    const next = await competition(10, 12, 14);
    await competition(20, 22, 24);
    expect(await current()).toMatchObject({ id: next, during_enrollment: false });
    const running = await competition(-1, 3, 4);
    expect(await current()).toEqual({
      id: running,
      enrollment_starts_on: day(-1),
      enrollment_ends_on: day(3),
      competition_starts_on: day(4),
      competition_ends_on: day(17),
      comp_length: 14,
      team_size_min: 3,
      team_size_max: 5,
      weeks: 2,
      current_week: 0,
      during_enrollment: true,
      during_competition: false,
      after_competition: false,
    });
  });

  it("shows the user's team on /users/me", async () => {
    const [user] = await server.db.query(
      "SELECT id, promotion_id FROM users WHERE email = 'participant2@demo.test'",
    );
    const cookie = await signIn(server, 'participant2@demo.test');
    const me = async () =>
      (
        await server.inject({ method: 'GET', url: '/api/users/me', headers: clientHeaders(cookie) })
      ).json().data;
    expect(await me()).toMatchObject({
      team_id: null,
      team_name: null,
      team_leader: false,
      on_official_team: false,
    });
    const team = await server.db.query(
      "INSERT INTO teams (promotion_id, name, status) VALUES (?, 'Hill Climbers', 1)",
      [user.promotion_id],
    );
    await server.db.query(
      'INSERT INTO team_members (team_id, user_id, promotion_id, is_leader) VALUES (?, ?, ?, 1)',
      [team.insertId, user.id, user.promotion_id],
    );
    await server.db.query('UPDATE users SET team_id = ? WHERE id = ?', [team.insertId, user.id]);
    expect(await me()).toMatchObject({
      team_id: Number(team.insertId),
      team_name: 'Hill Climbers',
      team_leader: true,
      on_official_team: true,
    });
  });

  it('gives a new registration the team invites that waited for its e-mail address', async () => {
    const team = await server.db.query(
      "INSERT INTO teams (promotion_id, name, status) VALUES (?, 'Waiting Room', 0)",
      [promotionId],
    );
    const invite = await server.db.query(
      "INSERT INTO team_invites (promotion_id, team_id, email, invite_type, status) VALUES (?, ?, 'new.person@demo.test', 'I', 'U')",
      [promotionId, team.insertId],
    );
    const calls = registrationCalls(server);
    const registered = await calls.register(await calls.body({ email: 'New.Person@demo.test' }));
    expect(registered.statusCode).toBe(200);
    const [row] = await server.db.query('SELECT user_id FROM team_invites WHERE id = ?', [
      invite.insertId,
    ]);
    expect(Number(row.user_id)).toBe(registered.json().data.id);
  });
});
