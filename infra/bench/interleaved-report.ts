import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BASELINE_NAME, BOARD_BASELINE_NAME } from './baseline';
import { isLeaderboard } from './leaderboard-scenarios';
import type { LoadResult } from './load';

/** Issue 14's targets: p99 at the largest scale within 1.5× of the smallest's p99 ... */
export const P99_GROWTH_LIMIT = 1.5;
/** ... and each board's throughput at the largest scale at least 0.5× the sorted-set route's. */
export const THROUGHPUT_SHARE = 0.5;

export interface RoundResults {
  /** The 1-minute load average when the round began. */
  loadAverage: number;
  /** The bare constant route (it does not depend on the scale). */
  baseline: LoadResult;
  /** Per scale, the sorted-set route then each scenario, in the same order at every scale. */
  byScale: Record<number, LoadResult[]>;
  /**
   * Per scale, each board's req/s over the mean of the sorted-set route's runs just before and
   * just after it (interleaved.ts); older reports have none (the ratio of medians is used).
   */
  shares?: Record<number, Record<string, number>>;
  /** Per scale, every run of the sorted-set route in the round, in order. */
  sortedSetRuns?: Record<number, LoadResult[]>;
}

export interface InterleavedReport {
  startedAt: string;
  durationSeconds: number;
  rounds: number;
  scales: number[];
  machine: { node: string; cpus: number; loadAtStart: number; loadAtEnd: number };
  seeds: Array<{
    scale: number;
    seedSeconds: number;
    rebuildSeconds: number;
    loadAverage: number;
    /** Seeded by an earlier run (`--reuse`): seedSeconds is 0. */
    reused?: boolean;
  }>;
  results: RoundResults[];
  failures: string[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits });

export interface Summary {
  name: string;
  /** Per scale: the median over the rounds of req/s and of p99. */
  medians: Record<number, { requestsPerSecond: number; p99Ms: number }>;
  /** Boards only: median p99 at the largest scale ÷ at the smallest, and each round's. */
  p99Growth?: number;
  roundGrowths?: number[];
  /**
   * Boards only: at the largest scale, the median over the rounds of the board's req/s ÷ the
   * sorted-set route's bracketing it (without brackets: the ratio of the two medians) ...
   */
  throughputShare?: number;
  /** ... and each round's share. */
  roundShares?: number[];
  /** A reference that is not judged (a board through the edge): its share, as above. */
  referenceShare?: number;
}

/**
 * One scale's runs of a round (`isSortedSet` marks the sorted-set route's) as the report keeps them: the sorted-set route once (the
 * medians of its bracketing runs), then every other measurement in order; and each board's
 * share of the sorted-set route (its req/s over the mean of the runs just before and after;
 * an unbracketed one over their median).
 */
export function roundAtScale(isSortedSet: boolean[], runs: LoadResult[]) {
  const sortedSetRuns = runs.filter((_, index) => isSortedSet[index]);
  const rps = (results: LoadResult[]) => results.map((r) => r.requestsPerSecond);
  const sortedSet: LoadResult = {
    ...sortedSetRuns[0],
    requestsPerSecond: median(rps(sortedSetRuns)),
    p50Ms: median(sortedSetRuns.map((r) => r.p50Ms)),
    p99Ms: median(sortedSetRuns.map((r) => r.p99Ms)),
    requests: sortedSetRuns.reduce((sum, r) => sum + r.requests, 0),
    // Its runs' own errors are judged one by one (RoundResults.sortedSetRuns).
    non2xx: 0,
    errors: 0,
    statusCodes: {},
  };
  const shares: Record<string, number> = {};
  const results: LoadResult[] = [sortedSet];
  runs.forEach((run, index) => {
    if (isSortedSet[index]) return;
    results.push(run);
    if (!isLeaderboard(run.name) && !run.name.includes('leaderboard through the edge')) return;
    const before = isSortedSet[index - 1] ? runs[index - 1] : null;
    const after = isSortedSet[index + 1] ? runs[index + 1] : null;
    const yardstick =
      before && after
        ? (before.requestsPerSecond + after.requestsPerSecond) / 2
        : sortedSet.requestsPerSecond;
    shares[run.name] = run.requestsPerSecond / yardstick;
  });
  return { results, shares, sortedSetRuns };
}

