import path from 'node:path';
import { buildServices, bundleOf } from './build-services';
import { spawnChild } from './child-process';
import type { Output } from './child-process';
import { buildFrontEnds, prepareBackends } from './prepare';
import type { BuildMode } from './prepare';
import { supervise } from './supervisor';
import type { Backoff, Supervised } from './supervisor';
import {
  catcherPorts,
  checkPorts,
  instancesOf,
  parseReplicas,
  providerIssuer,
  ssoOrigin,
} from './stack-layout';
import type { Instance, ServiceName } from './stack-layout';

export { MAX_REPLICAS, parseReplicas, replicaPort, REPLICATED_SERVICES } from './stack-layout';
export type { ServiceName } from './stack-layout';

export const REPO_ROOT = path.resolve(__dirname, '../..');

/**
 * How the stack runs a process: its bundle (`buildServices`), with stack traces that name the
 * TypeScript sources. The images run the same (infra/deploy/Dockerfile).
 */
export const serviceArgs = (entry: string) => ['--enable-source-maps', bundleOf(entry)];

export interface StackOptions {
  /** The edge's port: the one origin (env PORT, default 8080). */
  port?: number;
  mysqlUrl?: string;
  redisUrl?: string;
  redisPrefix?: string;
  /**
   * participant = base, social = base + 1, admin = base + 2, realtime = base + 3, worker's
   * health = base + 4, mail catcher's SMTP = base + 5 and its web page = base + 6, the local
   * OpenID provider = base + 7 (default 4101). Replica k (k ≥ 2) of the replicated processes
   * uses the same offsets in the block base + 10·(k − 1) (`replicaPort`).
   */
  servicePortBase?: number;
  /**
   * Instances of each replicated process: participant, social, admin, realtime and worker
   * (default env REPLICAS, else 1; at most MAX_REPLICAS). The edge balances across them.
   */
  replicas?: number;
  /** LOG_LEVEL of every process (default env LOG_LEVEL, else warn: warnings and errors only). */
  logLevel?: string;
  /** Build the front ends when a build is missing (default), always, or never. */
  build?: BuildMode;
  /** Where the processes' prefixed output goes (default stdout). */
  output?: Output;
  /** How long each process may take to answer /readyz. */
  readyTimeoutMs?: number;
  /** The pauses before a process that died is started again (supervisor.ts DEFAULT_BACKOFF). */
  backoff?: Backoff;
  /** Aborting stops whatever has started and rejects. */
  signal?: AbortSignal;
}

export interface Stack {
  /** The edge, e.g. http://localhost:8080 (default promotion). */
  url: string;
  /** The demo promotion's origin, e.g. http://demo.localhost:8080. */
  demoUrl: string;
  /** The mail catcher's page of every e-mail the stack sent, e.g. http://localhost:4107. */
  mailUrl: string;
  /** Where the worker sends e-mail: the catcher's SMTP server. */
  smtpUrl: string;
  /** The SSO demo's promotion (its organization signs in through `ssoIssuer`). */
  ssoUrl: string;
  /** The local OpenID provider, e.g. http://localhost:4108. */
  ssoIssuer: string;
  /** The processes' LOG_LEVEL. */
  logLevel: string;
  /** Stops every process (and every pending restart); resolves when all have ended. */
  stop(): Promise<void>;
  /** Instances of each replicated process (participant, social, admin, realtime, worker). */
  replicas: number;
  /**
   * The supervised processes: one that ends on its own is started again with backoff while
   * the others keep serving (supervisor.ts). Each names its service and replica index.
   */
  processes: readonly StackProcess[];
}

/** One supervised process of the stack: which service, which replica of it, on which port. */
export interface StackProcess extends Supervised {
  service: ServiceName;
  /** 1 for the first (or only) instance, 2 for the second... */
  replica: number;
  /** Its HTTP port (/healthz, /readyz; the worker's is health only). */
  port: number;
}

