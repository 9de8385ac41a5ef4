import { FullProviders } from '../lib/full-providers';
import { Layout } from './layout';

/** The frame of every page but welcome, with the store and the Mantine theme around it. */
export function FullLayout() {
  return (
    <FullProviders>
      <Layout />
    </FullProviders>
  );
}
