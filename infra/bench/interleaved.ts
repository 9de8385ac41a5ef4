import os from 'node:os';
import { boardKey } from '@wellness/platform';
import { REPO_ROOT, startStack } from '../scripts/stack';
import type { Stack } from '../scripts/stack';
import { callApi } from '../scripts/api-client';
import { resetBackends, seedParticipants, seededCount } from './backends';
import type { SeededParticipants } from './backends';
import { BASELINE_NAME, BOARD_BASELINE_NAME, startBaselineServer } from './baseline';
import type { BaselineServer } from './baseline';
import { SERVICE_ENV, redisUrl, stackTarget } from './config';
import type { StackTarget } from './config';
import { prepareFixtures } from './fixtures';
import type { Fixtures } from './fixtures';
import { roundAtScale, writeInterleavedReport } from './interleaved-report';
import type { InterleavedReport, RoundResults } from './interleaved-report';
import { drive } from './load';
import type { LoadResult } from './load';
import type { BenchOptions } from './options';
import { isLeaderboard } from './leaderboard-scenarios';
import { readScenario, rotate } from './scenarios';
import type { Scenario } from './scenarios';
import { boardScenarios } from './suite';
import { failuresOf } from './verdict';

/*
 * `npm run bench -- --scales 10000,100000,1000000 [--rounds 5] [--duration 4]`: the issue 14
 * comparison made robust to a busy machine. One run starts a stack per scale (its own
 * database and Redis prefix), seeds them one after the other, then measures in rounds: each
 * round drives the bare constant route once, then each scale in turn (the scales' order
 * rotating from round to round), every board there bracketed by the sorted-set route just
 * before and just after it, so a board and the yardstick it is judged against run seconds
 * apart under the same load. A board's share of the sorted-set route is taken per round
 * (its req/s over the mean of its two brackets); the verdict is the median of those shares.
 * Each scale's req/s and p99 figures are the medians of its rounds.
 */

interface Measured {
  name: string;
  origin: string;
  scenario?: Scenario;
  /** A run of the sorted-set route (the yardstick that brackets each board). */
  sortedSet?: boolean;
}

interface ScaleBench {
  target: StackTarget;
  stack: Stack;
  /** The database kept its participants from an earlier run (`--reuse`). */
  reuse: boolean;
  seeded?: SeededParticipants;
  fixtures?: Fixtures;
  board?: BaselineServer;
  measured: Measured[];
}

async function startScaleStack(
  target: StackTarget,
  output: (line: string) => void,
  reuse: boolean,
) {
  if (!reuse) await resetBackends(target.mysqlUrl, redisUrl(), target.redisPrefix);
  return startStack({
    port: target.port,
    servicePortBase: target.servicePortBase,
    mysqlUrl: target.mysqlUrl,
    redisUrl: redisUrl(),
    redisPrefix: target.redisPrefix,
    logLevel: 'warn',
    build: 'if-missing',
    output,
  });
}

export const SERVICE_FLOOR_NAME = 'participant service GET /healthz (its plugins, no session)';

/**
 * What one scale measures each round, in order: each board straight to the participant
 * service between two runs of the sorted-set route, then the service's floor and the
 * references through the edge. The sorted-set route gets the boards' request: the same path,
 * query (50 rows), Host and rotating session cookie.
 */
function measuredAt(bench: ScaleBench): Measured[] {
  const { fixtures, board, target } = bench;
  if (!fixtures || !board) throw new Error(`scale ${target.scale} is not prepared`);
  const scenarios = boardScenarios(fixtures, {
    servicePortBase: target.servicePortBase,
    edgeOrigin: target.api.origin,
  });
  const service = `http://127.0.0.1:${target.servicePortBase}`;
  const sortedSet: Measured = {
    name: BOARD_BASELINE_NAME,
    origin: board.origin,
    scenario: readScenario(
      BOARD_BASELINE_NAME,
      `/api/promotions/${fixtures.promotionId}/leaderboard?page_size=50`,
      rotate(fixtures.readers),
    ),
    sortedSet: true,
  };
  const measured = (scenario: Scenario): Measured => ({
    name: scenario.name,
    origin: scenario.origin ?? target.api.origin,
    scenario,
  });
  const boards = scenarios.filter((scenario) => isLeaderboard(scenario.name));
  return [
    ...boards.flatMap((scenario) => [sortedSet, measured(scenario)]),
    sortedSet,
    // The participant service's own floor: its plugins and hooks around a constant answer.
    { name: SERVICE_FLOOR_NAME, origin: `${service}/healthz` },
    ...scenarios.filter((scenario) => !isLeaderboard(scenario.name)).map(measured),
  ];
}

async function measure(bench: ScaleBench, item: Measured, options: BenchOptions) {
  const result = await drive(item.name, {
    url: item.origin,
    durationSeconds: options.durationSeconds,
    warmupSeconds: 1,
    headers: { host: bench.target.api.host },
    requests: item.scenario?.requests,
  });
  // Requests a scenario left in flight finish before the next one starts.
  const reader = bench.fixtures?.readers[0];
  if (reader) await callApi(bench.target.api, 'GET', '/api/users/me', { cookie: reader.cookie });
  return result;
}

