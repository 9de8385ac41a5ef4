import type { FastifyInstance } from 'fastify';
import { buildTestApp, resetData } from '@wellness/platform/testing';
import { app } from '../src/app';
import { actor, api } from './wall-helpers';
import type { Actor } from './wall-helpers';

/** Rows the friends and teams branches write, arranged directly (their APIs are theirs). */
export function arrangeRows(server: FastifyInstance) {
  const promotionOf = async (who: Actor) => {
    const [row] = await server.db.query('SELECT promotion_id FROM users WHERE id = ?', [who.id]);
    return Number(row.promotion_id);
  };
  return {
    /** An accepted friendship (status 'A') of the two. */
    befriend: async (a: Actor, b: Actor) =>
      server.db.query(
        "INSERT INTO friendships (promotion_id, friender_id, friendee_id, status) VALUES (?, ?, ?, 'A')",
        [await promotionOf(a), a.id, b.id],
      ),
    /** A team of the given people: team_members rows and users.team_id, as the teams branch writes them. */
    team: async (name: string, members: Actor[]) => {
      const promotionId = await promotionOf(members[0]);
      const { insertId } = await server.db.query(
        'INSERT INTO teams (promotion_id, name, status) VALUES (?, ?, 1)',
        [promotionId, name],
      );
      for (const [n, member] of members.entries())
        await joinTeam(Number(insertId), member, n === 0);
      return Number(insertId);
    },
    joinTeam: (teamId: number, who: Actor) => joinTeam(teamId, who, false),
    /** Leaving a team as the teams branch does: the row goes, users.team_id is cleared. */
    leaveTeam: async (teamId: number, who: Actor) => {
      await server.db.query('DELETE FROM team_members WHERE team_id = ? AND user_id = ?', [
        teamId,
        who.id,
      ]);
      await server.db.query('UPDATE users SET team_id = NULL WHERE id = ?', [who.id]);
    },
  };

  async function joinTeam(teamId: number, who: Actor, leader: boolean) {
    await server.db.query(
      'INSERT INTO team_members (team_id, user_id, promotion_id, is_leader) VALUES (?, ?, ?, ?)',
      [teamId, who.id, await promotionOf(who), leader],
    );
    await server.db.query('UPDATE users SET team_id = ? WHERE id = ?', [teamId, who.id]);
  }
}

/** The social service on a freshly seeded database, people of the demo promotion and one outside. */
export async function messagesServer() {
  const server = await buildTestApp(app);
  await resetData(server);
  const people = {
    pat: await actor(server, 'Pat', 'participant@demo.test'),
    sam: await actor(server, 'Sam', 'participant2@demo.test'),
    cory: await actor(server, 'Cory', 'coordinator@demo.test'),
    pete: await actor(server, 'Pete', 'poster@demo.test'),
  };
  await server.db.query(
    `INSERT IGNORE INTO users (promotion_id, email, password_hash, first_name, last_name)
     SELECT 1, 'outsider@wellness.test', password_hash, 'Otto', 'Outsider' FROM users WHERE email = 'master@wellness.test'`,
  );
  const outsider = await actor(server, 'Otto', 'outsider@wellness.test', 'localhost:8080');
  const http = api(server);
  const messages = {
    ...http,
    start: async (who: Actor, recipient: Actor) =>
      http.call(who, 'POST', '/api/conversations', { recipient_id: recipient.id }),
    send: (who: Actor, conversationId: number, body: string) =>
      http.call(who, 'POST', `/api/conversations/${conversationId}/messages`, { body }),
    list: async (who: Actor, include = 'last') => {
      const response = await http.call(
        who,
        'GET',
        `/api/users/${who.id}/conversations?include=${include}`,
      );
      if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
      return response.json().data as Array<
        Record<string, unknown> & { id: number; unseen: number }
      >;
    },
  };
  return { server, people: { ...people, outsider }, rows: arrangeRows(server), messages };
}
