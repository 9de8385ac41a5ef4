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
  eager: boolean;
  requiredVersion: string | false;
  /** For PROVIDED_EXPORTS: the module that re-exports the listed names, and its version. */
  import?: string;
  version?: string;
}

export interface SharedOptions {
  /**
   * The host's shared modules go into its first chunk: they are all needed before the first
   * render, and loading them from the entry would cost the page another round trip.
   */
  eager: boolean;
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

function installedVersion(dir: string, name: string): string {
  const manifest = path.join(packageFolder(dir, name), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Builds the `shared` option from the app's own package.json versions. */
export function sharedSingletons(
  dir: string,
  dependencies: Record<string, string>,
  { eager, providedModule }: SharedOptions,
): Record<string, SharedConfig> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((key) => {
      const pkg = key.endsWith('/') ? key.slice(0, -1) : key;
      const version = dependencies[pkg];
      if (!version) throw new Error(`${pkg} is shared, so the app must depend on it`);
      const config: SharedConfig = { singleton: true, eager, requiredVersion: version };
      if (key in PROVIDED_EXPORTS) {
        config.import = providedModule(key);
        config.version = installedVersion(dir, key);
      }
      return [key, config];
    }),
  );
}
