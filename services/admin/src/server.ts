import { createServer, listen, loadConfig } from '@wellness/platform';
import { app } from './app';
import { loadReportsConfig } from './config';

const config = loadConfig(4103);
try {
  loadReportsConfig();
} catch (error) {
  // Before anything starts: one clear line (e.g. no REPORTS_MYSQL_PASSWORD), not a stack.
  console.error((error as Error).message);
  process.exit(1);
}
const server = createServer(config);
server.register(app, { config });
void listen(server, config);
