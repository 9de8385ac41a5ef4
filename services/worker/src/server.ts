import { createServer, listen } from '@wellness/platform';
import { workerApp } from './app';
import { loadWorkerConfig } from './config';

// The worker's HTTP side is only /healthz and /readyz; SIGTERM/SIGINT close the server, whose
// onClose runs worker.close() (the running job finishes), then the process exits.
const config = loadWorkerConfig();
const server = createServer(config);
server.register(workerApp, { config });

listen(server, config).catch((error: unknown) => {
  server.log.fatal({ err: error }, 'worker failed to start');
  process.exit(1);
});
