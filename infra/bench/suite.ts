import { DEMO_PASSWORD, benchEmail } from '@wellness/schema';
import { BENCH_SERVICE_PORT_BASE, BENCH_TARGET, DEMO_HOST, EDGE_ORIGIN } from './config';
import type { Fixtures } from './fixtures';
import { callApi } from '../scripts/api-client';
import { floorScenario } from './api-floors';
import type { FloorServer } from './api-floors';
import { drive } from './load';
import type { LoadResult } from './load';
import type { BenchOptions } from './options';
import { isLeaderboard, leaderboardScenarios } from './leaderboard-scenarios';
import {
  logActivityScenario,
  logInScenario,
  readScenario,
  rotate,
  weekScenario,
} from './scenarios';
import type { Scenario } from './scenarios';
import { withFloor } from './verdict';

/**
 * The issue 14 set on one stack: the four boards straight to the participant service, and two
 * references through the edge (the cheapest signed-in read, and the individual board).
 */
export function boardScenarios(
  fixtures: Fixtures,
  target: { servicePortBase: number; edgeOrigin: string },
): Scenario[] {
  const nextReader = rotate(fixtures.readers);
  const { promotionId } = fixtures;
  const throughEdge = (scenario: Scenario) => ({ ...scenario, origin: target.edgeOrigin });
  return [
    ...leaderboardScenarios(promotionId, nextReader, `http://127.0.0.1:${target.servicePortBase}`),
    throughEdge(readScenario('GET users/me', '/api/users/me', nextReader)),
    throughEdge(
      readScenario(
        'individual leaderboard through the edge',
        `/api/promotions/${promotionId}/leaderboard?page_size=50`,
        nextReader,
      ),
    ),
  ];
}

/** The issue 3 scenarios, through the edge: what a participant's browser calls. */
export function edgeScenarios(options: BenchOptions, fixtures: Fixtures): Scenario[] {
  const participants = Array.from({ length: options.scale }, (_, i) => benchEmail(i + 1));
  const nextReader = rotate(fixtures.readers);
  return [
    logInScenario(rotate(participants), DEMO_PASSWORD),
    readScenario('GET users/me', '/api/users/me', nextReader),
    weekScenario(fixtures.promotionId, nextReader),
    logActivityScenario(fixtures.logPlan),
  ];
}

/** The scenarios of issue 3 and the leaderboards of issue 14, in the order they run. */
function scenariosFor(options: BenchOptions, fixtures: Fixtures): Scenario[] {
  const target = { servicePortBase: BENCH_SERVICE_PORT_BASE, edgeOrigin: EDGE_ORIGIN };
  if (options.leaderboardsOnly) return boardScenarios(fixtures, target);
  return [
    ...edgeScenarios(options, fixtures),
    ...boardScenarios(fixtures, target).filter((scenario) => isLeaderboard(scenario.name)),
  ];
}

/**
 * Waits until the requests a finished scenario left in flight are done: the service's
 * MySQL pool answers in order, so one more query returns only after them.
 */
async function drain(fixtures: Fixtures) {
  await callApi(BENCH_TARGET, 'GET', '/api/users/me', { cookie: fixtures.readers[0].cookie });
}

/**
 * Drives each scenario in turn through the edge, with the baseline's settings; with a floor
 * server, each beside its floor (issue 18): on a full run the floor just before and just
 * after it (both under the load the scenario met), on the smoke run once, after it.
 */
export async function runScenarios(
  options: BenchOptions,
  fixtures: Fixtures,
  warmupSeconds: number,
  floor: FloorServer | null = null,
): Promise<LoadResult[]> {
  const run = async (scenario: Scenario): Promise<LoadResult> => {
    console.info(`Driving "${scenario.name}" for ${options.durationSeconds} s...`);
    const result = await drive(scenario.name, {
      url: scenario.origin ?? EDGE_ORIGIN,
      durationSeconds: options.durationSeconds,
      warmupSeconds,
      headers: { host: DEMO_HOST },
      requests: scenario.requests,
    });
    return { ...result, problem: scenario.problem?.() ?? undefined };
  };
  const results: LoadResult[] = [];
  // One at a time: the machine has two cores and each scenario should have them to itself.
  for (const scenario of scenariosFor(options, fixtures)) {
    const floorRun = floor && floorScenario(scenario, fixtures, floor.origin);
    const before = floorRun && !options.smoke ? [await run(floorRun)] : [];
    const result = await run(scenario);
    await drain(fixtures);
    if (!floorRun) {
      results.push(result);
      continue;
    }
    const runs = [...before, await run(floorRun)];
    results.push(withFloor(result, floorRun.name, runs, !options.smoke));
  }
  return results;
}
