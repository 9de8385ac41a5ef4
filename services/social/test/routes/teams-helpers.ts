import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_HOST,
  DEMO_HOST,
  buildTestApp,
  clientHeaders,
  resetData,
  signIn,
} from '@wellness/platform/testing';
import { currentDate } from '@wellness/platform';
import { app } from '../../src/app';

export interface Actor {
  id: number;
  cookie: string;
  host: string;
  email: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const dayAfter = (today: string, n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The social service on a freshly seeded database. */
export async function teamsServer() {
  const server = await buildTestApp(app);
  await resetData(server);
  return server;
}

let people = 0;

/** A new participant of the demo promotion (or the default one), signed in. */
export async function participant(
  server: FastifyInstance,
  options: { host?: string; first?: string; role?: string; email?: string } = {},
): Promise<Actor> {
  people += 1;
  const host = options.host ?? DEMO_HOST;
  const promotionId = host === DEMO_HOST ? await demoId(server) : 1;
  const email = options.email ?? `teammate${people}.${Date.now()}@teams.test`;
  await server.db.query(
    `INSERT INTO users (promotion_id, email, password_hash, first_name, last_name, role, total_points)
     SELECT ?, ?, password_hash, ?, 'Tester', ?, ? FROM users WHERE email = 'participant@demo.test'`,
    [promotionId, email, options.first ?? `Person${people}`, options.role ?? 'User', people * 10],
  );
  const [{ id }] = await server.db.query('SELECT id FROM users WHERE email = ?', [email]);
  return { id: Number(id), cookie: await signIn(server, email, host), host, email };
}

/** A seeded user of the demo promotion, signed in. */
export async function seeded(server: FastifyInstance, email: string): Promise<Actor> {
  const [{ id }] = await server.db.query('SELECT id FROM users WHERE email = ?', [email]);
  return { id: Number(id), cookie: await signIn(server, email), host: DEMO_HOST, email };
}

export async function demoId(server: FastifyInstance) {
  const [row] = await server.db.query("SELECT id FROM promotions WHERE subdomain = 'demo'");
  return Number(row.id);
}

/**
 * A competition of the demo promotion: enrolment open today (or closed: `open: false`, the
 * competition running), sizes as given.
 */
export async function competition(
  server: FastifyInstance,
  options: { min?: number; max?: number; open?: boolean; promotionId?: number } = {},
) {
  const today = currentDate();
  const open = options.open ?? true;
  const enrolStart = open ? dayAfter(today, -1) : dayAfter(today, -10);
  const enrolEnd = open ? dayAfter(today, 5) : dayAfter(today, -3);
  const start = open ? dayAfter(today, 6) : dayAfter(today, -2);
  const result = await server.db.query(
    `INSERT INTO competitions (promotion_id, enrollment_starts_on, enrollment_ends_on,
       competition_starts_on, competition_ends_on, comp_length, team_size_min, team_size_max)
     VALUES (?, ?, ?, ?, ?, 28, ?, ?)`,
    [
      options.promotionId ?? (await demoId(server)),
      enrolStart,
      enrolEnd,
      start,
      dayAfter(start, 27),
      options.min ?? 2,
      options.max ?? 3,
    ],
  );
  return Number(result.insertId);
}

export function teamsApi(server: FastifyInstance) {
  const call = (who: Actor, method: Method, url: string, payload?: object) =>
    server.inject({
      method,
      url,
      headers: clientHeaders(who.cookie, who.host),
      ...(payload ? { payload } : {}),
    });
  const expectStatus = async (
    status: number,
    who: Actor,
    method: Method,
    url: string,
    body?: object,
  ) => {
    const response = await call(who, method, url, body);
    if (response.statusCode !== status) {
      throw new Error(
        `${method} ${url}: expected ${status}, got ${response.statusCode} ${response.body}`,
      );
    }
    return response.json();
  };
  return {
    call,
    expectStatus,
    createTeam: async (who: Actor, competitionId: number, name: string) =>
      (await expectStatus(201, who, 'POST', `/api/competitions/${competitionId}/teams`, { name }))
        .data as { id: number; team_members: Array<{ id: number; user_id: number }> },
    team: async (who: Actor, teamId: number) =>
      (await expectStatus(200, who, 'GET', `/api/teams/${teamId}`)).data,
    /** The invited user joins through an invite from the leader. */
    inviteAndAccept: async (leader: Actor, teamId: number, who: Actor) => {
      const invite = (
        await expectStatus(201, leader, 'POST', `/api/teams/${teamId}/invites`, {
          user_id: who.id,
          invite_type: 'I',
        })
      ).data;
      return call(who, 'PUT', `/api/users/${who.id}/team_invites/${invite.id}`, { status: 'A' });
    },
  };
}

export { DEFAULT_HOST, DEMO_HOST };
