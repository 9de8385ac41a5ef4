import path from 'node:path';
import { spawnChild } from './child-process';
import type { Output } from './child-process';
import { buildFrontEnds, prepareBackends } from './prepare';
import type { BuildMode } from './prepare';
import { supervise } from './supervisor';
import type { Backoff, Supervised } from './supervisor';

export const REPO_ROOT = path.resolve(__dirname, '../..');

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

/** The processes `--replicas` multiplies; the edge, mail catcher and OpenID provider are single. */
export const REPLICATED_SERVICES = [
  'participant',
  'social',
  'admin',
  'realtime',
  'worker',
] as const;
export type ServiceName =
  (typeof REPLICATED_SERVICES)[number] | 'edge' | 'mail-catcher' | 'oidc-provider';

/** One supervised process of the stack: which service, which replica of it, on which port. */
export interface StackProcess extends Supervised {
  service: ServiceName;
  /** 1 for the first (or only) instance, 2 for the second... */
  replica: number;
  /** Its HTTP port (/healthz, /readyz; the worker's is health only). */
  port: number;
}

/** Replica blocks are 10 ports apart: 9 replicas stay within base..base + 87. */
export const MAX_REPLICAS = 9;

/** Replica k of a process whose first instance listens on `port` (base + offset). */
export const replicaPort = (port: number, replica: number) => port + 10 * (replica - 1);

/** `--replicas N` or REPLICAS=N, checked: a whole number from 1 to MAX_REPLICAS. */
export function parseReplicas(value: string | number | undefined): number {
  if (value === undefined || value === '') return 1;
  const replicas = Number(value);
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > MAX_REPLICAS) {
    throw new Error(`Replicas must be a whole number from 1 to ${MAX_REPLICAS} (got ${value})`);
  }
  return replicas;
}

/** The reports account's password on a developer's or CI machine (services/admin README). */
const LOCAL_REPORTS_PASSWORD = 'wellness-reports-local';

interface ProcessSpec {
  service: ServiceName;
  entry: string;
  port: number;
  env?: NodeJS.ProcessEnv;
}

/** A process to start: its spec at one replica's port, and its label in the output. */
interface Instance extends ProcessSpec {
  name: string;
  replica: number;
}

/** The mail catcher's SMTP and web ports: e-mail never leaves this machine. */
const catcherPorts = (base: number) => ({ smtp: base + 5, web: base + 6 });
/** The local OpenID provider of the SSO demo (services/oidc-provider). */
const providerIssuer = (base: number) => `http://localhost:${base + 7}`;
const ssoOrigin = (port: number) => `http://sso.${process.env.BASE_DOMAIN ?? 'localhost'}:${port}`;

function processSpecs(port: number, base: number): ProcessSpec[] {
  const catcher = catcherPorts(base);
  return [
    { service: 'participant', entry: 'services/participant/src/server.ts', port: base },
    { service: 'social', entry: 'services/social/src/server.ts', port: base + 1 },
    {
      service: 'admin',
      entry: 'services/admin/src/server.ts',
      port: base + 2,
      // The service has no default: this machine's stack supplies a local one.
      env: { REPORTS_MYSQL_PASSWORD: process.env.REPORTS_MYSQL_PASSWORD || LOCAL_REPORTS_PASSWORD },
    },
    { service: 'realtime', entry: 'services/realtime/src/server.ts', port: base + 3 },
    {
      service: 'mail-catcher',
      entry: 'services/mail-catcher/src/server.ts',
      port: catcher.web,
      env: { SMTP_PORT: String(catcher.smtp) },
    },
    {
      service: 'oidc-provider',
      entry: 'services/oidc-provider/src/server.ts',
      port: base + 7,
      env: { OIDC_ISSUER: providerIssuer(base), OIDC_PRODUCT_ORIGINS: ssoOrigin(port) },
    },
    {
      service: 'worker',
      entry: 'services/worker/src/server.ts',
      port: base + 4,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${catcher.smtp}`,
        // Links in e-mails lead to the edge: http://{subdomain}.localhost:8080/unsubscribe?…
        PUBLIC_HOST: `${process.env.BASE_DOMAIN ?? 'localhost'}:${port}`,
      },
    },
  ];
}

const isReplicated = (service: ServiceName) =>
  (REPLICATED_SERVICES as readonly string[]).includes(service);

/**
 * Every instance to start: each replicated process `replicas` times (replica k on
 * replicaPort), the others once; then the edge, which learns every replica's URL as a
 * comma-separated list per service (services/edge README).
 */
function instancesOf(
  port: number,
  base: number,
  replicas: number,
): { services: Instance[]; edge: Instance } {
  const services = processSpecs(port, base).flatMap((spec) =>
    Array.from({ length: isReplicated(spec.service) ? replicas : 1 }, (_, i) => ({
      ...spec,
      replica: i + 1,
      port: replicaPort(spec.port, i + 1),
      name: replicas > 1 && isReplicated(spec.service) ? `${spec.service}-${i + 1}` : spec.service,
    })),
  );
  const urls = (service: ServiceName) =>
    services
      .filter((instance) => instance.service === service)
      .map((instance) => `http://127.0.0.1:${instance.port}`)
      .join(',');
  const edge: Instance = {
    service: 'edge',
    name: 'edge',
    replica: 1,
    entry: 'services/edge/src/server.ts',
    port,
    env: {
      PARTICIPANT_URL: urls('participant'),
      SOCIAL_URL: urls('social'),
      ADMIN_URL: urls('admin'),
      REALTIME_URL: urls('realtime'),
    },
  };
  return { services, edge };
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

  const { seeded } = await prepareBackends(mysqlUrl, redisUrl, {
    issuer: providerIssuer(base),
    signedOut: `${providerIssuer(base)}/signed-out`,
  });
  output(seeded ? 'Database migrated and seeded with the demo data' : 'Database migrated');
  await buildFrontEnds(REPO_ROOT, options.build ?? 'if-missing', output, signal);
  signal?.throwIfAborted();

  const processes: StackProcess[] = [];
  const stop = async () => {
    process.removeListener('exit', killAll);
    await Promise.all(processes.map((supervised) => supervised.stop()));
  };
  // Last resort if the parent exits without stop(): no orphaned servers holding the ports.
  const killAll = () => processes.forEach(({ child }) => child.process.kill('SIGKILL'));
  process.once('exit', killAll);

  const specs = instancesOf(port, base, replicas);
  const labelWidth = Math.max(...[...specs.services, specs.edge].map((spec) => spec.name.length));
  const start = async (spec: Instance) => {
    const supervised = supervise({
      name: spec.name,
      spawn: () =>
        spawnChild({
          name: spec.name,
          command: process.execPath,
          args: ['--import', 'tsx', spec.entry],
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
