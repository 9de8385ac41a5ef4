import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { validate as lintDockerfile } from 'dockerfile-utils';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { parse } from 'yaml';
import { loadConfig } from '@wellness/platform';
import { loadReportsConfig } from '../../services/admin/src/config';
import { loadEdgeConfig } from '../../services/edge/src/config';
import { loadSocialSettings } from '../../services/social/src/config';
import { loadWorkerConfig } from '../../services/worker/src/config';
import { SERVICE_ENTRIES, bundleOf } from '../scripts/build-services';
import { kustomize, podSpecOf } from './kustomize';
import type { Container, Manifest } from './kustomize';

const ROOT = path.resolve(__dirname, '../..');
const DEPLOY = __dirname;
const OVERLAYS = ['production', 'staging'];

/** Validates against the Kubernetes OpenAPI schemas (kubernetes-models: types, required fields, enums). */
const MODELS: Record<string, { new (data: never): { validate(): void } }> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
};

/** The secret's keys: the example lists them (it is never applied; README "Secrets"). */
const exampleSecret = parse(
  readFileSync(path.join(DEPLOY, 'base/secrets.example.yaml'), 'utf8'),
) as Manifest & { stringData: Record<string, string> };

/** The processes `npm start` runs that a cluster runs too (the mail catcher is for development). */
const PROCESSES = ['edge', 'participant', 'social', 'admin', 'realtime', 'worker'];
/** Scaled by the HPAs; the worker is scaled by hand (README: by queue depth, not CPU). */
const AUTOSCALED = ['edge', 'participant', 'social', 'admin', 'realtime'];

type Labels = Record<string, string>;
const matches = (selector: Labels | undefined, labels: Labels | undefined) =>
  !!selector &&
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels?.[key] === value);

interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Port {
  name?: string;
  containerPort: number;
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string };
    configMapKeyRef?: { name: string; key: string };
  };
}
const portsOf = (container: Container) => (container.ports as Port[] | undefined) ?? [];
const portMatches = (container: Container, port: string | number | undefined) =>
  portsOf(container).some((p) => p.name === port || p.containerPort === port);

