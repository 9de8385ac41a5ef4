import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchRemotes } from '../features/remote-loader/api/fetch-remotes';
import { createPortal } from './portal';

/** Reads /remotes.json, registers the remotes and renders the portal. */
export async function start(container: HTMLElement) {
  const { element } = createPortal({ remotes: await fetchRemotes() });
  createRoot(container).render(<StrictMode>{element}</StrictMode>);
}
