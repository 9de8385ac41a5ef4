import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { buildServices, bundleOf } from '../../scripts/build-services';
import { prepareBackends } from '../../scripts/prepare';
import { instancesOf } from '../../scripts/stack-layout';
import type { Instance } from '../../scripts/stack-layout';

// Where a service's start goes (services/README "Start-up"): each service started alone, as
// the stack starts it, `--runs` times per way of running it, from spawn to /readyz 200, with
// the phases noted inside the process by phases.mjs. The services are killed (SIGKILL) after
// each start, as the chaos run kills them.
//   npx tsx infra/bench/start-up/run.ts [--runs 5] [--modes tsx,dist] [--services participant,...]
// MYSQL_URL (default a database of its own), REDIS_URL, REDIS_PREFIX, START_UP_PORT_BASE (5400).

const ROOT = path.resolve(__dirname, '../../..');
const PHASES = path.join(__dirname, 'phases.mjs');

/** How a service is run: the stack's command before this change (tsx) and after (dist). */
const MODES: Record<string, (instance: Instance) => string[]> = {
  tsx: (instance) => ['--import', 'tsx', instance.entry],
  dist: (instance) => ['--enable-source-maps', bundleOf(instance.entry)],
  'dist-no-maps': (instance) => [bundleOf(instance.entry)],
};

interface Report {
  preloadMs: number;
  firstOwnCodeMs?: number;
  readyCalledMs?: number;
  listenMs?: number;
  packages: Record<string, number>;
  phases: Record<string, number>;
}

interface Sample {
  readyMs: number;
  report: Report;
}

async function isReady(url: string) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

async function startOnce(instance: Instance, mode: string, env: NodeJS.ProcessEnv) {
  const file = path.join(tmpdir(), `start-up-${process.pid}-${instance.service}.json`);
  await rm(file, { force: true });
  const output: string[] = [];
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', PHASES, ...MODES[mode](instance)], {
    cwd: ROOT,
    env: { ...env, PORT: String(instance.port), START_UP_REPORT: file, ...instance.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${instance.port}/readyz`;
  try {
    while (!(await isReady(url))) {
      if (child.exitCode !== null) throw new Error(`${instance.name} exited: ${output.join('')}`);
      if (performance.now() - started > 120_000) throw new Error(`${instance.name} not ready`);
      await sleep(20);
    }
    const readyMs = performance.now() - started;
    const report = JSON.parse(await readFile(file, 'utf8')) as Report;
    return { readyMs, report };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    await rm(file, { force: true });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value: number | undefined) => (value === undefined ? '-' : `${Math.round(value)}`);

function summary(name: string, mode: string, samples: Sample[]): string[] {
  const of = (pick: (sample: Sample) => number | undefined) =>
    median(samples.map(pick).filter((value): value is number => value !== undefined));
  const lines = [
    `${name} (${mode}), median of ${samples.length}: ready ${ms(of((s) => s.readyMs))} ms ` +
      `[${samples.map((s) => ms(s.readyMs)).join(', ')}]`,
    `  node and preloads ${ms(of((s) => s.report.preloadMs))}, first own code at ` +
      `${ms(of((s) => s.report.firstOwnCodeMs))}, modules loaded (ready() called) at ` +
      `${ms(of((s) => s.report.readyCalledMs))}, listening at ${ms(of((s) => s.report.listenMs))}`,
  ];
  const phases = Object.keys(samples[0].report.phases);
  if (phases.length) {
    lines.push(`  ${phases.map((p) => `${p} ${ms(of((s) => s.report.phases[p]))}`).join(', ')}`);
  }
  const packages = Object.entries(samples[0].report.packages)
    .map(([pkg]) => [pkg, of((s) => s.report.packages[pkg])] as const)
    .filter(([, time]) => time >= 20)
    .sort((a, b) => b[1] - a[1]);
  lines.push(
    `  packages ≥ 20 ms: ${packages.map(([pkg, time]) => `${pkg} ${ms(time)}`).join(', ')}`,
  );
  return lines;
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      modes: { type: 'string', default: 'tsx,dist' },
      services: { type: 'string', default: 'participant,social,admin,realtime,worker,edge' },
    },
  });
  const modes = values.modes.split(',');
  for (const mode of modes) if (!MODES[mode]) throw new Error(`Unknown mode ${mode}`);
  const wanted = values.services.split(',');
  const mysqlUrl = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/wellness_start_up';
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const base = Number(process.env.START_UP_PORT_BASE ?? 5400);
  const { services, edge } = instancesOf(Number(process.env.START_UP_EDGE_PORT ?? 8560), base, 1);
  const instances = [...services, edge].filter((instance) => wanted.includes(instance.service));
  const env = {
    ...process.env,
    MYSQL_URL: mysqlUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: process.env.REDIS_PREFIX ?? 'start-up:',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
  console.info(
    `load average at the start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  await prepareBackends(mysqlUrl, redisUrl);
  if (modes.some((mode) => mode.startsWith('dist'))) await buildServices(ROOT);
  // The edge reads the services' OpenAPI documents: they run while it is measured.
  const upstreams = instances.some((i) => i.service === 'edge') ? services : [];
  const samples = new Map<string, Sample[]>();
  for (let run = 0; run < Number(values.runs); run += 1) {
    for (const instance of instances) {
      if (instance.service === 'edge') continue;
      for (const mode of modes) {
        const key = `${instance.service} ${mode}`;
        samples.set(key, [...(samples.get(key) ?? []), await startOnce(instance, mode, env)]);
      }
    }
  }
  if (upstreams.length)
    await measureEdge(edge, upstreams, modes, Number(values.runs), env, samples);
  for (const [key, list] of samples) {
    const [name, mode] = key.split(' ');
    console.info(summary(name, mode, list).join('\n'));
  }
  console.info(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
}

/** The edge needs its upstreams' route tables: they run (as bundles) while it starts. */
async function measureEdge(
  edge: Instance,
  upstreams: Instance[],
  modes: string[],
  runs: number,
  env: NodeJS.ProcessEnv,
  samples: Map<string, Sample[]>,
) {
  const proxied = upstreams.filter((u) =>
    ['participant', 'social', 'admin', 'realtime'].includes(u.service),
  );
  const children = proxied.map((u) =>
    spawn(process.execPath, MODES.dist(u), {
      cwd: ROOT,
      env: { ...env, PORT: String(u.port), ...u.env },
      stdio: 'ignore',
    }),
  );
  try {
    for (const u of proxied) {
      while (!(await isReady(`http://127.0.0.1:${u.port}/readyz`))) await sleep(100);
    }
    for (let run = 0; run < runs; run += 1) {
      for (const mode of modes) {
        const key = `edge ${mode}`;
        samples.set(key, [...(samples.get(key) ?? []), await startOnce(edge, mode, env)]);
      }
    }
  } finally {
    for (const child of children) child.kill('SIGKILL');
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
