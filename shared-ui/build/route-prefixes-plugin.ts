import type { Compiler } from '@rspack/core';

export const ROUTE_PREFIXES_FILE = 'route-prefixes.json';

/**
 * Emits dist/route-prefixes.json: the paths a remote owns (top-level, or below a shell page:
 * mfe-social's `/prestart/team` screens inside the shell's prestart wizard). The edge reads it
 * to compose /remotes.json, so the shell learns a remote's paths without being rebuilt.
 */
export class RoutePrefixesPlugin {
  constructor(private readonly prefixes: readonly string[]) {
    const invalid = prefixes.filter((p) => !/^(\/[a-z0-9-]+)+$/.test(p));
    if (!prefixes.length || invalid.length) {
      throw new Error(
        `wellness.routePrefixes must be paths like "/home" or "/prestart/team": ${invalid}`,
      );
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
