import type { Compiler } from '@rspack/core';

/** What the shell's page of a remote loads at start (issue 18): the edge preloads it. */
export const REMOTE_PAGE_PRELOADS_FILE = 'remote-page-preloads.json';

/**
 * The chunk groups (named with `webpackChunkName`) that the shell loads at once on a remote's
 * page: the full frame and its store, the signed-in header and menu, the federation runtime
 * (shell/src/app/start.tsx).
 */
export const REMOTE_PAGE_CHUNK_GROUPS = ['frame', 'store', 'signed-in', 'federation-runtime'];

/**
 * Emits dist/remote-page-preloads.json: the files (JS and CSS, in load order, each once) of
 * the named chunk groups. The edge sends them as preload hints with the HTML of a remote's
 * page (services/edge README "Preload hints"), so they download beside main.js rather than
 * one round trip after it. A group the build does not have is an error: a renamed import
 * would silently drop its hints.
 */
export class PreloadListPlugin {
  constructor(private readonly groups: readonly string[]) {}

  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PreloadListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PreloadListPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const files = new Set<string>();
          for (const name of this.groups) {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) {
              compilation.errors.push(
                new compiler.webpack.WebpackError(
                  `PreloadListPlugin: no chunk group named "${name}" (webpackChunkName)`,
                ),
              );
              continue;
            }
            for (const file of group.getFiles()) {
              if (/\.(js|css)$/.test(file)) files.add(file);
            }
          }
          compilation.emitAsset(
            REMOTE_PAGE_PRELOADS_FILE,
            new RawSource(JSON.stringify([...files])),
          );
        },
      );
    });
  }
}
