import type { FastifyInstance } from 'fastify';
import type { DeclaredRoute } from '@wellness/platform';
import { buildTestApp, resetData, testConfig } from '@wellness/platform/testing';
import { app as admin } from '@wellness/admin';
import { app as participant } from '@wellness/participant';
import { app as social } from '@wellness/social';
import { ROLES, openDatabase } from '@wellness/schema';
import type { Role } from '@wellness/schema';

export interface ServiceUnderTest {
  name: string;
  server: FastifyInstance;
}

export interface RouteUnderTest extends DeclaredRoute {
  service: ServiceUnderTest;
}

/**
 * Creates and migrates the worker's database before any app is built: the migrations wait for
 * a lock that every checkout on the MySQL server shares, which on a loaded machine takes longer
 * than the 10 s Fastify gives a plugin to start ("Plugin did not start in time:
 * 'wellness-backends'"). The suite's beforeAll limit holds here instead. (The migrations need
 * a pool connection besides the one holding the lock: the apps' pool size, never 1.)
 */
async function migrate(): Promise<void> {
  const { mysqlUrl, poolSize } = testConfig();
  const db = await openDatabase(mysqlUrl, { poolSize });
  await db.destroy();
}

/** Every service with /api routes, built as server.ts builds them, on the worker's database. */
export async function buildServices(): Promise<ServiceUnderTest[]> {
  await migrate();
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

interface SessionUser {
  id: number;
  promotion_id: number;
  role: Role;
}

/** Each caller's user row, by database and e-mail: looked up once per suite, not per request. */
const sessionUsers = new WeakMap<FastifyInstance['db'], Map<string, Promise<SessionUser>>>();

function sessionUser(server: FastifyInstance, email: string): Promise<SessionUser> {
  const byEmail = sessionUsers.get(server.db) ?? new Map<string, Promise<SessionUser>>();
  sessionUsers.set(server.db, byEmail);
  let user = byEmail.get(email);
  if (!user) {
    user = server.db
      .query('SELECT id, promotion_id, role FROM users WHERE email = ?', [email])
      .then(([row]: SessionUser[]) => row);
    // A failed look-up (a user not there yet) is tried again next time.
    user.catch(() => byEmail.delete(email));
    byEmail.set(email, user);
  }
  return user;
}

/**
 * Opens a fresh session for a caller (a route such as logout may end the one it is given);
 * `impersonatedBy` makes it an impersonation by that staff member, as redeeming a token does.
 * The suites' callers keep their id, promotion and role, so only the session is new each time.
 */
export async function sessionCookie(
  server: FastifyInstance,
  caller: Caller,
  impersonatedBy?: number,
): Promise<string | undefined> {
  if (!caller.email) return undefined;
  const user = await sessionUser(server, caller.email);
  const id = await server.sessions.create({
    user_id: Number(user.id),
    promotion_id: Number(user.promotion_id),
    role: user.role,
    stay_logged_in: false,
    ...(impersonatedBy === undefined ? {} : { impersonated_by: impersonatedBy }),
  });
  return `wellness_session=${id}`;
}
