import { spawnChild, stopChild } from '../scripts/child-process';
import type { Output } from '../scripts/child-process';
import { waitUntilReady } from '../scripts/readiness';
import { REPO_ROOT, replicaPort } from '../scripts/stack';
import { callApi } from '../scripts/api-client';
import { BENCH_SERVICE_PORT_BASE, DEMO_HOST, EDGE_ORIGIN } from './config';
import type { Fixtures } from './fixtures';
import { drive } from './load';
import type { LoadResult } from './load';
import type { BenchOptions } from './options';
import { edgeScenarios } from './suite';

/** The bench's stack runs two of each service and gateway (`startStack({ replicas })`). */
export const BENCH_REPLICAS = 2;

/**
 * A second edge in front of replica 1 of each service only, beside the stack's own edge
 * (every replica): the same processes, data and warm caches serve both, so the two columns
 * differ only by the replicas behind the edge. Base + 8 is free in the port layout.
 */
const ONE_REPLICA_EDGE_PORT = BENCH_SERVICE_PORT_BASE + 8;

export interface ReplicaRow {
  name: string;
  one: LoadResult;
  two: LoadResult;
}

const firstReplica = (offset: number) =>
  `http://127.0.0.1:${replicaPort(BENCH_SERVICE_PORT_BASE + offset, 1)}`;

async function startOneReplicaEdge(output: Output) {
  const child = spawnChild({
    name: 'edge (1 replica)',
    command: process.execPath,
    args: ['--import', 'tsx', 'services/edge/src/server.ts'],
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(ONE_REPLICA_EDGE_PORT),
      LOG_LEVEL: 'warn',
      PARTICIPANT_URL: firstReplica(0),
      SOCIAL_URL: firstReplica(1),
      ADMIN_URL: firstReplica(2),
      REALTIME_URL: firstReplica(3),
    },
    output,
    labelWidth: 0,
  });
  await waitUntilReady(child, `http://127.0.0.1:${ONE_REPLICA_EDGE_PORT}/readyz`, {
    timeoutMs: 120_000,
  });
  return child;
}

/** Requests a finished run left in flight are answered before the next run starts. */
async function drain(fixtures: Fixtures) {
  const target = { origin: EDGE_ORIGIN, host: DEMO_HOST };
  await callApi(target, 'GET', '/api/users/me', { cookie: fixtures.readers[0].cookie });
}

/**
 * The API scenarios through the edge, each driven against one replica and then against
 * two, one after the other (the machine's cores to each run alone).
 */
export async function compareReplicas(
  options: BenchOptions,
  fixtures: Fixtures,
  warmupSeconds: number,
  output: Output,
): Promise<ReplicaRow[]> {
  const edge = await startOneReplicaEdge(output);
  const rows: ReplicaRow[] = [];
  try {
    for (const scenario of edgeScenarios(options, fixtures)) {
      const run = async (url: string, replicas: number) => {
        console.info(`Driving "${scenario.name}" with ${replicas} replica(s)...`);
        const result = await drive(scenario.name, {
          url,
          durationSeconds: options.durationSeconds,
          warmupSeconds,
          headers: { host: DEMO_HOST },
          requests: scenario.requests,
        });
        await drain(fixtures);
        return { ...result, problem: scenario.problem?.() ?? undefined };
      };
      const one = await run(`http://127.0.0.1:${ONE_REPLICA_EDGE_PORT}`, 1);
      const two = await run(EDGE_ORIGIN, BENCH_REPLICAS);
      rows.push({ name: scenario.name, one, two });
    }
  } finally {
    await stopChild(edge);
  }
  return rows;
}

const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 0 });

export function replicasTable(rows: ReplicaRow[]): string[] {
  return [
    `One and ${BENCH_REPLICAS} replicas of each service behind the edge (same stack, same data):`,
    '',
    '| Scenario | 1 replica req/s | p99 ms | 2 replicas req/s | p99 ms | 2 ÷ 1 | non-2xx (1 / 2) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ({ name, one, two }) =>
        `| ${name} | ${number(one.requestsPerSecond)} | ${number(one.p99Ms)} | ` +
        `${number(two.requestsPerSecond)} | ${number(two.p99Ms)} | ` +
        `${one.requestsPerSecond > 0 ? `${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}×` : '—'} | ` +
        `${number(one.non2xx + one.errors)} / ${number(two.non2xx + two.errors)} |`,
    ),
  ];
}

/**
 * As for the other scenarios (verdict.ts): a run with no response, an error, a non-2xx answer
 * or a shortfall fails. The ratio itself is reported, not judged.
 */
export function replicaFailures(rows: ReplicaRow[]): string[] {
  const failures: string[] = [];
  for (const { name, one, two } of rows) {
    for (const [replicas, run] of [
      [1, one],
      [BENCH_REPLICAS, two],
    ] as const) {
      const label = `replicas: "${name}" with ${replicas} replica(s)`;
      if (run.requests === 0) failures.push(`${label}: no responses`);
      if (run.non2xx + run.errors > 0) {
        failures.push(`${label} had ${run.non2xx} non-2xx answers and ${run.errors} errors`);
      }
      if (run.problem) failures.push(`${label}: ${run.problem}`);
    }
  }
  return failures;
}
