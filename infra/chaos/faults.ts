import { setTimeout as sleep } from 'node:timers/promises';
import type { RedisServer } from '@wellness/platform/faults';
import type { Stack } from '../scripts/stack';
import type { Supervised } from '../scripts/supervisor';
import type { ChaosMariaDb } from './backends';
import type { ReadinessWatch } from './readiness-watch';

/** One process of the stack as the chaos run sees it. */
export interface ChaosProcess {
  label: string;
  service: string;
  replica: number;
  readyUrl: string;
  supervised: Supervised;
}

/** Where each process listens when the stack does not say (one replica each: stack.ts). */
const OFFSETS: Record<string, number> = {
  participant: 0,
  social: 1,
  admin: 2,
  realtime: 3,
  worker: 4,
  'mail-catcher': 6,
  'oidc-provider': 7,
};

/**
 * The stack's processes with their service, replica and readiness URL. A stack with replicas
 * names them (`service`, `replica`, `port`); one without has one instance of each.
 */
export function chaosProcesses(stack: Stack, edgePort: number, base: number): ChaosProcess[] {
  return stack.processes.map((supervised) => {
    const named = supervised as Supervised & { service?: string; replica?: number; port?: number };
    const service = named.service ?? supervised.name;
    const port = named.port ?? (service === 'edge' ? edgePort : base + OFFSETS[service]);
    const replica = named.replica ?? 1;
    return {
      label: supervised.name,
      service,
      replica,
      readyUrl: `http://127.0.0.1:${port}/readyz`,
      supervised,
    };
  });
}

/** What one fault did and how long the stack took to be whole again. */
export interface FaultResult {
  fault: string;
  /**
   * From the dependency's return until every process using it was ready; for a kill, until
   * the service was ready again on some replica.
   */
  recoverySeconds: number;
  /** The slowest process, or for a kill the killed instance's own restart time. */
  slowest: string;
  /** Processes not ready within the limit, if any. */
  late: string[];
}

/** The bound: every process ready within 10 s of its dependency returning. */
export const RECOVERY_LIMIT_SECONDS = 10;
const DOWN_MS = 4000;
const GIVE_UP_MS = 60_000;

/**
 * Waits until each process was ready again at or after `since` (from the readiness watch's
 * history); returns the slowest, in seconds from `since`.
 */
async function untilReady(
  watch: ReadinessWatch,
  processes: ChaosProcess[],
  since: number,
  { afterDown = false } = {},
) {
  const deadline = Date.now() + GIVE_UP_MS;
  const readyAt = () => processes.map((p) => watch.readyAt(p.readyUrl, since, { afterDown }));
  while (readyAt().some((at) => at === undefined) && Date.now() < deadline) await sleep(100);
  const times = readyAt().map((at, index) => ({
    label: processes[index].label,
    seconds: at === undefined ? Infinity : (at - since) / 1000,
  }));
  const slowest = times.reduce((a, b) => (b.seconds > a.seconds ? b : a));
  return {
    recoverySeconds: slowest.seconds,
    slowest: slowest.label,
    late: times.filter((t) => t.seconds > RECOVERY_LIMIT_SECONDS).map((t) => t.label),
  };
}

/** When the watch saw a dependency accept connections again after it went down. */
async function returned(watch: ReadinessWatch, url: string, stoppedAt: number): Promise<number> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    const at = watch.readyAt(url, stoppedAt, { afterDown: true });
    if (at !== undefined) return at;
    if (Date.now() > deadline) return Date.now();
    await sleep(50);
  }
}

/** Processes that use MySQL and Redis (all but the mail catcher and the OpenID provider). */
const usesBackends = (process: ChaosProcess) =>
  !['mail-catcher', 'oidc-provider'].includes(process.service);

export interface Faults {
  processes: ChaosProcess[];
  watch: ReadinessWatch;
  /** The watch's URLs of Redis and MariaDB (`tcp://127.0.0.1:port`). */
  redisWatchUrl: string;
  mariadbWatchUrl: string;
  redis: RedisServer;
  mariadb: ChaosMariaDb;
  log: (line: string) => void;
}

export type Fault = { name: string; inject: (faults: Faults) => Promise<FaultResult> };

export const restartRedis: Fault = {
  name: 'restart Redis',
  async inject({ processes, watch, redis, redisWatchUrl, log }) {
    log('fault: Redis stops (SHUTDOWN SAVE)');
    const stoppedAt = Date.now();
    await redis.stop({ save: true });
    await sleep(DOWN_MS);
    await redis.start();
    const back = await returned(watch, redisWatchUrl, stoppedAt);
    log('fault: Redis is back');
    return {
      fault: 'restart Redis',
      ...(await untilReady(watch, processes.filter(usesBackends), back)),
    };
  },
};

export const restartMariaDb: Fault = {
  name: 'restart MariaDB',
  async inject({ processes, watch, mariadb, mariadbWatchUrl, log }) {
    log('fault: MariaDB killed (SIGKILL)');
    const stoppedAt = Date.now();
    await mariadb.stop('SIGKILL');
    await sleep(DOWN_MS);
    await mariadb.start();
    const back = await returned(watch, mariadbWatchUrl, stoppedAt);
    log('fault: MariaDB is back');
    return {
      fault: 'restart MariaDB',
      ...(await untilReady(watch, processes.filter(usesBackends), back)),
    };
  },
};

/**
 * SIGKILL of one instance of a service; with replicas, the last one (the others serve on).
 * Its recovery is the time until the service answers ready again on any replica (0 when
 * another replica was serving all along); the killed one's own restart is reported beside it.
 */
export function killReplica(service: string): Fault {
  const name = `kill ${service}`;
  return {
    name,
    async inject({ processes, watch, log }) {
      const instances = processes.filter((p) => p.service === service);
      const victim = instances[instances.length - 1];
      const instance = victim.supervised.child;
      const exited = instance.exited;
      log(`fault: SIGKILL ${victim.label} (replica ${victim.replica} of ${instances.length})`);
      const killedAt = Date.now();
      instance.process.kill('SIGKILL');
      await exited;
      const others = instances.filter((p) => p !== victim);
      const serviceBack = others.length
        ? (await untilReady(watch, others, killedAt)).recoverySeconds
        : undefined;
      const restarted = await untilReady(watch, [victim], killedAt, { afterDown: true });
      const recoverySeconds = serviceBack ?? restarted.recoverySeconds;
      return {
        fault: `${name} (replica ${victim.replica} of ${instances.length})`,
        recoverySeconds,
        slowest: `${victim.label} restarted and ready in ${restarted.recoverySeconds.toFixed(1)} s`,
        late: recoverySeconds > RECOVERY_LIMIT_SECONDS ? [victim.label] : [],
      };
    },
  };
}
