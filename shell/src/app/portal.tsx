import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import type { AppStore } from '@wellness/shared-ui';
import type { RemoteDefinition } from '../features/remote-loader/api/fetch-remotes';
import { RemoteLoaderProvider } from '../features/remote-loader/components/remote-loader-context';
import { lazyFederationRuntime } from '../features/remote-loader/lib/lazy-runtime';
import { createRemoteLoader } from '../features/remote-loader/lib/remote-loader';
import { PortalContext } from '../lib/portal-context';
import { LAYOUT_ROUTE_ID, createShellRoutes, wrapRemoteRoutes } from './router';

export interface PortalOptions {
  /** From /remotes.json; null when it could not be read. */
  remotes: RemoteDefinition[] | null;
  /** The store the frame and the forms use (tests); else the page's one, made when needed. */
  store?: AppStore;
  /** Tests run the portal on a memory history starting at these entries. */
  initialEntries?: string[];
  env?: 'default' | 'test';
}

/**
 * Wires the remote loader and the router into the element the page renders. The store and
 * Mantine's provider come with the full frame (app/full-layout) or a welcome form, when first
 * needed; the federation runtime with the first remote (issue 18, a light shell).
 */
export function createPortal({ remotes, store, initialEntries, env }: PortalOptions) {
  const loader = createRemoteLoader({
    remotes,
    runtime: lazyFederationRuntime(),
    parentRouteId: LAYOUT_ROUTE_ID,
    wrapRoutes: wrapRemoteRoutes,
  });
  const routerOptions = { patchRoutesOnNavigation: loader.patchRoutesOnNavigation };
  const router = initialEntries
    ? createMemoryRouter(createShellRoutes(), { ...routerOptions, initialEntries })
    : createBrowserRouter(createShellRoutes(), routerOptions);
  const element = (
    <PortalContext.Provider value={{ store, env }}>
      <RemoteLoaderProvider loader={loader}>
        <RouterProvider router={router} />
      </RemoteLoaderProvider>
    </PortalContext.Provider>
  );
  return { loader, router, element };
}
