import type { Scale } from '@wellness/schema';

/**
 * Where the benchmark's stack runs: its own ports, database and Redis prefix, each overridable
 * (BENCH_PORT, BENCH_SERVICE_PORT_BASE, BENCH_REDIS_PREFIX, BENCH_DATABASE_PREFIX) so two
 * runs on one machine do not meet.
 */
const env = process.env;
export const BENCH_PORT = Number(env.BENCH_PORT ?? 8280);
export const BENCH_SERVICE_PORT_BASE = Number(env.BENCH_SERVICE_PORT_BASE ?? 4301);
export const BENCH_REDIS_PREFIX = env.BENCH_REDIS_PREFIX ?? 'bench:';
/**
 * The API scenarios' floor server (issue 18, api-floor/server.ts): BENCH_FLOOR_PORT, else 90
 * above the services' first port (clear of the stack's ports, replicas and second edge).
 */
export const BENCH_FLOOR_PORT = Number(env.BENCH_FLOOR_PORT ?? BENCH_SERVICE_PORT_BASE + 90);
const BENCH_DATABASE_PREFIX = env.BENCH_DATABASE_PREFIX ?? 'wellness_bench';
export const DEMO_HOST = `demo.localhost:${BENCH_PORT}`;
/** Node does not resolve *.localhost: requests go to loopback with the Host header. */
export const EDGE_ORIGIN = `http://127.0.0.1:${BENCH_PORT}`;

/**
 * One stack of the benchmark: its edge, its services' first port, its database and Redis
 * prefix. A single-scale run has one, at the BENCH_* values above; an interleaved run
 * (`--scales`) starts one per scale, the k-th at BENCH_PORT + k and services from
 * BENCH_SERVICE_PORT_BASE + 10k, its Redis keys under BENCH_REDIS_PREFIX + '<scale>:'.
 */
export interface StackTarget {
  scale: Scale;
  port: number;
  servicePortBase: number;
  mysqlUrl: string;
  redisPrefix: string;
  /** The demo promotion through this stack's edge, for the API client and the scenarios. */
  api: { origin: string; host: string };
}

export function stackTarget(scale: Scale, index?: number): StackTarget {
  const port = BENCH_PORT + (index ?? 0);
  return {
    scale,
    port,
    servicePortBase: BENCH_SERVICE_PORT_BASE + 10 * (index ?? 0),
    mysqlUrl: benchMysqlUrl(scale),
    redisPrefix: index === undefined ? BENCH_REDIS_PREFIX : `${BENCH_REDIS_PREFIX}${scale}:`,
    api: { origin: `http://127.0.0.1:${port}`, host: `demo.localhost:${port}` },
  };
}

/** The same load for every scenario and the baseline. */
export const CONNECTIONS = 10;

export function benchMysqlUrl(scale: Scale, env: NodeJS.ProcessEnv = process.env): string {
  const url = new URL(env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/wellness');
  url.pathname = `/${BENCH_DATABASE_PREFIX}_${scale}`;
  return url.toString();
}

export const redisUrl = (env: NodeJS.ProcessEnv = process.env) =>
  env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The statement time limit of the bench's admin service for reports, in seconds. */
export const REPORT_TIMEOUT_SECONDS = 1;

/**
 * Given to every service of the stack. The request limits (login's too) count per client
 * address and every benchmark request comes from loopback, a few hundred users logging at
 * a high rate: RATE_LIMIT_ALLOWANCE multiplies every limit out of reach, while each limited
 * call still pays for its Redis counters, as in production.
 */
export const SERVICE_ENV = {
  RATE_LIMIT_ALLOWANCE: '1000000',
  // The admin service's statement limit for reports: a runaway one is stopped quickly
  // (report-timeout.ts). No other bench call runs a report.
  REPORTS_STATEMENT_TIMEOUT_SECONDS: String(REPORT_TIMEOUT_SECONDS),
};

/** The demo promotion through the bench's edge, for the API client. */
export const BENCH_TARGET = { origin: EDGE_ORIGIN, host: DEMO_HOST };
