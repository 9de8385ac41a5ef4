import { DEMO_PASSWORD } from '@wellness/schema';
import { callApi, logIn } from '../scripts/api-client';
import { BENCH_TARGET, REPORT_TIMEOUT_SECONDS } from './config';

/**
 * A runaway SQL report is stopped at the statement time limit (services/admin README) rather
 * than holding a connection: the bench's admin service runs with
 * REPORTS_STATEMENT_TIMEOUT_SECONDS = REPORT_TIMEOUT_SECONDS (config.ts), and a master runs a
 * report that would count a billion rows. Measured from the request to the answer "stopped",
 * through the edge; the run fails when the slowest of RUNS takes more than ALLOWED_MS: the
 * limit, the connection's roll-back and a busy machine's delays fit well within it, a
 * statement left to run does not. (The Jest test proves the answer; how soon is a timing.)
 */
export const ALLOWED_MS = 8_000;
const RUNS = 3;
const RUNAWAY_SQL = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000)
SELECT COUNT(*) FROM n a, n b, n c`;
const STOPPED = `The report ran longer than ${REPORT_TIMEOUT_SECONDS} seconds and was stopped.`;

export interface ReportTimeout {
  timeoutSeconds: number;
  /** Milliseconds from each request to its "stopped" answer. */
  runsMs: number[];
  slowestMs: number;
  allowedMs: number;
}

/** Runs the runaway report RUNS times as the demo promotion's master; times each answer. */
export async function measureReportTimeout(): Promise<ReportTimeout> {
  const { cookie, promotionId } = await logIn(BENCH_TARGET, 'master@demo.test', DEMO_PASSWORD);
  const runsMs: number[] = [];
  for (let k = 0; k < RUNS; k += 1) {
    const started = performance.now();
    const response = await callApi(
      BENCH_TARGET,
      'POST',
      `/api/promotions/${promotionId}/reports/run`,
      { cookie, body: { sql: RUNAWAY_SQL } },
    );
    const elapsedMs = performance.now() - started;
    const [error] = response.body.errors ?? [];
    if (response.status !== 422 || error !== STOPPED) {
      throw new Error(
        `the runaway report answered ${response.status} ${error ?? ''}, not 422 "${STOPPED}"`,
      );
    }
    runsMs.push(elapsedMs);
  }
  return {
    timeoutSeconds: REPORT_TIMEOUT_SECONDS,
    runsMs,
    slowestMs: Math.max(...runsMs),
    allowedMs: ALLOWED_MS,
  };
}

export function reportTimeoutFailures(timeout: ReportTimeout): string[] {
  if (timeout.slowestMs <= timeout.allowedMs) return [];
  return [
    `a runaway SQL report was stopped after ${Math.round(timeout.slowestMs)} ms ` +
      `(statement limit ${timeout.timeoutSeconds} s, allowed ${timeout.allowedMs} ms)`,
  ];
}
