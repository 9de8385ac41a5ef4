import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { shared } from '@wellness/provided-shared';

/**
 * The shell's federation runtime, started when the first remote loads (issue 18, a light
 * shell; the shell's build has no federation plugin). It provides the shell's share table
 * (shared-ui/build/shared-deps.ts, hostShareTable): every shared library as the instance the
 * shell itself runs, registered before any remote, so each remote gets the shell's copy. The
 * remotes are built without a runtime of their own (`externalRuntime`): the plugin hands them
 * this one.
 */
init({
  name: 'shell',
  remotes: [],
  shared,
  shareStrategy: 'loaded-first',
  plugins: [injectExternalRuntimeCore()],
});

export { loadRemote, registerRemotes };
