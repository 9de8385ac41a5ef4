import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { makeStore } from '../store/make-store';
import type { AppStore } from '../store/make-store';
import type { RootState } from '../store/root-reducer';
import { AppProviders } from '../components/app-providers';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** The URL the memory router starts at, e.g. '/activities/2?date=2026-01-05'. */
  route?: string;
  /** The route pattern `ui` is mounted at, so it gets params (e.g. '/activities/:week'). */
  path?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/**
 * Renders `ui` with a real store (makeStore), Mantine and a memory router. Navigations away
 * from `path` land on a catch-all route; assert them with `router.state.location`.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route = '/', path = '*', preloadedState, store = makeStore(preloadedState) } = options;
  const routes = [{ path, element: ui }];
  if (path !== '*') routes.push({ path: '*', element: <div data-testid="navigated-away" /> });
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
    options,
  );
  return { ...result, store, router, user };
}