/** Each measurement's medians over the rounds, and the boards' two ratios. */
export function summarize(report: InterleavedReport): Summary[] {
  const { scales, results } = report;
  const smallest = scales[0];
  const largest = scales[scales.length - 1];
  const names = results[0].byScale[smallest].map((result) => result.name);
  const constant: Summary = {
    name: BASELINE_NAME,
    medians: Object.fromEntries(
      scales.map((scale) => [
        scale,
        {
          requestsPerSecond: median(results.map((r) => r.baseline.requestsPerSecond)),
          p99Ms: median(results.map((r) => r.baseline.p99Ms)),
        },
      ]),
    ),
  };
  const summaries = names.map((name, index): Summary => {
    const at = (scale: number) => results.map((round) => round.byScale[scale][index]);
    const medians = Object.fromEntries(
      scales.map((scale) => [
        scale,
        {
          requestsPerSecond: median(at(scale).map((r) => r.requestsPerSecond)),
          p99Ms: median(at(scale).map((r) => r.p99Ms)),
        },
      ]),
    );
    const roundShares = results.flatMap((round) => {
      const share = round.shares?.[largest]?.[name];
      return share === undefined ? [] : [share];
    });
    const bracketed = roundShares.length === results.length;
    if (!isLeaderboard(name)) {
      // A reference (the board through the edge): its share is shown, not judged.
      return bracketed
        ? { name, medians, referenceShare: median(roundShares), roundShares }
        : { name, medians };
    }
    const small = at(smallest);
    const roundGrowths = at(largest).map((r, k) => r.p99Ms / small[k].p99Ms);
    const p99Growth = medians[largest].p99Ms / medians[smallest].p99Ms;
    if (bracketed) {
      const throughputShare = median(roundShares);
      return { name, medians, p99Growth, roundGrowths, throughputShare, roundShares };
    }
    const sortedSetIndex = names.indexOf(BOARD_BASELINE_NAME);
    const sortedSet = median(
      at(largest).map((_, k) => results[k].byScale[largest][sortedSetIndex].requestsPerSecond),
    );
    return {
      name,
      medians,
      p99Growth,
      roundGrowths,
      throughputShare: medians[largest].requestsPerSecond / sortedSet,
    };
  });
  return [constant, ...summaries];
}

/** The targets a summary misses, in words. */
export function missedTargets(summaries: Summary[]): string[] {
  return summaries.flatMap((s) => [
    ...(s.p99Growth !== undefined && s.p99Growth > P99_GROWTH_LIMIT
      ? [`${s.name}: p99 grew ${fixed(s.p99Growth, 2)}× (limit ${P99_GROWTH_LIMIT}×)`]
      : []),
    ...(s.throughputShare !== undefined && s.throughputShare < THROUGHPUT_SHARE
      ? [
          `${s.name}: ${fixed(s.throughputShare, 2)}× the sorted-set route (target ${THROUGHPUT_SHARE}×)`,
        ]
      : []),
  ]);
}

