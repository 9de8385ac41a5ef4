import { lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * Loads a part with the store and the Mantine theme around it (lib/full-providers): the
 * light welcome page (issue 18) has neither until one of its forms is shown.
 */
export function withFullProviders<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazy(async () => {
    const [{ FullProviders }, Part] = await Promise.all([import('./full-providers'), load()]);
    return {
      default: (props: P) => (
        <FullProviders>
          <Part {...props} />
        </FullProviders>
      ),
    };
  });
}
