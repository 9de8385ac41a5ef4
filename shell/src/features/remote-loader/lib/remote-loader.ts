import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import type { RemoteDefinition } from '../api/fetch-remotes';

export type RemoteStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** The part of `@module-federation/enhanced/runtime` the loader uses (mocked in tests). */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteLoaderOptions {
  /** null when /remotes.json could not be read. */
  remotes: RemoteDefinition[] | null;
  runtime: FederationRuntime;
  /** Route id the remote routes are patched under. */
  parentRouteId: string;
  /** Wraps a remote's routes (guard, error boundary) before they are patched in. */
  wrapRoutes: (name: string, routes: RouteObject[]) => RouteObject[];
}

export interface RemoteLoader {
  readonly catalogFailed: boolean;
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
  remoteForPath(pathname: string): RemoteDefinition | undefined;
  status(name: string): RemoteStatus;
  subscribe(listener: () => void): () => void;
}

const ownsPath = (prefix: string, pathname: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * Loads a remote's routes the first time navigation reaches one of its prefixes, so a
 * session that never visits a remote never downloads it. A remote counts as loaded only
 * once its routes are patched in; after a failure the next navigation there tries again.
 */
export function createRemoteLoader(options: RemoteLoaderOptions): RemoteLoader {
  const { remotes, runtime, parentRouteId, wrapRoutes } = options;
  const statuses = new Map<string, RemoteStatus>();
  const pending = new Map<string, Promise<RouteObject[]>>();
  const listeners = new Set<() => void>();
  const setStatus = (name: string, status: RemoteStatus) => {
    statuses.set(name, status);
    listeners.forEach((listener) => listener());
  };
  const entries = (remotes ?? []).map(({ name, entry }) => ({ name, entry }));
  if (entries.length) runtime.registerRemotes(entries);

  const fetchRoutes = (remote: RemoteDefinition): Promise<RouteObject[]> => {
    const existing = pending.get(remote.name);
    if (existing) return existing;
    const retrying = statuses.get(remote.name) === 'failed';
    setStatus(remote.name, 'loading');
    const loading = (async () => {
      // A failed attempt may leave a cached manifest or entry behind: start clean.
      if (retrying)
        runtime.registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
      const module = await runtime.loadRemote<{ routes?: unknown }>(`${remote.name}/routes`);
      if (!Array.isArray(module?.routes)) throw new Error(`${remote.name}/routes has no routes`);
      return module.routes as RouteObject[];
    })();
    pending.set(remote.name, loading);
    loading.catch((error: unknown) => {
      console.error(`Could not load ${remote.name}`, error);
      pending.delete(remote.name);
      setStatus(remote.name, 'failed');
    });
    return loading;
  };

  const remoteForPath = (pathname: string) =>
    remotes?.find((remote) => remote.routes.some((prefix) => ownsPath(prefix, pathname)));

  return {
    catalogFailed: remotes === null,
    remoteForPath,
    status: (name) => statuses.get(name) ?? 'idle',
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async patchRoutesOnNavigation({ path, patch, signal }) {
      const remote = remoteForPath(new URL(path, 'http://shell').pathname);
      if (!remote || statuses.get(remote.name) === 'loaded') return;
      let routes: RouteObject[];
      try {
        routes = await fetchRoutes(remote);
      } catch {
        return; // the unmatched route renders the retry panel for this remote
      }
      // An aborted navigation ignores `patch`; the next one patches from the cached promise.
      if (signal.aborted) return;
      patch(parentRouteId, wrapRoutes(remote.name, routes));
      setStatus(remote.name, 'loaded');
    },
  };
}
