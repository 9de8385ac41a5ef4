import { createServer, listen, loadConfig } from '@wellness/platform';
import { realtimeApp } from './app';

const config = loadConfig(4104);
const server = createServer(config);
server.register(realtimeApp, { config });

listen(server, config).catch((error: unknown) => {
  server.log.fatal({ err: error }, 'realtime failed to start');
  process.exit(1);
});
