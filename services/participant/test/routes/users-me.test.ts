import type { FastifyInstance } from 'fastify';
import { clientHeaders, signIn } from '@wellness/platform/testing';
import { participantApp, userIdOf } from '../helpers';

const DEMO = 2;
const EMAIL = 'participant2@demo.test';

describe('GET /api/users/me: the team, the questionnaire and the account it reads', () => {
  let server: FastifyInstance;
  let userId: number;
  let cookie: string;
  beforeAll(async () => {
    server = await participantApp();
    userId = await userIdOf(server, EMAIL);
    cookie = await signIn(server, EMAIL);
  });
  afterAll(() => server.close());

  const me = async (who = cookie) =>
    server.inject({ method: 'GET', url: '/api/users/me', headers: clientHeaders(who) });

  describe('the team', () => {
    let teamId: number;
    beforeAll(async () => {
      const team = await server.db.query(
        "INSERT INTO teams (promotion_id, name, status) VALUES (?, 'Stair Masters', 0)",
        [DEMO],
      );
      teamId = Number(team.insertId);
      await server.db.query(
        'INSERT INTO team_members (team_id, user_id, promotion_id, is_leader) VALUES (?, ?, ?, 0)',
        [teamId, userId, DEMO],
      );
      await server.db.query('UPDATE users SET team_id = ? WHERE id = ?', [teamId, userId]);
    });
    afterAll(() => server.db.query('UPDATE users SET team_id = NULL WHERE id = ?', [userId]));

    it('shows a member who does not lead a team that is not official yet', async () => {
      expect((await me()).json().data).toMatchObject({
        team_id: teamId,
        team_name: 'Stair Masters',
        team_leader: false,
        on_official_team: false,
      });
    });

    it('shows no team once the team is deleted (status 2)', async () => {
      await server.db.query('UPDATE teams SET status = 2 WHERE id = ?', [teamId]);
      expect((await me()).json().data).toMatchObject({
        team_id: null,
        team_name: null,
        team_leader: false,
        on_official_team: false,
      });
    });
  });

  describe("the promotion's own questionnaire", () => {
    let ownId: number;
    beforeAll(async () => {
      // The default questionnaire answered once: nothing more is due from it.
      const [fallback] = await server.db.query(
        'SELECT id, questions, response_values FROM user_survey_defs WHERE promotion_id = 1 ORDER BY id LIMIT 1',
      );
      await server.db.query('UPDATE users SET survey_available = FALSE WHERE id = ?', [userId]);
      await server.db.query(
        "INSERT INTO user_surveys (promotion_id, user_id, user_survey_def_id, user_responses) VALUES (?, ?, ?, '{}')",
        [DEMO, userId, fallback.id],
      );
      // The demo started days ago: its own questionnaire's day-1 round is due.
      const own = await server.db.query(
        "INSERT INTO user_survey_defs (promotion_id, name, questions, response_values, days_from_start) VALUES (?, 'Our own', ?, ?, '0,1')",
        [DEMO, fallback.questions, fallback.response_values],
      );
      ownId = Number(own.insertId);
    });
    afterAll(async () => {
      await server.db.query('DELETE FROM user_surveys WHERE user_id = ?', [userId]);
      await server.db.query('DELETE FROM user_survey_defs WHERE id = ?', [ownId]);
    });

    it('asks for it when its later round is due, whatever the default one says', async () => {
      expect((await me()).json().data.survey_status).toEqual({
        survey_available: true,
        first_survey_done: true,
      });
    });

    it('asks for nothing once both of its rounds are answered', async () => {
      for (let round = 0; round < 2; round += 1) {
        await server.db.query(
          "INSERT INTO user_surveys (promotion_id, user_id, user_survey_def_id, user_responses) VALUES (?, ?, ?, '{}')",
          [DEMO, userId, ownId],
        );
      }
      expect((await me()).json().data.survey_status).toEqual({
        survey_available: false,
        first_survey_done: true,
      });
    });
  });

  it("answers 401 'Log In Required' when the signed-in account is gone", async () => {
    const created = await server.db.query(
      "INSERT INTO users (promotion_id, email, password_hash, first_name, last_name) VALUES (?, 'gone@demo.test', '-', 'Gone', 'Soon')",
      [DEMO],
    );
    const gone = await signIn(server, 'gone@demo.test');
    expect((await me(gone)).json().data).toMatchObject({ email: 'gone@demo.test', team_id: null });
    await server.db.query('DELETE FROM users WHERE id = ?', [created.insertId]);
    const refused = await me(gone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ errors: ['Log In Required'] });
  });
});
