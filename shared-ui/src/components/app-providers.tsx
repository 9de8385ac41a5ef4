import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider } from 'react-redux';
import type { AppStore } from '../store/make-store';
import { cssVariablesResolver, theme } from '../theme/theme';

export interface AppProvidersProps {
  store: AppStore;
  /** 'test' turns off Mantine transitions and portals' delays in Jest. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** What every page runs inside: the one store, the Mantine theme and the toast outlet. */
export function AppProviders({ store, env = 'default', children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
        <Notifications position="top-right" />
        {children}
      </MantineProvider>
    </Provider>
  );
}
