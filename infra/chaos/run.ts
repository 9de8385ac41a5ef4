import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../scripts/stack';
import { ChaosMariaDb, startChaosRedis } from './backends';
import { runChaos } from './chaos';
import type { ChaosResult } from './chaos';
import { RECOVERY_LIMIT_SECONDS } from './faults';

/** Every fault of the issue: Redis, MariaDB, one replica of each service and one gateway. */
const ALL_FAULTS = 'redis,mariadb,participant,social,admin,worker,realtime';

function report(result: ChaosResult, options: { duration: number; participants: number }) {
  const lines = [
    `Chaos run: ${options.participants} participants, ${options.duration} s, ${result.replicas} replica(s) of each service`,
    '',
    'writes      acknowledged  found  lost  duplicated  refused  gave up  (written, unacknowledged)',
    ...result.writes.map(
      (c) =>
        `${c.kind.padEnd(10)} ${String(c.acknowledged).padStart(13)} ${String(c.found).padStart(6)} ${String(c.lost).padStart(5)} ${String(c.duplicated).padStart(11)} ${String(c.refused).padStart(8)} ${String(c.gaveUp).padStart(8)}  (${c.unacknowledgedFound})`,
    ),
    '',
    `fault                          recovery, s (limit ${RECOVERY_LIMIT_SECONDS})  slowest`,
    ...result.faults.map(
      (f) =>
        `${f.fault.padEnd(30)} ${f.recoverySeconds.toFixed(1).padStart(11)}${f.late.length ? ' LATE' : '     '}          ${f.slowest}`,
    ),
    '',
    `sockets: ${result.sockets.connected}/${result.sockets.sockets} connected, ${result.sockets.joined} joined again, ${result.sockets.reconnections} reconnections, ${result.sockets.resyncs} resyncs, ${result.sockets.missingMessages} missing a message`,
    `jobs: queue ${result.jobs.drained ? 'drained' : 'NOT drained'}; ${result.jobs.awards} badges earned, ${result.jobs.notifications} badge notifications`,
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
    '',
    result.passed
      ? 'PASSED: nothing lost, nothing duplicated, every fault recovered in time'
      : 'FAILED',
  ];
  return lines.join('\n');
}

// `npm run chaos -- --duration 180 --participants 200` (README "Faults, with nothing lost").
async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      duration: { type: 'string', default: '180' },
      participants: { type: 'string', default: '200' },
      think: { type: 'string', default: '6000' },
      faults: { type: 'string', default: ALL_FAULTS },
      /** Instances of each service and gateway (the stack's REPLICAS). */
      replicas: { type: 'string' },
    },
  });
  if (values.replicas) process.env.REPLICAS = values.replicas;
  const env = process.env;
  const duration = Number(values.duration);
  const participants = Number(values.participants);
  const mariadb = new ChaosMariaDb(
    Number(env.CHAOS_MYSQL_PORT ?? 3310),
    env.CHAOS_MYSQL_DATADIR ?? '/tmp/chaos-mysql',
  );
  const redisPort = Number(env.CHAOS_REDIS_PORT ?? 6390);
  const log = (line: string) =>
    console.info(`[chaos ${new Date().toISOString().slice(11, 19)}] ${line}`);
  const loadAtStart = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  log(`load average at the start: ${loadAtStart}`);
  await mariadb.start();
  const redis = await startChaosRedis(redisPort, env.CHAOS_REDIS_DIR ?? '/tmp/chaos-redis');
  const resultsDir = path.join(REPO_ROOT, 'bench-results');
  mkdirSync(resultsDir, { recursive: true });
  let failed = true;
  try {
    const result = await runChaos({
      durationSeconds: duration,
      participants,
      thinkMs: Number(values.think),
      faults: values.faults.split(',').filter(Boolean),
      port: Number(env.PORT ?? 8570),
      servicePortBase: Number(env.SERVICE_PORT_BASE ?? 5170),
      database: `wellness_chaos_${Date.now().toString(36)}`,
      redis,
      mariadb,
      mysqlServerUrl: mariadb.url(''),
      logFile: path.join(resultsDir, 'chaos-stack.log'),
      log,
    });
    const text = report(result, { duration, participants });
    console.info(`\n${text}`);
    writeFileSync(
      path.join(resultsDir, 'chaos.json'),
      JSON.stringify(
        { date: new Date().toISOString(), loadAtStart, loadAtEnd: loadavg(), ...result },
        null,
        2,
      ),
    );
    failed = !result.passed;
  } finally {
    await redis.stop();
    await mariadb.stop('SIGTERM');
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
