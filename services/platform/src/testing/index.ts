import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { loadConfig } from '../config';
import type { Config, ConfigOverrides } from '../config';
import { createServer } from '../server';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../plugins/csrf';
import { SESSION_COOKIE } from '../session';

export { waitFor } from './wait';
export { isProcessAlive } from './process-alive';
export { resetData } from './reset';
export { listenToEvents } from './events';
export { RedisServer, TcpProxy, freePort, waitForPort } from './faults';

/**
 * Each Jest worker gets its own database and Redis key prefix; TEST_NAMESPACE keeps two
 * checkouts of the project that test at once on one machine apart.
 */
const worker = `${process.env.TEST_NAMESPACE ?? ''}${process.env.JEST_WORKER_ID ?? '1'}`;

// The admin service's read-only reports account is a server-wide MySQL account: one per
// worker, so that workers and checkouts never re-provision each other's; tests, like
// `npm start`, supply a local password (there is no default: services/admin README).
process.env.REPORTS_MYSQL_USER ??= `wellness_reports_${worker}`
  .replace(/[^A-Za-z0-9_]/g, '_')
  .slice(0, 32);
process.env.REPORTS_MYSQL_PASSWORD ??= 'wellness-reports-test';

/**
 * Test apps multiply every limit by this (unless RATE_LIMIT_ALLOWANCE is set): a test file
 * makes many writes from one address within a minute. A test that asserts a limit passes
 * `rateLimitAllowance: 1` with small limits.
 */
export const TEST_RATE_LIMIT_ALLOWANCE = 1000;

export function testConfig(overrides: ConfigOverrides = {}): Config {
  const base = new URL(process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/wellness');
  base.pathname = `/wellness_test_${worker}`;
  return loadConfig(0, process.env, {
    mysqlUrl: base.toString(),
    redisPrefix: `test:${worker}:`,
    logLevel: 'silent',
    poolSize: 4,
    // A Jest worker shares two cores with the other workers and the e2e stack: on a busy CI
    // machine a healthy Redis answer or MySQL handshake can take over 5 s to be read.
    backendTimeoutMs: 30_000,
    rateLimitAllowance: Number(process.env.RATE_LIMIT_ALLOWANCE ?? TEST_RATE_LIMIT_ALLOWANCE),
    ...overrides,
  });
}

/** Builds a service the way server.ts does, against the worker's database. */
export async function buildTestApp(
  app: FastifyPluginAsync<{ config: Config }>,
  overrides: ConfigOverrides = {},
) {
  const config = testConfig(overrides);
  const server = createServer(config);
  // Unwrapped so that tests reach the service's decorators (db, redis, sessions).
  try {
    await server.register(fp(app), { config });
    await server.ready();
  } catch (error) {
    await server.close();
    throw error;
  }
  return server as unknown as FastifyInstance;
}

export const DEMO_HOST = 'demo.localhost:8080';
export const DEFAULT_HOST = 'localhost:8080';

/** Headers a browser session of the front end would send. */
export const clientHeaders = (cookie?: string, host = DEMO_HOST) => ({
  host,
  [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
  ...(cookie ? { cookie } : {}),
});

/** Logs in through POST /api/authenticate and returns the cookie header to send. */
export async function login(
  server: FastifyInstance,
  email: string,
  password: string,
  host = DEMO_HOST,
): Promise<string> {
  const response = await server.inject({
    method: 'POST',
    url: '/api/authenticate',
    headers: clientHeaders(undefined, host),
    payload: { email, password, stay_logged_in: false },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const session = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!session) throw new Error('login set no session cookie');
  return `${SESSION_COOKIE}=${session.value}`;
}

/** Opens a session for a seeded user directly in Redis: for services without the login route. */
export async function signIn(
  server: FastifyInstance,
  email: string,
  host = DEMO_HOST,
): Promise<string> {
  const subdomain = host.startsWith('demo.') ? 'demo' : 'www';
  const rows: Array<{ id: number; promotion_id: number; role: string }> = await server.db.query(
    'SELECT u.id, u.promotion_id, u.role FROM users u JOIN promotions p ON p.id = u.promotion_id WHERE u.email = ? AND p.subdomain = ?',
    [email, subdomain],
  );
  const user = rows[0];
  if (!user) throw new Error(`no seeded user ${email} on ${host}`);
  const id = await server.sessions.create({
    user_id: Number(user.id),
    promotion_id: Number(user.promotion_id),
    role: user.role as never,
    stay_logged_in: false,
  });
  return `${SESSION_COOKIE}=${id}`;
}
