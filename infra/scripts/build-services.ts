import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';

/**
 * The back-end processes as JavaScript: each entry below bundled with our own workspaces'
 * TypeScript (services/*, @wellness/*) into one CommonJS file beside its sources, while
 * node_modules stay as they are (required at run time). A process then starts with
 * `node services/<name>/dist/server.js`: no TypeScript compiled at start, one file of ours to
 * load instead of hundreds (services/README "Start-up"). Each bundle's directory,
 * services/<name>/dist, sits three levels below the root, as its sources' does.
 */
export const SERVICE_ENTRIES = [
  'services/participant/src/server.ts',
  'services/social/src/server.ts',
  'services/admin/src/server.ts',
  'services/realtime/src/server.ts',
  'services/worker/src/server.ts',
  'services/edge/src/server.ts',
  'services/mail-catcher/src/server.ts',
  'services/oidc-provider/src/server.ts',
  'services/schema/src/cli.ts',
] as const;

/** `services/<name>/src/<file>.ts` → `services/<name>/dist/<file>.js` (repository-relative). */
export function bundleOf(entry: string): string {
  const match = /^services\/([\w-]+)\/src\/([\w-]+)\.ts$/.exec(entry);
  if (!match) throw new Error(`Not a service entry: ${entry}`);
  return `services/${match[1]}/dist/${match[2]}.js`;
}

/** Every bundle's directory is services/<name>/dist: three levels below the repository root. */
export const BUNDLE_DEPTH = ['..', '..', '..'];

/**
 * A bundled module's `__dirname` is its bundle's directory, not its source's: the sources'
 * `__dirname`, `__filename` and `import.meta.dirname`/`filename` (assets found next to the
 * code) become their source location, relative to the bundle so the tree may move.
 */
function sourceLocations(root: string): Plugin {
  const names =
    /\bimport\.meta\.dirname\b|\bimport\.meta\.filename\b|\b__dirname\b|\b__filename\b/g;
  // Every bundle reads the same sources (platform, schema): each is read and rewritten once.
  const loaded = new Map<string, Promise<string>>();
  const rewrite = async (file: string) => {
    const source = await readFile(file, 'utf8');
    const segments = path.relative(root, path.dirname(file)).split(path.sep);
    const dirname = `require("node:path").join(__dirname, ${JSON.stringify([...BUNDLE_DEPTH, ...segments]).slice(1, -1)})`;
    const filename = `require("node:path").join(${dirname}, ${JSON.stringify(path.basename(file))})`;
    return source.replace(names, (name) => (name.endsWith('dirname') ? dirname : filename));
  };
  return {
    name: 'source-locations',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
        if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        let contents = loaded.get(file);
        if (!contents) loaded.set(file, (contents = rewrite(file)));
        return { contents: await contents, loader: 'ts' };
      });
    },
  };
}

/** The installed package a resolved file belongs to: `.../node_modules/<name>` or `@scope/name`. */
const packageDir = (file: string) => /^.*\/node_modules\/(@[^/]+\/)?[^/]+/.exec(file)?.[0];

/**
 * Bare imports stay `require`s of node_modules, except our workspaces, which are bundled, and a
 * package that the bundle's own directory would resolve to another copy than the importing
 * source does (a workspace's nested node_modules, e.g. services/platform's ajv 8 while the
 * root holds ajv 6): that one is bundled from the copy the source sees. `bundled` collects them.
 */
function externalPackages(bundleDir: string, bundled: Set<string>): Plugin {
  const again = Symbol('resolving');
  const resolved = new Map<string, Promise<string | undefined>>();
  return {
    name: 'external-packages',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
        const specifier = args.path;
        if (args.pluginData === again || specifier.startsWith('@wellness/')) return undefined;
        if (path.isAbsolute(specifier)) return undefined;
        if (specifier.startsWith('node:') || isBuiltin(specifier)) {
          return { path: specifier, external: true };
        }
        const resolve = (resolveDir: string) => {
          const key = `${args.kind} ${resolveDir} ${specifier}`;
          let found = resolved.get(key);
          if (!found) {
            found = esbuild
              .resolve(specifier, { kind: args.kind, pluginData: again, resolveDir })
              .then((result) => (result.errors.length ? undefined : packageDir(result.path)));
            resolved.set(key, found);
          }
          return found;
        };
        const [source, fromBundle] = await Promise.all([
          resolve(args.resolveDir),
          resolve(bundleDir),
        ]);
        if (source && source === fromBundle) return { path: specifier, external: true };
        if (source) bundled.add(source);
        return undefined;
      });
    },
  };
}

/** Writes through a temporary file: a process starting meanwhile reads the old or the new. */
async function writeAtomically(file: string, contents: Uint8Array): Promise<boolean> {
  const current = await readFile(file).catch(() => null);
  if (current && Buffer.compare(current, contents) === 0) return false;
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
  return true;
}

/**
 * Bundles every entry (esbuild: about a second for all of them) and writes the bundles and
 * their source maps that changed; the stack runs it before each start, so the bundles follow
 * the sources. Resolves with how many files were written and which packages went inside.
 */
export async function buildServices(
  root: string,
): Promise<{ written: number; ms: number; bundled: string[] }> {
  const started = performance.now();
  const bundled = new Set<string>();
  const locations = sourceLocations(root);
  const outputs = await Promise.all(
    SERVICE_ENTRIES.map(async (entry) => {
      const outfile = path.join(root, bundleOf(entry));
      // The bundle's directory must exist before resolving from it (externalPackages): on a
      // fresh clone, a missing one resolved nothing, so every package went inside the bundle,
      // native ones too (argon2 then looked for its binary beside the bundle).
      await mkdir(path.dirname(outfile), { recursive: true });
      const result = await build({
        absWorkingDir: root,
        entryPoints: [entry],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'cjs',
        target: 'node20',
        // TypeORM and Fastify read class and function names: bundling must not rename them.
        keepNames: true,
        sourcemap: 'linked',
        sourcesContent: false,
        write: false,
        logLevel: 'silent',
        plugins: [externalPackages(path.dirname(outfile), bundled), locations],
      });
      return result.outputFiles;
    }),
  );
  const written = await Promise.all(
    outputs.flat().map((file) => writeAtomically(file.path, file.contents)),
  );
  return {
    written: written.filter(Boolean).length,
    ms: performance.now() - started,
    bundled: [...bundled].map((dir) => path.relative(root, dir)).sort(),
  };
}

// `npm run build:services` (the Dockerfile's build stage).
if (require.main === module) {
  const root = path.resolve(__dirname, '../..');
  buildServices(root).then(
    ({ written, ms, bundled }) =>
      console.info(
        `Built the services (${written} files written) in ${Math.round(ms)} ms; ` +
          `bundled from nested node_modules: ${bundled.join(', ') || 'none'}`,
      ),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
