import autocannon from 'autocannon';
import { CONNECTIONS } from './config';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  statusCodes: Record<string, number>;
  /** Throughput as a share of the bare Fastify route's; set once the baseline is known. */
  ratioToBaseline?: number;
  /** A leaderboard's throughput as a share of the bare sorted-set route's (issue 14). */
  ratioToBoardBaseline?: number;
  /** Issue 18: its floor (the same Redis and MySQL work on a bare route), run beside it. */
  floor?: FloorFigures;
  /** Throughput as a share of its floor's (the mean of the floor's runs beside it). */
  ratioToFloor?: number;
  problem?: string;
}

/** A scenario's floor as measured beside it: each run, and the mean of their req/s. */
export interface FloorFigures {
  name: string;
  /** The mean of `runs`' req/s: the figure the scenario is divided by. */
  requestsPerSecond: number;
  runs: LoadResult[];
  /** Whether the ratio is held to the target (every scenario but log in, on full runs). */
  judged: boolean;
}

export interface LoadOptions {
  url: string;
  durationSeconds: number;
  /** Seconds of the same load first, not measured: warm JIT, pools and caches. */
  warmupSeconds: number;
  headers?: Record<string, string>;
  requests?: autocannon.Request[];
}

/** Drives one scenario with the settings every scenario and the baseline share. */
export async function drive(name: string, options: LoadOptions): Promise<LoadResult> {
  const run = (window: { duration: number } | { amount: number }) =>
    autocannon({
      url: options.url,
      connections: CONNECTIONS,
      pipelining: 1,
      ...window,
      timeout: 10,
      headers: options.headers,
      requests: options.requests,
    });
  if (options.warmupSeconds > 0) await run({ duration: options.warmupSeconds });
  let result = await run({ duration: options.durationSeconds });
  // A window shorter than one answer (the smoke run's 1 s against argon2 log-ins on a busy
  // machine) measures nothing: measure two requests a connection instead, however long they take.
  if (result.requests.total === 0) result = await run({ amount: 2 * CONNECTIONS });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]),
  );
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
  };
}
