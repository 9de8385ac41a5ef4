import { createContext } from 'react';
import type { AppStore } from '@wellness/shared-ui';

/**
 * What the portal hands to the parts that load later (issue 18, a light shell): the store a
 * test gives (else the page's one store, made when first needed) and Mantine's env.
 */
export interface PortalSettings {
  store?: AppStore;
  env?: 'default' | 'test';
}

export const PortalContext = createContext<PortalSettings>({});
