import type { Compiler } from '@rspack/core';
import { emitJsonAsset } from './emit-json-asset';

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
    emitJsonAsset(
      compiler,
      'RoutePrefixesPlugin',
      'additional',
      ROUTE_PREFIXES_FILE,
      () => this.prefixes,
    );
  }
}
