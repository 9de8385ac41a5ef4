import { createWriteStream } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { createEmailQueue } from '@wellness/platform';
import type { RedisServer } from '@wellness/platform/faults';
import { startStack } from '../scripts/stack';
import type { ChaosMariaDb } from './backends';
import { chaosProcesses, killReplica, restartMariaDb, restartRedis } from './faults';
import type { Fault, FaultResult } from './faults';
import { gatherCrowd, settleSockets } from './load';
import type { SocketReport } from './load';
import { ReadinessWatch } from './readiness-watch';
import { verifyBadgeJobs, verifyWrites } from './verify';
import type { KindCount } from './verify';
import type { Write } from './writes';

export interface ChaosOptions {
  durationSeconds: number;
  participants: number;
  /** Mean pause between one participant's writes. */
  thinkMs: number;
  /** Names: redis, mariadb, or a service whose replica is killed (participant, realtime...). */
  faults: string[];
  port: number;
  servicePortBase: number;
  database: string;
  redis: RedisServer;
  /** Without it MariaDB is not restarted (the short run uses the machine's shared server). */
  mariadb?: ChaosMariaDb;
  mysqlServerUrl: string;
  /** The stack's and the services' output (every line), apart from the report. */
  logFile: string;
  log: (line: string) => void;
}

export interface ChaosResult {
  writes: KindCount[];
  faults: FaultResult[];
  sockets: SocketReport;
  jobs: { drained: boolean; awards: number; notifications: number };
  replicas: number;
  passed: boolean;
}

function faultOf(name: string): Fault {
  if (name === 'redis') return restartRedis;
  if (name === 'mariadb') return restartMariaDb;
  return killReplica(name);
}

/** Waits until the e-mail queue (badge checks and e-mails) has nothing left to do. */
async function queueDrained(redisUrl: string, prefix: string, timeoutMs = 60_000) {
  const queue = createEmailQueue(redisUrl, prefix);
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const counts = await queue.getJobCounts('wait', 'active', 'delayed', 'failed', 'prioritized');
      const left = counts.wait + counts.active + counts.prioritized + counts.failed;
      if (left === 0) return true;
      if (Date.now() > deadline) return false;
      await sleep(500);
    }
  } finally {
    await queue.close();
  }
}

/**
 * The chaos run: the stack against the run's own Redis (and MariaDB), a crowd of simulated
 * participants writing for `durationSeconds`, the faults one at a time spread over the run,
 * then the checks (README "Faults, with nothing lost").
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const { log } = options;
  const redisPrefix = 'chaos:';
  const mysqlUrl = `${options.mysqlServerUrl.replace(/\/$/, '')}/${options.database}`;
  const redisUrl = options.redis.url;
  const logStream = createWriteStream(options.logFile);
  const output = (line: string) => {
    logStream.write(`${new Date().toISOString()} ${line}\n`);
    if (/exited|ready again|restarting/.test(line)) log(line);
  };
  // Every request comes from 127.0.0.1: the per-address limits would refuse the crowd.
  process.env.RATE_LIMIT_ALLOWANCE = '1000000';
  const stack = await startStack({
    port: options.port,
    servicePortBase: options.servicePortBase,
    mysqlUrl,
    redisUrl,
    redisPrefix,
    build: 'never',
    output,
  });
  let stopWatch = () => undefined as void;
  try {
    const processes = chaosProcesses(stack, options.port, options.servicePortBase);
    const replicas = Math.max(...processes.map((p) => p.replica));
    const redisWatchUrl = `tcp://127.0.0.1:${options.redis.port}`;
    const mariadbWatchUrl = `tcp://${new URL(options.mysqlServerUrl).host}`;
    const watch = new ReadinessWatch([
      ...processes.map((p) => p.readyUrl),
      redisWatchUrl,
      mariadbWatchUrl,
    ]);
    stopWatch = () => watch.stop();
    log(`stack ready: ${processes.map((p) => p.label).join(', ')}`);
    const target = {
      origin: `http://127.0.0.1:${options.port}`,
      host: `demo.localhost:${options.port}`,
    };
    const crowd = await gatherCrowd(
      target,
      { mysqlUrl, redisUrl, redisPrefix },
      options.participants,
      options.thinkMs,
    );
    log(
      `${options.participants} participants signed in, sockets joined; writing for ${options.durationSeconds} s`,
    );

    const startedAt = Date.now();
    const until = startedAt + options.durationSeconds * 1000;
    // A write still unanswered after the load ends keeps retrying a little longer.
    const giveUpAt = until + 60_000;
    const writes: Write[] = [];
    const load = Promise.all(crowd.participants.map((p) => p.run(until, giveUpAt, writes)));

    const results: FaultResult[] = [];
    const faults = options.faults.map(faultOf);
    const gap = (options.durationSeconds * 1000) / (faults.length + 1);
    for (const [index, fault] of faults.entries()) {
      const at = startedAt + gap * (index + 1);
      if (at > Date.now()) await sleep(at - Date.now());
      const result = await fault.inject({
        watch,
        redisWatchUrl,
        mariadbWatchUrl,
        processes,
        redis: options.redis,
        mariadb: options.mariadb!,
        log,
      });
      log(
        `  ${result.fault}: every process ready ${result.recoverySeconds.toFixed(1)} s after (slowest ${result.slowest})`,
      );
      results.push(result);
    }
    await load;
    log(`load done: ${writes.length} writes`);

    const sockets = await settleSockets(crowd, writes);
    const drained = await queueDrained(redisUrl, redisPrefix);
    const badges = await verifyBadgeJobs(mysqlUrl, crowd.userIds);
    const counts = await verifyWrites(mysqlUrl, crowd.promotionId, writes);
    crowd.sockets.forEach((socket) => socket.close());

    const passed =
      counts.every((c) => c.lost === 0 && c.duplicated === 0) &&
      counts.some((c) => c.acknowledged > 0) &&
      results.every((r) => r.late.length === 0) &&
      sockets.connected === sockets.sockets &&
      sockets.joined === sockets.sockets &&
      sockets.missingMessages === 0 &&
      drained &&
      badges.awards === badges.notifications;
    return {
      writes: counts,
      faults: results,
      sockets,
      jobs: { drained, ...badges },
      replicas,
      passed,
    };
  } finally {
    stopWatch();
    await stack.stop();
    logStream.end();
  }
}
