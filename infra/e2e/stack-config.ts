/** The e2e stack runs beside a dev stack: its own ports, database and Redis prefix. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180);
export const E2E_SERVICE_PORT_BASE = Number(process.env.E2E_SERVICE_PORT_BASE ?? 4201);
export const E2E_MYSQL_URL =
  process.env.E2E_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/wellness_e2e';
export const E2E_REDIS_PREFIX = process.env.E2E_REDIS_PREFIX ?? 'e2e:';
/** The e2e stack's mail catcher (infra/scripts/stack.ts: base + 6): journeys read sent mail here. */
export const E2E_MAIL_URL = `http://127.0.0.1:${E2E_SERVICE_PORT_BASE + 6}`;
/** Multiplies every request limit of the e2e stack: all its calls come from one address. */
export const E2E_RATE_LIMIT_ALLOWANCE = process.env.E2E_RATE_LIMIT_ALLOWANCE ?? '1000';
export const DEMO_PASSWORD = 'Wellness!2026';
export const demoUrl = (path = '/') => `http://demo.localhost:${E2E_PORT}${path}`;
export const dashboardUrl = (path = '/') => `http://localhost:${E2E_PORT}${path}`;
