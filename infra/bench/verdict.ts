import type { BundleSizes } from './bundles';
import { ACCESSIBILITY_TARGET, MOBILE_PERFORMANCE_TARGET } from './lighthouse';
import type { LighthousePage } from './lighthouse';
import type { LoadResult } from './load';

/** What makes the run fail: any error or non-2xx answer, or remote bytes a master did not need. */
export function failuresOf(scenarios: LoadResult[], bundles: BundleSizes | null): string[] {
  const failures: string[] = [];
  for (const result of scenarios) {
    if (result.requests === 0) failures.push(`${result.name}: no responses`);
    if (result.errors > 0) {
      failures.push(`${result.name}: ${result.errors} connection errors or timeouts`);
    }
    if (result.non2xx > 0) {
      const codes = Object.entries(result.statusCodes)
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, count]) => `${count} × ${code}`)
        .join(', ');
      failures.push(`${result.name}: ${result.non2xx} non-2xx responses (${codes})`);
    }
    if (result.problem) failures.push(`${result.name}: ${result.problem}`);
  }
  if (bundles) {
    const { participantBytes, socialBytes, requested } = bundles.masterSession;
    if (participantBytes + socialBytes > 0 || requested.length > 0) {
      failures.push(
        `a master-only session fetched ${participantBytes} B of mfe-participant and ` +
          `${socialBytes} B of mfe-social: ${requested.join(', ')}`,
      );
    }
  }
  return failures;
}

/** Issue 18: the shell's initial JS at most this many times the floor's (gzip bytes). */
export const SHELL_TO_FLOOR_TARGET = 1.3;

/**
 * Issue 18: a shell no heavier than SHELL_TO_FLOOR_TARGET floors (judged on full runs; the smoke
 * run reports the ratio) and one copy of each library (judged always).
 */
export function frontEndFailures(bundles: BundleSizes, { judgeRatio = true } = {}): string[] {
  const failures: string[] = [];
  if (judgeRatio && bundles.shellToFloor > SHELL_TO_FLOOR_TARGET) {
    failures.push(
      `the shell's initial JS is ${bundles.shellToFloor.toFixed(2)}× the floor ` +
        `(${bundles.shellInitialJs.gzipBytes} B against ${bundles.floorJs.gzipBytes} B gzipped), ` +
        `above ${SHELL_TO_FLOOR_TARGET}×`,
    );
  }
  for (const { session, reactDomCopies, shared } of bundles.sharedCopies) {
    if (reactDomCopies !== 1)
      failures.push(`${session}: ${reactDomCopies} copies of React DOM ran`);
    for (const [name, copies] of Object.entries(shared)) {
      if (copies.length > 1)
        failures.push(`${session}: ${name} loaded twice: ${copies.join('; ')}`);
    }
  }
  return failures;
}

/**
 * Issue 18: each page's median run, served as a participant receives it (through the Ingress),
 * reaches the performance and accessibility targets.
 */
export function lighthouseFailures(pages: LighthousePage[]): string[] {
  return pages
    .filter((page) => page.served.judged)
    .flatMap((page) => [
      ...(page.performance < MOBILE_PERFORMANCE_TARGET
        ? [
            `Lighthouse mobile performance of ${page.page}: ${page.performance} ` +
              `(median of ${page.performanceRuns.join(', ')}), below ${MOBILE_PERFORMANCE_TARGET}`,
          ]
        : []),
      ...(page.accessibility < ACCESSIBILITY_TARGET
        ? [
            `Lighthouse accessibility of ${page.page}: ${page.accessibility} (median run), ` +
              `below ${ACCESSIBILITY_TARGET}`,
          ]
        : []),
    ]);
}

/** Issue 18: each API scenario (log in aside) serves at least this share of its floor's req/s. */
export const FLOOR_TARGET = 0.5;

/** Log in is held to no floor: argon2id is slow on purpose; it is shown against argon2 alone. */
export const LOG_IN = 'log in';

/**
 * A scenario with its floor's runs beside it: the floor's req/s is the mean of its runs (the
 * one before and the one after on a full run, so both feel the same load), and the ratio is
 * the scenario's req/s over that mean. `judge`: whether the run holds it to FLOOR_TARGET.
 */
export function withFloor(
  result: LoadResult,
  floorName: string,
  runs: LoadResult[],
  judge: boolean,
): LoadResult {
  const requestsPerSecond =
    runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / Math.max(runs.length, 1);
  return {
    ...result,
    floor: {
      name: floorName,
      requestsPerSecond,
      runs,
      judged: judge && result.name !== LOG_IN,
    },
    ratioToFloor: requestsPerSecond > 0 ? result.requestsPerSecond / requestsPerSecond : 0,
  };
}

/**
 * For the judged scenarios: a floor run that failed (errors, non-2xx: it measured nothing),
 * and a ratio below FLOOR_TARGET, with both figures. An unjudged floor (the smoke run, log
 * in's argon2) is a figure to read, not a product path: its timeouts on a busy machine are
 * shown in the report and fail nothing.
 */
export function floorFailures(scenarios: LoadResult[]): string[] {
  return scenarios.flatMap((result) => {
    const { floor, ratioToFloor } = result;
    if (!floor?.judged) return [];
    const broken = failuresOf(floor.runs, null);
    if (ratioToFloor === undefined || ratioToFloor >= FLOOR_TARGET) return broken;
    return [
      ...broken,
      `${result.name}: ${ratioToFloor.toFixed(2)}× its floor ` +
        `(${Math.round(result.requestsPerSecond)} against ${Math.round(floor.requestsPerSecond)} ` +
        `req/s), below ${FLOOR_TARGET}×`,
    ];
  });
}