describe.each(OVERLAYS)('the %s overlay', (overlay) => {
  const manifests = kustomize(path.join(DEPLOY, 'overlays', overlay));
  const ofKind = (kind: string) => manifests.filter((m) => m.kind === kind);
  const named = (kind: string, name: string) =>
    manifests.find((m) => m.kind === kind && m.metadata.name === name);
  const deployments = ofKind('Deployment');
  const podLabels = (m: Manifest) =>
    (m.spec as { template: { metadata: { labels: Labels } } }).template.metadata.labels;
  const configMaps = ofKind('ConfigMap') as Array<Manifest & { data: Record<string, string> }>;
  const config = named('ConfigMap', 'wellness-config') as Manifest & { data: Labels };
  const workloads = [...deployments, ...ofKind('Job')];

  it('holds only objects valid against the Kubernetes schemas, each named once', () => {
    for (const manifest of manifests) {
      const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
      if (!Model) throw new Error(`No schema for ${manifest.apiVersion} ${manifest.kind}`);
      expect(() => new Model(manifest as never).validate()).not.toThrow();
    }
    const ids = manifests.map((m) => `${m.kind}/${m.metadata.name}`);
    expect(ids).toEqual([...new Set(ids)]);
    const namespace = ofKind('Namespace')[0]?.metadata.name;
    expect(namespace).toBeTruthy();
    for (const manifest of manifests.filter((m) => m.kind !== 'Namespace')) {
      expect(manifest.metadata.namespace).toBe(namespace);
    }
  });

  it('runs every process of the application, each with probes, resources and a PDB', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(
      PROCESSES.map((p) => `wellness-${p}`).sort(),
    );
    for (const deployment of deployments) {
      const spec = deployment.spec as { selector: { matchLabels: Labels } };
      expect(matches(spec.selector.matchLabels, podLabels(deployment))).toBe(true);
      for (const container of podSpecOf(deployment)?.containers ?? []) {
        const where = `${deployment.metadata.name}/${container.name}`;
        const readiness = (container.readinessProbe as Probe | undefined)?.httpGet;
        const liveness = (container.livenessProbe as Probe | undefined)?.httpGet;
        expect({ where, readiness: readiness?.path, liveness: liveness?.path }).toEqual({
          where,
          readiness: '/readyz',
          liveness: '/healthz',
        });
        for (const probe of ['readinessProbe', 'livenessProbe', 'startupProbe']) {
          const port = (container[probe] as Probe | undefined)?.httpGet?.port;
          if (port !== undefined && !portMatches(container, port)) {
            throw new Error(`${where}: ${probe} port ${port} is not a declared containerPort`);
          }
        }
        // The process listens where the probes and the Service look.
        const env = (container.env as EnvVar[] | undefined) ?? [];
        const listening = Number(env.find((e) => e.name === 'PORT')?.value);
        expect(portsOf(container).map((p) => p.containerPort)).toEqual([listening]);
        const resources = container.resources as { requests?: { cpu?: string; memory?: string } };
        expect(resources.requests?.cpu).toBeTruthy();
        expect(resources.requests?.memory).toBeTruthy();
      }
      const budgets = ofKind('PodDisruptionBudget').filter((pdb) =>
        matches(
          (pdb.spec as { selector: { matchLabels: Labels } }).selector.matchLabels,
          podLabels(deployment),
        ),
      );
      expect({ deployment: deployment.metadata.name, budgets: budgets.length }).toEqual({
        deployment: deployment.metadata.name,
        budgets: 1,
      });
    }
  });

  it('starts each container on a bundle the image builds, from one of the two images', () => {
    const images = new Set<string>();
    // The image runs what `npm run build:services` writes (bundles of existing sources).
    const bundles = new Map(SERVICE_ENTRIES.map((source) => [bundleOf(source), source]));
    for (const workload of workloads) {
      for (const container of podSpecOf(workload)?.containers ?? []) {
        const entry = container.args?.[0] ?? '';
        const source = bundles.get(entry) ?? '';
        expect({ entry, source: existsSync(path.join(ROOT, source)) && source }).toEqual({
          entry,
          source: expect.stringMatching(/^services\/[\w-]+\/src\/[\w-]+\.ts$/),
        });
        const image = container.image.split(':')[0];
        images.add(image);
        expect(image).toMatch(
          workload.metadata.name === 'wellness-edge' ? /wellness-edge$/ : /wellness-server$/,
        );
        expect(container.image).toMatch(/:[\w.-]+$/);
      }
    }
    expect(images.size).toBe(2);
  });

  it('gives every Service, HPA, PDB and Ingress something that exists to point at', () => {
    for (const service of ofKind('Service')) {
      const spec = service.spec as {
        selector: Labels;
        ports: Array<{ name: string; targetPort: string | number }>;
      };
      const backing = deployments.filter((d) => matches(spec.selector, podLabels(d)));
      expect({ service: service.metadata.name, backing: backing.length }).toEqual({
        service: service.metadata.name,
        backing: 1,
      });
      for (const port of spec.ports) {
        const containers = podSpecOf(backing[0])?.containers ?? [];
        expect(containers.some((c) => portMatches(c, port.targetPort))).toBe(true);
      }
    }
    for (const hpa of ofKind('HorizontalPodAutoscaler')) {
      const spec = hpa.spec as {
        scaleTargetRef: { kind: string; name: string };
        minReplicas: number;
        maxReplicas: number;
      };
      expect(named(spec.scaleTargetRef.kind, spec.scaleTargetRef.name)).toBeDefined();
      expect(spec.minReplicas).toBeLessThanOrEqual(spec.maxReplicas);
    }
    expect(
      ofKind('HorizontalPodAutoscaler')
        .map((hpa) => (hpa.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name)
        .sort(),
    ).toEqual(AUTOSCALED.map((p) => `wellness-${p}`).sort());
    for (const pdb of ofKind('PodDisruptionBudget')) {
      const selector = (pdb.spec as { selector: { matchLabels: Labels } }).selector.matchLabels;
      expect(deployments.some((d) => matches(selector, podLabels(d)))).toBe(true);
    }
    for (const ingress of ofKind('Ingress')) {
      const spec = ingress.spec as {
        rules: Array<{
          http: {
            paths: Array<{ backend: { service: { name: string; port: { name: string } } } }>;
          };
        }>;
      };
      for (const { backend } of spec.rules.flatMap((rule) => rule.http.paths)) {
        const service = named('Service', backend.service.name);
        expect(service).toBeDefined();
        const ports = (service?.spec as { ports: Array<{ name: string }> }).ports;
        expect(ports.map((p) => p.name)).toContain(backend.service.port.name);
      }
    }
    for (const workload of workloads) {
      const pod = podSpecOf(workload);
      const claims = (
        (pod?.volumes as Array<{ persistentVolumeClaim?: { claimName: string } }>) ?? []
      )
        .map((volume) => volume.persistentVolumeClaim?.claimName)
        .filter(Boolean);
      for (const claim of claims)
        expect(named('PersistentVolumeClaim', claim as string)).toBeDefined();
    }
  });

  it('serves the bare domain and every promotion subdomain, Socket.IO included, over TLS', () => {
    const domain = config.data.BASE_DOMAIN;
    const ingresses = ofKind('Ingress') as Array<
      Manifest & {
        spec: {
          tls: Array<{ hosts: string[]; secretName: string }>;
          rules: Array<{
            host: string;
            http: { paths: Array<{ path: string; backend: { service: { name: string } } }> };
          }>;
        };
      }
    >;
    const routes = ingresses.flatMap((ingress) =>
      ingress.spec.rules.flatMap((rule) =>
        rule.http.paths.map((p) => `${rule.host}${p.path} -> ${p.backend.service.name}`),
      ),
    );
    expect(routes.sort()).toEqual(
      [
        `${domain}/ -> wellness-edge`,
        `*.${domain}/ -> wellness-edge`,
        `${domain}/socket.io -> wellness-realtime`,
        `*.${domain}/socket.io -> wellness-realtime`,
      ].sort(),
    );
    for (const ingress of ingresses) {
      const covered = ingress.spec.tls.flatMap((tls) => tls.hosts);
      for (const rule of ingress.spec.rules) expect(covered).toContain(rule.host);
    }
    const realtime = ingresses.find((i) => i.metadata.name === 'wellness-realtime');
    // The upgrade is kept open well past Socket.IO's 25 s ping.
    expect(
      Number(realtime?.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-read-timeout']),
    ).toBeGreaterThanOrEqual(3600);
    expect(config.data.PUBLIC_HOST).toBe(domain);
  });

  it('migrates the database with a Job on the server image before the rollout', () => {
    const job = named('Job', 'wellness-migrate');
    const container = podSpecOf(job as Manifest)?.containers[0];
    expect(container?.args?.[0]).toBe('services/schema/dist/cli.js');
    expect(['migrate', 'seed']).toContain(container?.args?.[1]);
    const server = podSpecOf(named('Deployment', 'wellness-participant') as Manifest)?.containers[0]
      .image;
    expect(container?.image).toBe(server);
    // deploy.sh applies it first, waits for it, then applies the rest.
    const script = readFileSync(path.join(DEPLOY, 'deploy.sh'), 'utf8');
    expect(script.indexOf('job/wellness-migrate')).toBeGreaterThan(-1);
    expect(script.indexOf('component=migrate')).toBeLessThan(script.indexOf('rollout status'));
  });

  describe('configuration', () => {
    /** A container's environment as Kubernetes gives it (secrets from the example's keys). */
    const environmentOf = (container: Container): NodeJS.ProcessEnv => {
      const env: NodeJS.ProcessEnv = {};
      for (const source of (container.envFrom as Array<{
        configMapRef?: { name: string };
        secretRef?: { name: string };
      }>) ?? []) {
        const map =
          source.configMapRef &&
          configMaps.find((c) => c.metadata.name === source.configMapRef?.name);
        if (source.configMapRef && !map)
          throw new Error(`Missing ConfigMap ${source.configMapRef.name}`);
        Object.assign(env, map?.data);
        if (source.secretRef) {
          expect(source.secretRef.name).toBe(exampleSecret.metadata.name);
          Object.assign(env, exampleSecret.stringData);
        }
      }
      for (const variable of (container.env as EnvVar[] | undefined) ?? []) {
        const secret = variable.valueFrom?.secretKeyRef;
        const mapped = variable.valueFrom?.configMapKeyRef;
        if (secret) {
          expect(secret.name).toBe(exampleSecret.metadata.name);
          if (!(secret.key in exampleSecret.stringData)) {
            throw new Error(`${container.name}: secret key ${secret.key} is not in the secret`);
          }
          env[variable.name] = exampleSecret.stringData[secret.key];
        } else if (mapped) {
          const map = configMaps.find((c) => c.metadata.name === mapped.name);
          if (!map || !(mapped.key in map.data))
            throw new Error(`Missing ${mapped.name}.${mapped.key}`);
          env[variable.name] = map.data[mapped.key];
        } else {
          env[variable.name] = variable.value;
        }
      }
      return env;
    };
    const envOf = (name: string) => {
      const workload = named('Deployment', `wellness-${name}`) ?? named('Job', `wellness-${name}`);
      return environmentOf(podSpecOf(workload as Manifest)?.containers[0] as Container);
    };

    /** Settings whose defaults serve only this machine: a cluster must set each one. */
    const MUST_SET: Record<string, string[]> = {
      edge: [
        'HOST',
        'PORT',
        'PARTICIPANT_URL',
        'SOCIAL_URL',
        'ADMIN_URL',
        'REALTIME_URL',
        'TRUSTED_PROXY_HOPS',
      ],
      participant: [
        'HOST',
        'PORT',
        'MYSQL_URL',
        'REDIS_URL',
        'BASE_DOMAIN',
        'UNSUBSCRIBE_SECRET',
        'TRUSTED_PROXY_HOPS',
      ],
      social: [
        'HOST',
        'PORT',
        'MYSQL_URL',
        'REDIS_URL',
        'BASE_DOMAIN',
        'UNSUBSCRIBE_SECRET',
        'TRUSTED_PROXY_HOPS',
        'UPLOAD_DIR',
      ],
      admin: [
        'HOST',
        'PORT',
        'MYSQL_URL',
        'REDIS_URL',
        'BASE_DOMAIN',
        'UNSUBSCRIBE_SECRET',
        'TRUSTED_PROXY_HOPS',
        'REPORTS_MYSQL_PASSWORD',
      ],
      realtime: ['HOST', 'PORT', 'MYSQL_URL', 'REDIS_URL', 'BASE_DOMAIN', 'TRUSTED_PROXY_HOPS'],
      worker: [
        'HOST',
        'PORT',
        'MYSQL_URL',
        'REDIS_URL',
        'BASE_DOMAIN',
        'UNSUBSCRIBE_SECRET',
        'SMTP_URL',
        'PUBLIC_HOST',
        'PUBLIC_SCHEME',
        'MAIL_FROM',
      ],
      migrate: ['MYSQL_URL'],
    };

    it.each(Object.entries(MUST_SET))('provides what %s needs at start', (name, variables) => {
      const env = envOf(name);
      expect(variables.filter((variable) => !env[variable])).toEqual([]);
    });

    it("passes each process's own start-up validation with the cluster's environment", () => {
      const platform = (name: string) => loadConfig(0, envOf(name));
      for (const name of ['participant', 'social', 'admin', 'realtime']) {
        expect(platform(name)).toMatchObject({
          host: '0.0.0.0',
          baseDomain: config.data.BASE_DOMAIN,
        });
      }
      expect(platform('participant').trustedProxyHops).toBe(2);
      // Only the ingress is in front of the edge and of realtime (the Ingress sends /socket.io there).
      expect(platform('realtime').trustedProxyHops).toBe(1);
      // One URL per service (its Kubernetes Service), read as a list of one.
      expect(loadEdgeConfig(envOf('edge')).services.map((s) => s.urls)).toEqual([
        ['http://wellness-participant:4101'],
        ['http://wellness-social:4102'],
        ['http://wellness-admin:4103'],
      ]);
      expect(loadEdgeConfig(envOf('edge')).trustedProxyHops).toBe(1);
      const worker = loadWorkerConfig(envOf('worker'));
      expect(worker).toMatchObject({ publicScheme: 'https', publicHost: config.data.BASE_DOMAIN });
      expect(worker.smtpUrl).not.toMatch(/127\.0\.0\.1|localhost/);
      expect(loadReportsConfig(envOf('admin')).provisionAccount).toBe(false);
      // Uploads go to the shared volume that every social replica mounts.
      const uploadDir = loadSocialSettings(envOf('social')).uploadDir;
      const mounts = podSpecOf(named('Deployment', 'wellness-social') as Manifest)?.containers[0]
        .volumeMounts as Array<{ name: string; mountPath: string }>;
      expect(mounts).toContainEqual({ name: 'uploads', mountPath: uploadDir });
    });

    it('reaches MySQL and Redis as external services by URL, never the local defaults', () => {
      for (const name of ['participant', 'social', 'admin', 'realtime', 'worker', 'migrate']) {
        const env = envOf(name);
        expect(env.MYSQL_URL).not.toMatch(/127\.0\.0\.1|localhost/);
        if (name !== 'migrate') expect(env.REDIS_URL).not.toMatch(/127\.0\.0\.1|localhost/);
      }
      // No MySQL or Redis of our own, and no mail catcher.
      const images = workloads.flatMap((w) => podSpecOf(w)?.containers.map((c) => c.image) ?? []);
      expect(images.filter((image) => /mysql|mariadb|redis|catcher/i.test(image))).toEqual([]);
    });
  });
});

describe('the settings the code reads', () => {
  /**
   * Every environment variable read under services/*\/src is set by the manifests, or listed
   * here because its default suits a cluster. A new setting fails this test until it is
   * placed: set it in base/config.yaml (or the Secret), or add it below with the reason.
   */
  const DEFAULT_IS_FINE: Record<string, string> = {
    LOG_LEVEL: 'set in the ConfigMap; info by default',
    SESSION_TTL_SECONDS: 'the product rule (platform README)',
    SESSION_TTL_STAY_LOGGED_IN_SECONDS: 'the product rule',
    SESSION_ABSOLUTE_TTL_SECONDS: 'the product rule',
    SESSION_ABSOLUTE_TTL_STAY_LOGGED_IN_SECONDS: 'the product rule',
    LOGIN_RATE_LIMIT_ACCOUNT: 'the product rule',
    LOGIN_RATE_LIMIT_IP: 'the product rule',
    LOGIN_RATE_LIMIT_WINDOW_SECONDS: 'the product rule',
    RATE_LIMIT_ALLOWANCE: 'raised only by the bench, e2e and test stacks',
    REPORTS_STATEMENT_TIMEOUT_SECONDS: 'services/admin default (10 s)',
    REPORTS_POOL_SIZE: 'services/admin default (4)',
    REPORTS_MYSQL_HOST: "null: the host the app's own connection comes from",
    EMAIL_BATCH_SIZE: 'services/worker default',
    EMAIL_SEND_CONCURRENCY: 'services/worker default',
    EMAIL_SEND_INTERVAL_MS: "set per SMTP provider's rate when it has one",
    JOB_LOCK_MS: 'services/worker default (30 s)',
    BACKEND_TIMEOUT_MS: 'services/platform default (5 s); raised only by the Jest apps',
    ROUTE_TABLE_TIMEOUT_MS: 'services/edge default (60 s)',
    ROUTE_TABLE_REFRESH_MS: 'services/edge default (30 s)',
    EDGE_DIST_ROOT: 'the image keeps the bundles where the default looks (/app)',
    SMTP_PORT: 'the mail catcher only (development)',
    MAIL_CATCHER_CAPACITY: 'the mail catcher only (development)',
    OIDC_ISSUER: 'the local OpenID provider only (development and tests)',
    OIDC_CLIENTS: 'the local OpenID provider only (development and tests)',
    OIDC_PRODUCT_ORIGINS: 'the local OpenID provider only (development and tests)',
    TEST_NAMESPACE: 'tests only',
    JEST_WORKER_ID: 'tests only',
  };

  it('are each set by the manifests or have a default fit for a cluster', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? sources(path.join(dir, entry.name))
          : entry.name.endsWith('.ts')
            ? [path.join(dir, entry.name)]
            : [],
      );
    const read = new Set<string>();
    for (const service of readdirSync(path.join(ROOT, 'services'))) {
      const src = path.join(ROOT, 'services', service, 'src');
      if (!existsSync(src)) continue;
      for (const file of sources(src)) {
        for (const match of readFileSync(file, 'utf8').matchAll(/env\.([A-Z][A-Z0-9_]+)/g)) {
          read.add(match[1]);
        }
      }
    }
    const set = new Set<string>(['PORT']);
    for (const overlay of OVERLAYS) {
      for (const manifest of kustomize(path.join(DEPLOY, 'overlays', overlay))) {
        if (manifest.kind === 'ConfigMap')
          Object.keys(manifest.data as object).forEach((k) => set.add(k));
        for (const container of podSpecOf(manifest)?.containers ?? []) {
          ((container.env as EnvVar[] | undefined) ?? []).forEach((e) => set.add(e.name));
        }
      }
    }
    const unplaced = [...read].filter((name) => !set.has(name) && !(name in DEFAULT_IS_FINE));
    expect(unplaced).toEqual([]);
    // The per-class request limits (RATE_LIMIT_<CLASS>_*) are read by a computed name: defaults.
    expect(read.has('MYSQL_URL')).toBe(true);
  });
});

