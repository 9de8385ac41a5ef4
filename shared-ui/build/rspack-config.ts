import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants } from 'node:zlib';
import type { BrotliOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import { rspack } from '@rspack/core';
import type { Configuration, RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PROVIDED_EXPORTS } from './provided-exports';
import { hostShareTable, productionBuilds, sharedSingletons, wholePackage } from './shared-deps';
import {
  PAGE_PRELOADS_FILE,
  PreloadListPlugin,
  REMOTE_PAGE_CHUNK_GROUPS,
  REMOTE_PAGE_PRELOADS_FILE,
} from './preload-list-plugin';
import { RoutePrefixesPlugin } from './route-prefixes-plugin';

export type AppKind = 'host' | 'remote';

export interface AppBuildOptions {
  /** The app's folder (pass `import.meta.dirname` or `__dirname`). */
  dir: string;
  kind: AppKind;
  /** Federation name: 'shell', 'mfe_participant', 'mfe_social', 'mfe_admin'. */
  name: string;
}

interface AppPackage {
  dependencies: Record<string, string>;
  wellness?: {
    routePrefixes?: string[];
    /** Page path -> the chunk groups (webpackChunkName) of its lazy page: preloaded with it. */
    pagePreloads?: Record<string, string[]>;
  };
}

const readPackage = (dir: string): AppPackage =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as AppPackage;

/** The browsers the bundles are written for: JS syntax (SWC) and CSS (Lightning CSS) alike. */
const BROWSERS = 'defaults and supports es6-module';

/** TS/TSX through rspack's builtin SWC; shared-ui is compiled from source (a workspace). */
const scriptRule: RuleSetRule = {
  test: /\.(ts|tsx|js|mjs)$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    env: { targets: BROWSERS },
  },
  type: 'javascript/auto',
};

/** *.module.css are CSS Modules (scoped names); plain .css (Mantine's prebuilt sheet) is global. */
const cssRule: RuleSetRule = { test: /\.css$/, type: 'css/auto' };

/**
 * Brotli and gzip copies of every text asset, made once at build time: the edge serves the
 * copy the browser accepts (services/edge README, "Compression"), never compressing per request.
 */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const compressedCopies = () => [
  new CompressionPlugin<BrotliOptions>({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: COMPRESSIBLE,
    compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
    threshold: 1024,
    minRatio: 0.9,
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    test: COMPRESSIBLE,
    compressionOptions: { level: 9 },
    threshold: 1024,
    minRatio: 0.9,
  }),
];

/** What the shell's federation runtime imports as its share table (hostShareTable). */
export const SHARE_TABLE_MODULE = '@wellness/provided-shared';

/**
 * The shared modules of PROVIDED_EXPORTS: each re-exports its list from the whole package.
 * Written as virtual files in the app's folder (they resolve the package from there), with
 * the host's share table.
 */
function providedModules(dir: string, pkg: AppPackage, isHost: boolean) {
  const file = (name: string) => path.join(dir, '.provided', `${name.replace('/', '__')}.js`);
  const shareTable = path.join(dir, '.provided', 'share-table.js');
  const files = Object.fromEntries(
    Object.entries(PROVIDED_EXPORTS).map(([name, exports]) => [
      file(name),
      `export { ${exports.join(', ')} } from '${wholePackage(name)}';\n`,
    ]),
  );
  if (isHost) files[shareTable] = hostShareTable(dir, pkg.dependencies, file);
  const alias = Object.fromEntries([
    ...Object.keys(PROVIDED_EXPORTS).map((name) => [`${wholePackage(name)}$`, name]),
    ...(isHost ? [[`${SHARE_TABLE_MODULE}$`, shareTable]] : []),
  ]);
  return { file, plugin: new rspack.experiments.VirtualModulesPlugin(files), alias };
}

/** The one build configuration of the shell and the three remotes. */
export function createAppConfig({ dir, kind, name }: AppBuildOptions): Configuration {
  const pkg = readPackage(dir);
  const isHost = kind === 'host';
  const provided = providedModules(dir, pkg, isHost);
  const plugins: Configuration['plugins'] = [provided.plugin, ...compressedCopies()];
  // The remotes are federated containers. The shell is a plain bundle: it starts the
  // federation runtime itself when it first loads a remote (issue 18, a light shell:
  // shell/src/features/remote-loader/lib/federation-runtime.ts), providing the share table
  // hostShareTable writes, so no federation code is in its first chunk.
  if (!isHost) {
    plugins.push(
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/app/routes.tsx' },
        // The remotes only ever run in the shell: they use its federation runtime instead of
        // each shipping their own in remoteEntry.js.
        experiments: { externalRuntime: true },
        shared: sharedSingletons(dir, pkg.dependencies, { providedModule: provided.file }),
        manifest: true,
        dts: false,
      }),
    );
  }
  if (isHost) {
    plugins.push(
      new rspack.HtmlRspackPlugin({
        template: path.join(dir, 'index.html'),
        favicon: path.join(dir, 'src/favicon.svg'),
        title: 'Wellness',
        scriptLoading: 'defer',
      }),
      new PreloadListPlugin(REMOTE_PAGE_PRELOADS_FILE, { 'remote-page': REMOTE_PAGE_CHUNK_GROUPS }),
    );
    // The host's own images (welcome slides, seeded content) served as they are from /.
    const publicDir = path.join(dir, 'public');
    if (existsSync(publicDir)) {
      plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir, to: '.' }] }));
    }
  } else {
    plugins.push(
      new RoutePrefixesPlugin(pkg.wellness?.routePrefixes ?? []),
      new PreloadListPlugin(PAGE_PRELOADS_FILE, pkg.wellness?.pagePreloads ?? {}),
    );
  }

  return {
    context: dir,
    mode: 'production',
    entry: { main: './src/index.ts' },
    // Maps for the team's own debugging, with no sourceMappingURL comment in the bundles; the
    // edge never serves *.map (services/edge README).
    devtool: 'hidden-source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: { ...provided.alias, ...productionBuilds(dir) },
    },
    module: {
      rules: [scriptRule, cssRule],
      // `import classes from './x.module.css'` (the default export global.d.ts declares).
      parser: { 'css/auto': { namedExports: false } },
    },
    output: {
      path: path.join(dir, 'dist'),
      // The shell is served from the origin root; a remote learns its own URL at run time.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      clean: true,
    },
    plugins,
    optimization: {
      // Rspack's default minimizers, with CSS for the same browsers as the JS: without targets
      // Lightning CSS lowered Mantine's logical properties for browsers without :dir() into
      // long :lang() lists, and the minified sheet came out twice the size of its source.
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: BROWSERS } }),
      ],
    },
    performance: { hints: false },
  };
}

/**
 * The floor the shell is measured against (issue 18, infra/bench/floor.ts): a page of React,
 * ReactDOM and react-router alone, built with the apps' compiler, targets and minifier.
 */
export function createFloorConfig({ entry, outDir }: { entry: string; outDir: string }) {
  return {
    context: path.dirname(entry),
    mode: 'production',
    entry: { main: entry },
    devtool: false,
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: productionBuilds(path.dirname(entry)),
    },
    module: { rules: [scriptRule] },
    output: { path: outDir, publicPath: '/', filename: '[name].[contenthash:8].js', clean: true },
    plugins: [
      new rspack.HtmlRspackPlugin({
        templateContent:
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title></head>' +
          '<body><div id="root"></div></body></html>',
        scriptLoading: 'defer',
      }),
    ],
    optimization: { minimizer: [new rspack.SwcJsMinimizerRspackPlugin()] },
    performance: { hints: false },
  } satisfies Configuration;
}
