import { useContext } from 'react';
import type { ReactNode } from 'react';
import { ReactReduxContext } from 'react-redux';
import { AppProviders } from '@wellness/shared-ui';
import { appStore } from './app-store';
import { PortalContext } from './portal-context';

/**
 * The store and the Mantine theme around a part that needs them (the frame, a welcome form),
 * unless that part already sits inside them. In a chunk of its own with Mantine and Redux
 * (issue 18, a light shell).
 */
export function FullProviders({ children }: { children: ReactNode }) {
  const settings = useContext(PortalContext);
  const existing = useContext(ReactReduxContext);
  if (existing) return children;
  return (
    <AppProviders store={settings.store ?? appStore()} env={settings.env}>
      {children}
    </AppProviders>
  );
}
