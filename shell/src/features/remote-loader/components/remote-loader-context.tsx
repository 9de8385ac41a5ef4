import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { RemoteLoader, RemoteStatus } from '../lib/remote-loader';

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function RemoteLoaderProvider({
  loader,
  children,
}: {
  loader: RemoteLoader;
  children: ReactNode;
}) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader needs a RemoteLoaderProvider');
  return loader;
}

/** The load status of one remote, re-rendering when it changes. */
export function useRemoteStatus(name: string | undefined): RemoteStatus {
  const loader = useRemoteLoader();
  const read = useCallback(() => (name ? loader.status(name) : 'idle'), [loader, name]);
  return useSyncExternalStore(loader.subscribe, read, read);
}
