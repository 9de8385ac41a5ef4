import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchWelcomeSession } from '../features/login/lib/welcome-data';
import { fetchRemotes } from '../features/remote-loader/api/fetch-remotes';
import { paths } from '../config/paths';
import { createPortal } from './portal';

/** Reads /remotes.json and renders the portal. */
export async function start(container: HTMLElement) {
  // The welcome page shows the promotion and who is signed in: both are asked for while the
  // remotes list loads (the full frame asks through the store when it loads instead).
  if (window.location.pathname.startsWith(paths.welcome)) prefetchWelcomeSession();
  else void import('../lib/app-store').then(({ appStore }) => appStore());
  const { element } = createPortal({ remotes: await fetchRemotes() });
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead
  // of holding the main thread until the whole page is built.
  startTransition(() => root.render(<StrictMode>{element}</StrictMode>));
}
