import type { FederationRuntime } from './remote-loader';

type Remotes = Parameters<FederationRuntime['registerRemotes']>[0];

const loadFederationRuntime = (): Promise<FederationRuntime> =>
  import(/* webpackChunkName: "federation-runtime" */ '../../../lib/federation-runtime');

/**
 * The federation runtime, loaded when the first remote is (issue 18, a light shell): the
 * remotes listed before then are registered once it has loaded, so a visit that never
 * reaches a remote never loads the runtime. A failed load is tried again on the next call.
 */
export function lazyFederationRuntime(
  load: () => Promise<FederationRuntime> = loadFederationRuntime,
): FederationRuntime {
  let waiting: Remotes = [];
  let runtime: Promise<FederationRuntime> | null = null;
  const ready = () => {
    runtime ??= load().then(
      (loaded) => {
        if (waiting.length) loaded.registerRemotes(waiting);
        waiting = [];
        return loaded;
      },
      (error: unknown) => {
        runtime = null;
        throw error;
      },
    );
    return runtime;
  };
  return {
    registerRemotes(remotes, options) {
      if (runtime) {
        void runtime.then(
          (loaded) => loaded.registerRemotes(remotes, options),
          () => undefined,
        );
        return;
      }
      // Not loaded yet: the newest definition of each remote is the one registered.
      const names = new Set(remotes.map((remote) => remote.name));
      waiting = [...waiting.filter((remote) => !names.has(remote.name)), ...remotes];
    },
    async loadRemote<T>(id: string) {
      return (await ready()).loadRemote<T>(id);
    },
  };
}
