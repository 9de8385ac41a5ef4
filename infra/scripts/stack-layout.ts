/**
 * Which processes `npm start` runs and on which ports: replica 1 of each at the usual offsets
 * from SERVICE_PORT_BASE, replica k in the block base + 10·(k − 1) (root README "Replicas").
 */

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

export interface ProcessSpec {
  service: ServiceName;
  entry: string;
  port: number;
  env?: NodeJS.ProcessEnv;
}

/** A process to start: its spec at one replica's port, and its label in the output. */
export interface Instance extends ProcessSpec {
  name: string;
  replica: number;
}

/** The mail catcher's SMTP and web ports: e-mail never leaves this machine. */
export const catcherPorts = (base: number) => ({ smtp: base + 5, web: base + 6 });
/** The local OpenID provider of the SSO demo (services/oidc-provider). */
export const providerIssuer = (base: number) => `http://localhost:${base + 7}`;
export const ssoOrigin = (port: number) =>
  `http://sso.${process.env.BASE_DOMAIN ?? 'localhost'}:${port}`;

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

/**
 * Ports fetch refuses to call (the WHATWG Fetch standard's "bad ports"): start-up's readiness
 * checks and the edge's route table use fetch, so a process there would never look ready.
 */
const FETCH_BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

/** Refuses a layout that puts a process on a port fetch will not call, naming it. */
export function checkPorts(instances: readonly Instance[]): void {
  const bad = instances.find((instance) => FETCH_BAD_PORTS.has(instance.port));
  if (bad) {
    throw new Error(
      `Port ${bad.port} (${bad.name}) is one that fetch refuses to call; choose another PORT or SERVICE_PORT_BASE`,
    );
  }
}

const isReplicated = (service: ServiceName) =>
  (REPLICATED_SERVICES as readonly string[]).includes(service);

/**
 * Every instance to start: each replicated process `replicas` times (replica k on
 * replicaPort), the others once; then the edge, which learns every replica's URL as a
 * comma-separated list per service (services/edge README).
 */
export function instancesOf(
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
