import path from 'node:path';
import type { Config } from 'jest';

// One Jest project per workspace. Sources are transformed by SWC (no type-check here:
// `npm run typecheck` does that once for the whole tree).
const swc: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true, decorators: true },
        transform: {
          legacyDecorator: true,
          decoratorMetadata: false,
          react: { runtime: 'automatic' },
        },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const aliases = {
  '^@wellness/shared-ui$': '<rootDir>/../shared-ui/src/index.ts',
  '^@wellness/shared-ui/testing$': '<rootDir>/../shared-ui/src/testing/index.ts',
  '^@wellness/platform$': '<rootDir>/../services/platform/src/index.ts',
  '^@wellness/platform/testing$': '<rootDir>/../services/platform/src/testing/index.ts',
  '^@wellness/platform/faults$': '<rootDir>/../services/platform/src/testing/faults.ts',
  '^@wellness/schema$': '<rootDir>/../services/schema/src/index.ts',
  '^@wellness/work-images$': '<rootDir>/../services/work-images/src/index.ts',
  '^@wellness/oidc-provider/testing$': '<rootDir>/../services/oidc-provider/src/testing.ts',
  '\\.(css)$': 'identity-obj-proxy',
  // Exports only `import` conditions, which Jest's require does not match: its Node entry.
  '^file-type$': '<rootDir>/../node_modules/file-type/index.js',
};

// ESM-only packages that Jest (on Node 20) cannot require: compiled to CommonJS like our sources.
const esmOnly = [
  // openid-client (services/participant's single sign-on) and the packages it imports.
  'openid-client',
  'oauth4webapi',
  'jose',
  'cookie',
  'marked',
  // file-type (social uploads) and the packages it imports.
  'file-type',
  'strtok3',
  'token-types',
  'uint8array-extras',
  '@tokenizer/inflate',
  '@borewit/text-codec',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];

const serviceProject = (name: string): Config => ({
  displayName: `services/${name}`,
  rootDir: `services/${name}`,
  testEnvironment: 'node',
  transform: swc,
  transformIgnorePatterns,
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  setupFilesAfterEnv: [path.join(__dirname, 'services/platform/src/testing/jest-setup.ts')],
  moduleNameMapper: Object.fromEntries(
    Object.entries(aliases).map(([k, v]) => [k, v.replace('<rootDir>/..', '<rootDir>/../..')]),
  ),
});

const webProject = (name: string): Config => ({
  displayName: name,
  rootDir: name,
  testEnvironment: 'jsdom',
  transform: swc,
  transformIgnorePatterns,
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    ...aliases,
    '^mfe_(participant|social|admin)/(.*)$': '<rootDir>/../shared-ui/src/testing/remote-stub.ts',
  },
  setupFiles: ['<rootDir>/../shared-ui/src/testing/jsdom-polyfills.ts'],
  setupFilesAfterEnv: [
    '<rootDir>/../shared-ui/src/testing/setup-tests.ts',
    // The shell's lazy parts, loaded up front (shell/src/testing/preload-lazy-parts.ts).
    ...(name === 'shell' ? ['<rootDir>/src/testing/preload-lazy-parts.ts'] : []),
  ],
});

/** Suites over the whole product: every route of every service, the production build configs. */
const guardrails: Config = {
  ...serviceProject('guardrails'),
  displayName: 'guardrails',
  rootDir: 'infra',
  testMatch: ['<rootDir>/guardrails/**/*.test.ts'],
  moduleNameMapper: aliases,
};

/** The benchmark's own logic (options, the interleaved run's medians and verdict): no backends. */
const benchTools: Config = {
  ...guardrails,
  displayName: 'infra/bench',
  testMatch: ['<rootDir>/bench/**/*.test.ts'],
};

/**
 * The start script's supervision (real processes), the Kubernetes manifests and the short
 * chaos run (a whole stack under faults).
 */
const infraTools: Config = {
  ...guardrails,
  displayName: 'infra',
  testMatch: [
    '<rootDir>/scripts/**/*.test.ts',
    '<rootDir>/deploy/**/*.test.ts',
    '<rootDir>/chaos/**/*.test.ts',
  ],
};

/** Two of each service and gateway behind the edge, in one process, on the real MariaDB and Redis. */
const replicas: Config = {
  ...guardrails,
  displayName: 'infra/replicas',
  testMatch: ['<rootDir>/replicas/**/*.test.ts'],
};

const config: Config = {
  maxWorkers: 2,
  // A worker whose heap has grown past this after a test file is replaced by a fresh one. The
  // heaps grow from file to file (2-2.5 GB of memory per worker late in a fresh clone's run),
  // and a large heap costs every later file more garbage collection (README "Commands").
  workerIdleMemoryLimit: '1GB',
  projects: [
    ...[
      'schema',
      'platform',
      'participant',
      'social',
      'admin',
      'realtime',
      'edge',
      'worker',
      'mail-catcher',
    ].map(serviceProject),
    guardrails,
    benchTools,
    infraTools,
    replicas,
    ...['shared-ui', 'shell', 'mfe-participant', 'mfe-social', 'mfe-admin'].map(webProject),
  ],
};

export default config;
