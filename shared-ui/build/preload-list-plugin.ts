import type { Compiler } from '@rspack/core';
import { emitJsonAsset } from './emit-json-asset';

/** The shell's list: what its page of a remote loads at once (issue 18); the edge preloads it. */
export const REMOTE_PAGE_PRELOADS_FILE = 'remote-page-preloads.json';
/** A remote's list: the chunks of its pages with a fixed path, by path (package.json). */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/**
 * The chunk groups that the shell loads at once on a remote's page: its entry first (at the
 * same low priority as the hints, a deferred script found in the HTML would be fetched after
 * all of them), the full frame and its store, the signed-in header and menu and the federation
 * runtime (named with `webpackChunkName` in shell/src/app).
 */
export const REMOTE_PAGE_CHUNK_GROUPS = [
  'main',
  'frame',
  'store',
  'signed-in',
  'federation-runtime',
];

/**
 * Emits a JSON file of lists: for each key, the files (JS and CSS, in load order, each once)
 * of the named chunk groups given for it. The edge sends them as preload hints with the HTML
 * of a page (services/edge README "Preload hints"), so they download beside main.js rather
 * than one round trip after another. A group the build does not have is an error: a renamed
 * import would silently drop its hints.
 */
export class PreloadListPlugin {
  constructor(
    private readonly file: string,
    private readonly lists: Readonly<Record<string, readonly string[]>>,
  ) {}

  apply(compiler: Compiler) {
    emitJsonAsset(compiler, 'PreloadListPlugin', 'report', this.file, (compilation) => {
      const filesOf = (groups: readonly string[]) => {
        const files = new Set<string>();
        for (const name of groups) {
          const group = compilation.namedChunkGroups.get(name);
          if (!group) {
            const message = `PreloadListPlugin: no chunk group named "${name}" (webpackChunkName)`;
            compilation.errors.push(new compiler.webpack.WebpackError(message));
            continue;
          }
          for (const file of group.getFiles()) if (/\.(js|css)$/.test(file)) files.add(file);
        }
        return [...files];
      };
      return Object.fromEntries(
        Object.entries(this.lists).map(([key, groups]) => [key, filesOf(groups)]),
      );
    });
  }
}
