import type { FastifyInstance } from 'fastify';
import type { DeclaredRoute } from '@wellness/platform';
import { buildTestApp, resetData } from '@wellness/platform/testing';
import { app as admin } from '@wellness/admin';
import { app as participant } from '@wellness/participant';
import { app as social } from '@wellness/social';
import { ROLES } from '@wellness/schema';
import type { Role } from '@wellness/schema';

export interface ServiceUnderTest {
  name: string;
  server: FastifyInstance;
}

export interface RouteUnderTest extends DeclaredRoute {
  service: ServiceUnderTest;
}

/** Every service with /api routes, built as server.ts builds them, on the worker's database. */
export async function buildServices(): Promise<ServiceUnderTest[]> {
  const services = [
    { name: 'participant', server: await buildTestApp(participant) },
    { name: 'social', server: await buildTestApp(social) },
    { name: 'admin', server: await buildTestApp(admin) },
  ];
  await resetData(services[0].server);
  return services;
}

export const closeServices = (services: ServiceUnderTest[]) =>
  Promise.all(services.map(({ server }) => server.close()));

/** The route table: each service's declared routes. */
export const routesOf = (services: ServiceUnderTest[]): RouteUnderTest[] =>
  services.flatMap((service) =>
    service.server.declaredRoutes.map((route) => ({ ...route, service })),
  );

export const DEMO_HOST = 'demo.localhost:8080';
export const OTHER_HOST = 'other.localhost:8080';

export interface Caller {
  name: string;
  role: Role | null;
  email: string | null;
  host: string;
}

/** Anonymous, each of the nine roles of the demo promotion, and a user of another promotion. */
export function callers(): Caller[] {
  const byRole: Record<Role, string> = {
    User: 'participant@demo.test',
    Coordinator: 'coordinator@demo.test',
    'Location Coordinator': 'locationcoordinator@demo.test',
    'Regional Coordinator': 'regionalcoordinator@demo.test',
    'Super Coordinator': 'supercoordinator@demo.test',
    Reseller: 'reseller@demo.test',
    Poster: 'poster@demo.test',
    Master: 'master@demo.test',
    Tutorial: 'tutorial@demo.test',
  };
  return [
    { name: 'anonymous', role: null, email: null, host: DEMO_HOST },
    ...ROLES.map((role) => ({ name: role, role, email: byRole[role], host: DEMO_HOST })),
    { name: 'other promotion', role: 'User', email: 'outsider@other.test', host: OTHER_HOST },
  ];
}

/**
 * A second promotion with one participant, a post and an entry: the records a caller of the
 * demo promotion must never reach, and the caller who must never reach the demo's.
 */
export async function seedOtherPromotion(server: FastifyInstance) {
  const db = server.db;
  await db.query(
    `INSERT INTO promotions (organization_id, name, subdomain, program_name, starts_on, ends_on, websocket_channel)
     VALUES (NULL, 'Other Promotion', 'other', 'Other Programme', CURDATE() - INTERVAL 3 DAY, CURDATE() + INTERVAL 52 DAY, 'other-channel')`,
  );
  const [{ id }] = await db.query("SELECT id FROM promotions WHERE subdomain = 'other'");
  const [{ password_hash }] = await db.query(
    "SELECT password_hash FROM users WHERE email = 'participant@demo.test'",
  );
  await db.query(
    `INSERT INTO users (promotion_id, email, password_hash, role, first_name, last_name) VALUES (?, 'outsider@other.test', ?, 'User', 'Olive', 'Outsider')`,
    [id, password_hash],
  );
  return Number(id);
}

/**
 * Opens a fresh session for a caller (a route such as logout may end the one it is given);
 * `impersonatedBy` makes it an impersonation by that staff member, as redeeming a token does.
 */
export async function sessionCookie(
  server: FastifyInstance,
  caller: Caller,
  impersonatedBy?: number,
): Promise<string | undefined> {
  if (!caller.email) return undefined;
  const [user] = await server.db.query('SELECT id, promotion_id, role FROM users WHERE email = ?', [
    caller.email,
  ]);
  const id = await server.sessions.create({
    user_id: Number(user.id),
    promotion_id: Number(user.promotion_id),
    role: user.role,
    stay_logged_in: false,
    ...(impersonatedBy === undefined ? {} : { impersonated_by: impersonatedBy }),
  });
  return `wellness_session=${id}`;
}
