import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchWelcomeSession } from '../features/login/lib/welcome-data';
import { fetchRemotes } from '../features/remote-loader/api/fetch-remotes';
import { paths } from '../config/paths';
import { createPortal } from './portal';

/** Reads /remotes.json and renders the portal (issue 18: each page's chunks asked for early). */
export async function start(container: HTMLElement) {
  const onWelcome = window.location.pathname.startsWith(paths.welcome);
  // The welcome page shows the promotion and who is signed in: both are asked for while the
  // remotes list loads. Any other page needs the full frame and the store (which asks for the
  // session): they load meanwhile too, rather than once the first route has been matched.
  if (onWelcome) prefetchWelcomeSession();
  else {
    void import(/* webpackChunkName: "store" */ '../lib/app-store').then(({ appStore }) =>
      appStore(),
    );
    void import(/* webpackChunkName: "frame" */ './shell-elements');
  }
  const { element, loader } = createPortal({ remotes: await fetchRemotes() });
  // A remote's page: the federation runtime loads at once, beside the frame.
  if (!onWelcome && loader.remoteForPath(window.location.pathname)) {
    void import(/* webpackChunkName: "federation-runtime" */ '../lib/federation-runtime');
  }
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead
  // of holding the main thread until the whole page is built.
  startTransition(() => root.render(<StrictMode>{element}</StrictMode>));
}
