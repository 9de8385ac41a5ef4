// One lint preset for every workspace. Front-end apps keep the bulletproof-react import
// direction (shared-ui -> features -> app) and features never import each other; services
// keep their one shape (see serviceBoundaries).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const apps = ['shell', 'mfe-participant', 'mfe-social', 'mfe-admin'];

const foldersOf = (...parts) => {
  const dir = path.join(import.meta.dirname, ...parts);
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
};

const featuresOf = (app) => foldersOf(app, 'src', 'features');

const featureBoundaries = apps.map((app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          // One zone per feature: it may import itself, never a sibling feature.
          ...featuresOf(app).map((feature) => ({
            target: `./${app}/src/features/${feature}`,
            from: `./${app}/src/features`,
            except: [`./${feature}`],
            message:
              'Features never import each other; lift shared code to src/components or shared-ui.',
          })),
          {
            target: [`./${app}/src/features`, `./${app}/src/components`, `./${app}/src/lib`],
            from: `./${app}/src/app`,
            message: 'Imports flow shared-ui -> features -> app, never back.',
          },
        ],
      },
    ],
  },
}));

const sharedUiBoundary = {
  files: ['shared-ui/src/**/*.{ts,tsx}'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: './shared-ui/src',
            from: apps.map((a) => `./${a}/src`),
            message: 'shared-ui never imports from apps.',
          },
        ],
      },
    ],
  },
};

/**
 * Services: one shape (services/README.md, "Shape of a service"). Domain code never reaches
 * into HTTP; a resource's routes never import a sibling resource (the shared routes/schemas.ts
 * aside); a domain area is reached from outside only through its index.ts; services never
 * import one another's sources (they share services/platform and services/schema).
 */
const shapedServices = ['participant', 'social', 'admin'];
const serviceApps = ['participant', 'social', 'admin', 'realtime', 'edge'];

const shapeZones = (service) => {
  const src = `./services/${service}/src`;
  const http = [`${src}/routes`, `${src}/plugins`, `${src}/app.ts`, `${src}/server.ts`];
  const areas = foldersOf('services', service, 'src', 'domain');
  return [
    {
      target: `${src}/domain`,
      from: http,
      message: 'Domain code never imports routes, plugins or the app: routes call the domain.',
    },
    ...foldersOf('services', service, 'src', 'routes').map((resource) => ({
      target: `${src}/routes/${resource}`,
      from: `${src}/routes`,
      except: [`./${resource}`, './schemas.ts'],
      message: 'A resource never imports a sibling resource; share schemas in routes/schemas.ts.',
    })),
    ...areas.map((area) => ({
      target: [
        ...http,
        `${src}/index.ts`,
        ...areas.filter((other) => other !== area).map((other) => `${src}/domain/${other}`),
      ],
      from: `${src}/domain/${area}`,
      except: ['./index.ts'],
      message: `Import the ${area} area through its index.ts (domain/${area}), not its files.`,
    })),
  ];
};

const serviceBoundaries = [...serviceApps, 'platform', 'schema', 'work-images'].map((service) => ({
  files: [`services/${service}/**/*.ts`],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...(shapedServices.includes(service) ? shapeZones(service) : []),
          {
            target: `./services/${service}`,
            from: serviceApps
              .filter((other) => other !== service)
              .map((other) => `./services/${other}/src`),
            message: 'Services never import each other: share code through services/platform.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
      'import-x/no-default-export': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx', 'shared-ui/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...featureBoundaries,
  sharedUiBoundary,
  ...serviceBoundaries,
);
