import type { FastifyInstance } from 'fastify';
import { buildTestApp, clientHeaders, resetData, signIn } from '@wellness/platform/testing';
import { app } from '../src/app';

export async function participantApp(overrides = {}): Promise<FastifyInstance> {
  const server = await buildTestApp(app, overrides);
  await resetData(server);
  return server;
}

export const today = () => new Date().toISOString().slice(0, 10);
export const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The demo promotion's first activity matching a SQL condition, with what logging it earns. */
export async function demoActivity(server: FastifyInstance, where: string) {
  const [row] = await server.db.query(
    `SELECT id, point_value, multiplier, answers, correct_answer FROM activities WHERE promotion_id = 2 AND ${where} ORDER BY id LIMIT 1`,
  );
  const answers: string[] = row.answers ? JSON.parse(row.answers) : [];
  return {
    id: Number(row.id),
    points: Math.round(row.point_value * Number(row.multiplier)),
    answers,
    correctIdx: answers.findIndex((a) => a === row.correct_answer),
  };
}

export const userIdOf = async (server: FastifyInstance, email: string) =>
  Number((await server.db.query('SELECT id FROM users WHERE email = ?', [email]))[0].id);

/** The activity administration routes of the demo promotion, called as one staff member. */
export function activityAdmin(server: FastifyInstance, cookie: string) {
  const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, who = cookie) =>
    server.inject({
      method,
      url: `/api/promotions/2/activities${path}`,
      headers: clientHeaders(who),
      ...(payload ? { payload } : {}),
    });
  return {
    send,
    create: (payload: object) => send('POST', '', payload),
    update: (id: number, payload: object) => send('PUT', `/${id}`, payload),
  };
}

/** The participant service, freshly seeded, with the admin routes called as a coordinator. */
export async function activityAdminApp() {
  const server = await participantApp();
  const staff = await signIn(server, 'coordinator@demo.test');
  return { server, staff, ...activityAdmin(server, staff) };
}

/** [status, first error message] of a refused call. */
export async function firstError(
  response: Promise<{ statusCode: number; json: () => { errors: string[] } }>,
) {
  const { statusCode, json } = await response;
  return [statusCode, json().errors[0]];
}
