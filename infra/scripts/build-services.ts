import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';

/**
 * The back-end processes as JavaScript: each entry below bundled with our own workspaces'
 * TypeScript (services/*, @wellness/*) into one CommonJS file beside its sources, while
 * node_modules stay as they are (required at run time). A process then starts with
 * `node services/<name>/dist/server.js`: no TypeScript compiled at start, one file of ours to
 * load instead of hundreds (services/README "Start-up").
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

/** Every bundle lies at services/<name>/dist/: two directories below the repository root. */
const BUNDLE_DEPTH = ['..', '..'];

/**
 * A bundled module's `__dirname` is its bundle's directory, not its source's: the sources'
 * `__dirname`, `__filename` and `import.meta.dirname`/`filename` (assets found next to the
 * code) become their source location, relative to the bundle so the tree may move.
 */
function sourceLocations(root: string): Plugin {
  const names =
    /\bimport\.meta\.dirname\b|\bimport\.meta\.filename\b|\b__dirname\b|\b__filename\b/g;
  return {
    name: 'source-locations',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
        if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(file, 'utf8');
        const segments = path.relative(root, path.dirname(file)).split(path.sep);
        const dirname = `require("node:path").join(__dirname, ${JSON.stringify([...BUNDLE_DEPTH, ...segments]).slice(1, -1)})`;
        const filename = `require("node:path").join(${dirname}, ${JSON.stringify(path.basename(file))})`;
        const contents = source.replace(names, (name) =>
          name.endsWith('dirname') ? dirname : filename,
        );
        return { contents, loader: 'ts' };
      });
    },
  };
}

/** Bare imports stay `require`s of node_modules, except our workspaces, which are bundled. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith('@wellness/') || path.isAbsolute(specifier)
        ? undefined
        : { path: specifier, external: true },
    );
  },
};

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
 * Bundles every entry (esbuild, about a second) and writes the bundles and their source maps
 * that changed; the stack runs it before each start, so the bundles follow the sources.
 * Resolves with how many files were written.
 */
export async function buildServices(root: string): Promise<{ written: number; ms: number }> {
  const started = performance.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      SERVICE_ENTRIES.map((entry) => [bundleOf(entry).replace(/\.js$/, ''), entry]),
    ),
    outdir: root,
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
    plugins: [externalPackages, sourceLocations(root)],
  });
  const written = await Promise.all(
    result.outputFiles.map((file) => writeAtomically(file.path, file.contents)),
  );
  return { written: written.filter(Boolean).length, ms: performance.now() - started };
}

// `npm run build:services` (the Dockerfile's build stage).
if (require.main === module) {
  const root = path.resolve(__dirname, '../..');
  buildServices(root).then(
    ({ written, ms }) =>
      console.info(`Built the services (${written} files written) in ${Math.round(ms)} ms`),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
