import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { makeStore, sessionApi } from '@wellness/shared-ui';
import { fetchRemotes } from '../features/remote-loader/api/fetch-remotes';
import { createPortal } from './portal';

/** Reads /remotes.json, registers the remotes and renders the portal. */
export async function start(container: HTMLElement) {
  const store = makeStore();
  // Every page shows who is signed in to which promotion: both are asked for while the
  // remotes list loads, not once the first route has rendered.
  void store.dispatch(sessionApi.util.prefetch('getMe', undefined, {}));
  void store.dispatch(sessionApi.util.prefetch('getCurrentPromotion', undefined, {}));
  const { element } = createPortal({ remotes: await fetchRemotes(), store });
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead
  // of holding the main thread until the whole page is built.
  startTransition(() => root.render(<StrictMode>{element}</StrictMode>));
}
