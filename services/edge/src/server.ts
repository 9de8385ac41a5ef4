import { createServer, listen } from '@wellness/platform';
import { edgeApp } from './app';
import { loadEdgeConfig } from './config';

const config = loadEdgeConfig();
const server = createServer(config);
server.register(edgeApp, { config });

listen(server, config)
  .then(() => server.apiRoutes.built)
  .catch((error: Error) => {
    // A route declared twice, or a service that never answered: one line, then exit.
    console.error(error.message);
    process.exit(1);
  });
