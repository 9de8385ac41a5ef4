import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROVIDED_EXPORTS } from './provided-exports';

/**
 * Modules every app shares as singletons, loaded once whichever app asks first. The same
 * list in every build; the trailing-slash keys share subpaths (react/jsx-runtime,
 * react-dom/client, @reduxjs/toolkit/query/react). @mantine/hooks is not among them: it
 * holds no state or context, so each app bundles the few hooks it uses.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  '@wellness/shared-ui',
  '@mantine/core',
  '@mantine/notifications',
] as const;

/**
 * What a shared module of PROVIDED_EXPORTS is built from: the package itself, under a name
 * the federation plugin does not take for the shared module (resolve.alias maps it back).
 */
export const wholePackage = (name: string) => `@wellness/package/${name}`;

interface SharedConfig {
  singleton: true;
  eager: false;
  requiredVersion: string | false;
  /** For PROVIDED_EXPORTS: the module that re-exports the listed names, and its version. */
  import?: string;
  version?: string;
}

export interface SharedOptions {
  /** The module that re-exports PROVIDED_EXPORTS[name] from wholePackage(name). */
  providedModule: (name: string) => string;
}

/** The folder of an installed package, looked up from `dir` the way Node does. */
export function packageFolder(dir: string, name: string): string {
  for (let folder = dir; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (folder === path.dirname(folder)) throw new Error(`${name} is not installed above ${dir}`);
  }
}

/**
 * Packages whose `exports` lead every bundler to their development build (react-router 7: its
 * dev warnings and checks run on each navigation): resolve.alias for their production build,
 * in every app and the bench's floor page alike.
 */
export const productionBuilds = (dir: string): Record<string, string> => ({
  'react-router$': path.join(packageFolder(dir, 'react-router'), 'dist/production/index.mjs'),
});

function installedVersion(dir: string, name: string): string {
  const manifest = path.join(packageFolder(dir, name), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * A remote's `shared` option, from its own package.json versions: it consumes the shell's
 * copies (hostShareTable), registered before any remote loads.
 */
export function sharedSingletons(
  dir: string,
  dependencies: Record<string, string>,
  { providedModule }: SharedOptions,
): Record<string, SharedConfig> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((key) => {
      const pkg = key.endsWith('/') ? key.slice(0, -1) : key;
      const version = dependencies[pkg];
      if (!version) throw new Error(`${pkg} is shared, so the app must depend on it`);
      const config: SharedConfig = { singleton: true, eager: false, requiredVersion: version };
      if (key in PROVIDED_EXPORTS) {
        config.import = providedModule(key);
        config.version = installedVersion(dir, key);
      }
      return [key, config];
    }),
  );
}

/**
 * The subpaths of the trailing-slash keys that the shell provides: the ones the apps import
 * (react/jsx-runtime from every compiled component, react-dom/client, RTK Query's entries).
 */
export const PROVIDED_SUBPATHS: Record<string, readonly string[]> = {
  'react/': ['react/jsx-runtime'],
  'react-dom/': ['react-dom/client'],
  '@reduxjs/toolkit/': ['@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'],
};

/**
 * The source of the shell's share table (issue 18, a light shell): the `shared` option of the
 * federation runtime that the shell starts when it first loads a remote, instead of the
 * federation plugin's runtime in its first chunk. Each module is provided as the shell's own
 * instance (a dynamic import of the module the shell's code imports, or of the
 * PROVIDED_EXPORTS subset), singleton, at the installed version: what the plugin provided.
 */
export function hostShareTable(
  dir: string,
  dependencies: Record<string, string>,
  providedModule: (name: string) => string,
): string {
  const entries = SHARED_SINGLETONS.flatMap((key) => {
    const pkg = key.endsWith('/') ? key.slice(0, -1) : key;
    const requiredVersion = dependencies[pkg];
    if (!requiredVersion) throw new Error(`${pkg} is shared, so the app must depend on it`);
    const version = installedVersion(dir, pkg);
    const names = key.endsWith('/') ? (PROVIDED_SUBPATHS[key] ?? []) : [key];
    return names.map((name) => {
      const request = name in PROVIDED_EXPORTS ? providedModule(name) : name;
      const shareConfig = { singleton: true, eager: false, requiredVersion };
      return (
        `  ${JSON.stringify(name)}: { version: ${JSON.stringify(version)}, scope: 'default', ` +
        `shareConfig: ${JSON.stringify(shareConfig)}, ` +
        `get: () => import(${JSON.stringify(request)}).then((module) => () => module) },`
      );
    });
  });
  return `export const shared = {\n${entries.join('\n')}\n};\n`;
}
