import { useState } from 'react';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications, useNotifications } from '@mantine/notifications';
import { Provider } from 'react-redux';
import type { AppStore } from '../store/make-store';
import { cssVariablesResolver, theme } from '../theme/theme';

export interface AppProvidersProps {
  store: AppStore;
  /** 'test' turns off Mantine transitions and portals' delays in Jest. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/**
 * Mantine's toast outlet, mounted when the first toast is shown and kept from then on (a toast
 * shown before waits in Mantine's store, which the outlet then renders). Most visits show none,
 * and the outlet's portal, six position groups and observers were a part of the first page's
 * render (issue 18: the main thread's work before the first view).
 */
function ToastOutlet() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && (notifications.length > 0 || queue.length > 0)) setNeeded(true);
  return needed ? <Notifications position="top-right" /> : null;
}

/** What every page runs inside: the one store, the Mantine theme and the toast outlet. */
export function AppProviders({ store, env = 'default', children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
        <ToastOutlet />
        {children}
      </MantineProvider>
    </Provider>
  );
}
