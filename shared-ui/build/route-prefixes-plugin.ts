import type { Compiler } from '@rspack/core';

export const ROUTE_PREFIXES_FILE = 'route-prefixes.json';

/**
 * Emits dist/route-prefixes.json: the top-level paths a remote owns. The edge reads it to
 * compose /remotes.json, so the shell learns a remote's paths without being rebuilt.
 */
export class RoutePrefixesPlugin {
  constructor(private readonly prefixes: readonly string[]) {
    const invalid = prefixes.filter((p) => !/^\/[a-z0-9-]+$/.test(p));
    if (!prefixes.length || invalid.length) {
      throw new Error(`wellness.routePrefixes must be top-level paths like "/home": ${invalid}`);
    }
  }

  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RoutePrefixesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RoutePrefixesPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          compilation.emitAsset(ROUTE_PREFIXES_FILE, new RawSource(JSON.stringify(this.prefixes)));
        },
      );
    });
  }
}
