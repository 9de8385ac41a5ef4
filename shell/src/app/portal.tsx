import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, makeStore } from '@wellness/shared-ui';
import type { AppStore } from '@wellness/shared-ui';
import type { RemoteDefinition } from '../features/remote-loader/api/fetch-remotes';
import { RemoteLoaderProvider } from '../features/remote-loader/components/remote-loader-context';
import { createRemoteLoader } from '../features/remote-loader/lib/remote-loader';
import { LAYOUT_ROUTE_ID, createShellRoutes, wrapRemoteRoutes } from './router';

export interface PortalOptions {
  /** From /remotes.json; null when it could not be read. */
  remotes: RemoteDefinition[] | null;
  store?: AppStore;
  /** Tests run the portal on a memory history starting at these entries. */
  initialEntries?: string[];
  env?: 'default' | 'test';
}

/** Wires the one store, the remote loader and the router into the element the page renders. */
export function createPortal({ remotes, store = makeStore(), initialEntries, env }: PortalOptions) {
  const loader = createRemoteLoader({
    remotes,
    runtime: { registerRemotes, loadRemote },
    parentRouteId: LAYOUT_ROUTE_ID,
    wrapRoutes: wrapRemoteRoutes,
  });
  const routerOptions = { patchRoutesOnNavigation: loader.patchRoutesOnNavigation };
  const router = initialEntries
    ? createMemoryRouter(createShellRoutes(), { ...routerOptions, initialEntries })
    : createBrowserRouter(createShellRoutes(), routerOptions);
  const element = (
    <AppProviders store={store} env={env}>
      <RemoteLoaderProvider loader={loader}>
        <RouterProvider router={router} />
      </RemoteLoaderProvider>
    </AppProviders>
  );
  return { store, loader, router, element };
}
