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
  /** The host's: the key it provides under (its own key is a request no code makes). */
  shareKey?: string;
}

export interface SharedOptions {
  /**
   * The host provides the shared modules but never consumes them (issue 18, a light shell):
   * its own code imports each library directly, so its first chunk holds only the parts it
   * uses, and each provided module (all of PROVIDED_EXPORTS, the whole of shared-ui…) is a
   * chunk of its own that loads when a remote first asks for it. Both are one build, so the
   * remotes and the shell run the same module instances (one React, one router context, one
   * store, one Mantine theme). The remotes consume the host's copies: same versions, and the
   * host registers first with the loaded-first strategy, so its copy is the one chosen.
   */
  provideOnly: boolean;
  /** The module that re-exports PROVIDED_EXPORTS[name] from wholePackage(name). */
  providedModule: (name: string) => string;
}

/**
 * The host's keys: a request no code makes, so it consumes nothing (Rspack consumes a shared
 * module for the requests its key matches, and provides it from `import` under `shareKey`).
 */
const NEVER_REQUESTED = '@wellness/provided-only/';

/** The folder of an installed package, looked up from `dir` the way Node does. */
export function packageFolder(dir: string, name: string): string {
  for (let folder = dir; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (folder === path.dirname(folder)) throw new Error(`${name} is not installed above ${dir}`);
  }
}

function installedVersion(dir: string, name: string): string {
  const manifest = path.join(packageFolder(dir, name), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Builds the `shared` option from the app's own package.json versions. */
export function sharedSingletons(
  dir: string,
  dependencies: Record<string, string>,
  { provideOnly, providedModule }: SharedOptions,
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
      if (!provideOnly) return [key, config];
      return [
        `${NEVER_REQUESTED}${key}`,
        { ...config, import: config.import ?? key, shareKey: key },
      ];
    }),
  );
}