export function interleavedMarkdown(report: InterleavedReport): { text: string; missed: string[] } {
  const { scales, machine } = report;
  const smallest = fixed(scales[0]);
  const largest = fixed(scales[scales.length - 1]);
  const summaries = summarize(report);
  const missed = missedTargets(summaries);
  const lines = [
    `# Leaderboards at ${scales.map((s) => fixed(s)).join(', ')} participants, interleaved`,
    '',
    `${report.startedAt} · ${report.rounds} rounds, each scenario ${report.durationSeconds} s ` +
      `(after 1 s of warm-up) at every scale per round, scales' order rotating · Node ` +
      `${machine.node}, ${machine.cpus} CPUs · load ${fixed(machine.loadAtStart, 1)} at start, ` +
      `${report.results.map((r) => fixed(r.loadAverage, 1)).join(', ')} at each round's start, ` +
      `${fixed(machine.loadAtEnd, 1)} at the end`,
    '',
    `Each cell: median over the rounds of req/s · p99 ms. A board's share: its req/s at ` +
      `${largest} over the sorted-set route's runs just before and after it, per round; the ` +
      `median of the rounds (their spread beside it). The sorted-set route gets the boards' ` +
      `request (path, 50 rows, Host, session cookie); the boards go straight to the ` +
      `participant service as it does to its own process; "through the edge" is the way a ` +
      `participant calls, shown for reference.`,
    '',
    `| Scenario | ${scales.map((s) => `req/s · p99 ms at ${fixed(s)}`).join(' | ')} | p99 ${largest} ÷ ${smallest} (medians) | each round's p99 ratio | req/s at ${largest} ÷ sorted-set route | each round's share (min–max) |`,
    `| --- | ${scales.map(() => '---:').join(' | ')} | ---: | ---: | ---: | ---: |`,
    ...summaries.map((s) => {
      const cells = scales.map(
        (scale) =>
          `${fixed(s.medians[scale].requestsPerSecond)} · ${fixed(s.medians[scale].p99Ms)}`,
      );
      const growth = s.p99Growth === undefined ? '—' : `${fixed(s.p99Growth, 2)}×`;
      const rounds = s.roundGrowths?.map((g) => fixed(g, 2)).join(', ') ?? '—';
      const share =
        s.throughputShare !== undefined
          ? `${fixed(s.throughputShare, 2)}×`
          : s.referenceShare !== undefined
            ? `${fixed(s.referenceShare, 2)}× (not judged)`
            : '—';
      const spread = s.roundShares?.length
        ? `${s.roundShares.map((x) => fixed(x, 2)).join(', ')} (${fixed(Math.min(...s.roundShares), 2)}–${fixed(Math.max(...s.roundShares), 2)})`
        : '—';
      return `| ${s.name} | ${cells.join(' | ')} | ${growth} | ${rounds} | ${share} | ${spread} |`;
    }),
    '',
    ...report.seeds.map(
      (seed) =>
        `- ${fixed(seed.scale)}: ` +
        (seed.reused
          ? 'seed kept from an earlier run'
          : `seeded in ${fixed(seed.seedSeconds, 1)} s`) +
        `, boards rebuilt in ` +
        `${fixed(seed.rebuildSeconds, 1)} s, load ${fixed(seed.loadAverage, 1)} when its seed began`,
    ),
    '',
    missed.length
      ? ['**Targets missed:**', ...missed.map((m) => `- ${m}`)].join('\n')
      : `Targets met: every board's p99 at ${largest} within ${P99_GROWTH_LIMIT}× of its p99 at ` +
        `${smallest}, and its req/s at ${largest} at least ${THROUGHPUT_SHARE}× the sorted-set route's.`,
    '',
    report.failures.length
      ? ['**Failures:**', ...report.failures.map((f) => `- ${f}`)].join('\n')
      : 'No errors or non-2xx answers.',
  ];
  return { text: `${lines.join('\n')}\n`, missed };
}

/** Writes bench-results/bench-interleaved.json and .md; returns the Markdown and the verdict. */
export async function writeInterleavedReport(root: string, report: InterleavedReport) {
  const dir = path.join(root, 'bench-results');
  await mkdir(dir, { recursive: true });
  const { text, missed } = interleavedMarkdown(report);
  await writeFile(path.join(dir, 'bench-interleaved.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(dir, 'bench-interleaved.md'), text);
  return { text, passed: missed.length === 0 };
}
