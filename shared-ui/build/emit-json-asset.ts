import type { Compilation, Compiler } from '@rspack/core';

/**
 * Has the build emit `file`, the JSON of what `produce` returns for the compilation, at the
 * given processAssets stage (the build plugins' lists the edge reads).
 */
export function emitJsonAsset(
  compiler: Compiler,
  plugin: string,
  stage: 'additional' | 'report',
  file: string,
  produce: (compilation: Compilation) => unknown,
) {
  const { Compilation: Stages, sources } = compiler.webpack;
  const at =
    stage === 'report'
      ? Stages.PROCESS_ASSETS_STAGE_REPORT
      : Stages.PROCESS_ASSETS_STAGE_ADDITIONAL;
  compiler.hooks.thisCompilation.tap(plugin, (compilation) => {
    compilation.hooks.processAssets.tap({ name: plugin, stage: at }, () => {
      compilation.emitAsset(file, new sources.RawSource(JSON.stringify(produce(compilation))));
    });
  });
}