describe('the Dockerfile', () => {
  const file = path.join(DEPLOY, 'Dockerfile');
  const text = readFileSync(file, 'utf8');
  /** Instructions with their continuation lines joined, comments dropped. */
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });

  it('passes the Dockerfile linter (dockerfile-utils)', () => {
    expect(lintDockerfile(text).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('builds the two images the manifests use, from a pinned base, running as a non-root user', () => {
    const args = Object.fromEntries(
      instructions
        .filter((i) => i.keyword === 'ARG' && i.args.includes('='))
        .map((i) => i.args.split('=') as [string, string]),
    );
    const stages: Array<{ name: string; from: string; user?: string }> = [];
    for (const { keyword, args: rest } of instructions) {
      if (keyword === 'FROM') {
        const [from, , name] = rest.split(/\s+/);
        stages.push({
          name,
          from: from.replace(/\$\{(\w+)\}/g, (_, arg: string) => args[arg] ?? ''),
        });
      } else if (keyword === 'USER') stages[stages.length - 1].user = rest;
    }
    const names = stages.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['server', 'edge']));
    for (const stage of stages) {
      if (names.includes(stage.from)) continue;
      expect(stage.from).toMatch(/^node:20\.\d+-[a-z]+-slim$/);
    }
    // The edge stage is built on the server stage, which sets USER node.
    expect(stages.find((s) => s.name === 'server')?.user).toBe('node');
    expect(stages.find((s) => s.name === 'edge')?.from).toBe('server');
    // COPY --from names stages that exist.
    for (const { keyword, args: rest } of instructions) {
      const from = /--from=(\S+)/.exec(rest)?.[1];
      if (keyword === 'COPY' && from) expect(names).toContain(from);
    }
  });

  it("copies every workspace's package.json before installing, and each front end's bundle into the edge", () => {
    const workspaces = (
      JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
        workspaces: string[];
      }
    ).workspaces;
    const copied = instructions
      .filter((i) => i.keyword === 'COPY' && !i.args.includes('--from'))
      .flatMap((i) => i.args.split(/\s+/).slice(0, -1));
    for (const workspace of workspaces) expect(copied).toContain(`${workspace}/package.json`);
    for (const source of copied) {
      if (source !== '.')
        expect({ source, exists: existsSync(path.join(ROOT, source)) }).toEqual({
          source,
          exists: true,
        });
    }
    const bundles = instructions
      .filter((i) => i.keyword === 'COPY' && i.args.startsWith('--from=frontend'))
      .map((i) => i.args.split(/\s+/)[1]);
    const frontEnds = workspaces.filter((w) => existsSync(path.join(ROOT, w, 'rspack.config.ts')));
    expect(frontEnds.length).toBeGreaterThan(0);
    expect(bundles.sort()).toEqual(frontEnds.map((w) => `/app/${w}/dist`).sort());
  });

  it('leaves dependencies, builds and local data out of the build context', () => {
    const ignored = readFileSync(path.join(DEPLOY, 'Dockerfile.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', 'var', '.git']));
  });
});
