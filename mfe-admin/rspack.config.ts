import { createAppConfig } from '../shared-ui/build/rspack-config';

export default createAppConfig({ dir: import.meta.dirname, kind: 'remote', name: 'mfe_admin' });