export async function runInterleaved(options: BenchOptions): Promise<boolean> {
  const scales = options.scales ?? [options.scale];
  const startedAt = new Date().toISOString();
  const loadAtStart = os.loadavg()[0];
  Object.assign(process.env, SERVICE_ENV);
  const output = (line: string) => {
    if (!/ERROR request failed : Request aborted$/.test(line)) process.stdout.write(`${line}\n`);
  };
  const benches: ScaleBench[] = [];
  let constant: BaselineServer | undefined;
  process.once('SIGINT', () => process.exit(130));
  try {
    // One after the other: the first builds the front ends if they are missing.
    for (const [index, scale] of scales.entries()) {
      const target = stackTarget(scale, index);
      // --reuse: a database that holds this scale's participants from an earlier run is kept.
      const reuse = options.reuse && (await seededCount(target.mysqlUrl)) === scale;
      console.info(
        `Starting the stack for ${scale} on port ${target.port}${reuse ? ' (seed reused)' : ''}...`,
      );
      const stack = await startScaleStack(target, output, reuse);
      benches.push({ target, stack, reuse, measured: [] });
    }
    const seeds: InterleavedReport['seeds'] = [];
    for (const bench of benches) {
      const { scale, mysqlUrl, redisPrefix } = bench.target;
      console.info(`Seeding ${scale} participants (load ${os.loadavg()[0].toFixed(1)})...`);
      const loadAverage = os.loadavg()[0];
      bench.seeded = await seedParticipants(
        mysqlUrl,
        scale,
        { redisUrl: redisUrl(), prefix: redisPrefix },
        bench.reuse,
      );
      const { seedSeconds, rebuildSeconds } = bench.seeded;
      console.info(
        `Seeded in ${seedSeconds.toFixed(1)} s; boards rebuilt in ${rebuildSeconds.toFixed(1)} s.`,
      );
      seeds.push({ scale, seedSeconds, rebuildSeconds, loadAverage, reused: bench.reuse });
    }
    // Sign in only once every seed is done: no session idles through a long seed.
    for (const bench of benches) {
      const { target, seeded } = bench;
      if (!seeded) continue;
      bench.fixtures = await prepareFixtures(target.scale, seeded, 0, target.api);
      bench.seeded = undefined;
      await seeded.close();
      bench.board = await startBaselineServer({
        key: boardKey(target.redisPrefix, bench.fixtures.promotionId, 'individual'),
        redisUrl: redisUrl(),
      });
      bench.measured = measuredAt(bench);
    }
    constant = await startBaselineServer();

    const rounds: RoundResults[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      const loadAverage = os.loadavg()[0];
      console.info(`Round ${round + 1} of ${options.rounds} (load ${loadAverage.toFixed(1)})...`);
      const order = benches.map((_, k) => benches[(k + round) % benches.length]);
      const baseline = await drive(BASELINE_NAME, {
        url: constant.url,
        durationSeconds: options.durationSeconds,
        warmupSeconds: 1,
      });
      const byScale: RoundResults['byScale'] = {};
      const shares: NonNullable<RoundResults['shares']> = {};
      const sortedSetRuns: NonNullable<RoundResults['sortedSetRuns']> = {};
      for (const bench of order) {
        const { scale } = bench.target;
        const runs: LoadResult[] = [];
        for (const item of bench.measured) {
          const result = await measure(bench, item, options);
          runs.push(result);
          console.info(
            `  ${item.name} at ${scale}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms} ms`,
          );
        }
        const atScale = roundAtScale(
          bench.measured.map((item) => item.sortedSet === true),
          runs,
        );
        byScale[scale] = atScale.results;
        shares[scale] = atScale.shares;
        sortedSetRuns[scale] = atScale.sortedSetRuns;
      }
      rounds.push({ loadAverage, baseline, byScale, shares, sortedSetRuns });
    }

    const report: InterleavedReport = {
      startedAt,
      durationSeconds: options.durationSeconds,
      rounds: options.rounds,
      scales,
      machine: {
        node: process.versions.node,
        cpus: os.cpus().length,
        loadAtStart,
        loadAtEnd: os.loadavg()[0],
      },
      seeds,
      results: rounds,
      failures: rounds.flatMap((round) =>
        failuresOf(
          [
            round.baseline,
            ...Object.values(round.byScale).flat(),
            ...Object.values(round.sortedSetRuns ?? {}).flat(),
          ],
          null,
        ),
      ),
    };
    const { text, passed } = await writeInterleavedReport(REPO_ROOT, report);
    console.info(`\n${text}`);
    return passed && report.failures.length === 0;
  } finally {
    constant?.stop();
    for (const bench of benches) {
      bench.board?.stop();
      await bench.seeded?.close();
    }
    await Promise.all(benches.map((bench) => bench.stack.stop()));
  }
}