/**
 * Starts the whole application on this machine: checks MySQL and Redis, migrates and
 * seeds, builds missing front ends, then runs the services and the edge as child processes
 * and waits until each is ready. Used by `npm start` and the Playwright global setup.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const env = process.env;
  const port = options.port ?? Number(env.PORT ?? 8080);
  const mysqlUrl = options.mysqlUrl ?? env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/wellness';
  const redisUrl = options.redisUrl ?? env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = options.redisPrefix ?? env.REDIS_PREFIX ?? 'wellness:';
  const base = options.servicePortBase ?? Number(env.SERVICE_PORT_BASE ?? 4101);
  const replicas = parseReplicas(options.replicas ?? env.REPLICAS);
  const output = options.output ?? ((line: string) => process.stdout.write(`${line}\n`));
  const readyTimeoutMs = options.readyTimeoutMs ?? 120_000;
  const logLevel = options.logLevel ?? env.LOG_LEVEL ?? 'warn';
  const { signal } = options;

  const specs = instancesOf(port, base, replicas);
  checkPorts([...specs.services, specs.edge]);

  const { seeded } = await prepareBackends(mysqlUrl, redisUrl, {
    issuer: providerIssuer(base),
    signedOut: `${providerIssuer(base)}/signed-out`,
  });
  output(seeded ? 'Database migrated and seeded with the demo data' : 'Database migrated');
  await buildFrontEnds(REPO_ROOT, options.build ?? 'if-missing', output, signal);
  // The processes run as JavaScript bundles (build-services.ts), rebuilt from the sources on
  // every start: esbuild takes about a second, and a restart then compiles nothing.
  const built = await buildServices(REPO_ROOT);
  if (built.written) output(`Built the services in ${(built.ms / 1000).toFixed(1)} s`);
  signal?.throwIfAborted();

  const processes: StackProcess[] = [];
  const stop = async () => {
    await Promise.all(processes.map((supervised) => supervised.stop()));
    // Kept until every process has ended: should this one exit while they stop, they go too.
    process.removeListener('exit', killAll);
  };
  // Last resort if the parent exits without stop(): no orphaned servers holding the ports.
  const killAll = () => processes.forEach(({ child }) => child.process.kill('SIGKILL'));
  process.once('exit', killAll);

  const labelWidth = Math.max(...[...specs.services, specs.edge].map((spec) => spec.name.length));
  const start = async (spec: Instance) => {
    const supervised = supervise({
      name: spec.name,
      spawn: () =>
        spawnChild({
          name: spec.name,
          command: process.execPath,
          args: serviceArgs(spec.entry),
          cwd: REPO_ROOT,
          env: {
            ...env,
            MYSQL_URL: mysqlUrl,
            REDIS_URL: redisUrl,
            REDIS_PREFIX: redisPrefix,
            LOG_LEVEL: logLevel,
            HOST: '127.0.0.1',
            PORT: String(spec.port),
            ...spec.env,
          },
          output,
          labelWidth,
        }),
      readyUrl: `http://127.0.0.1:${spec.port}/readyz`,
      output,
      backoff: options.backoff,
    });
    processes.push(
      Object.assign(supervised, { service: spec.service, replica: spec.replica, port: spec.port }),
    );
    await supervised.started({ timeoutMs: readyTimeoutMs, signal });
  };

  const abort = () => void stop();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    await Promise.all(specs.services.map(start));
    // The edge reads the services' route declarations at start: it goes last.
    await start(specs.edge);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    signal?.removeEventListener('abort', abort);
  }

  return {
    url: `http://localhost:${port}`,
    demoUrl: `http://demo.localhost:${port}`,
    mailUrl: `http://localhost:${catcherPorts(base).web}`,
    smtpUrl: `smtp://127.0.0.1:${catcherPorts(base).smtp}`,
    ssoUrl: ssoOrigin(port),
    ssoIssuer: providerIssuer(base),
    logLevel,
    replicas,
    stop,
    processes,
  };
}
