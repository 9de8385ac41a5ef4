import sharp from 'sharp';
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
// The admin service renders each picture once (a works zip, an uploaded style image): libvips's
// cache of recent operations (up to 50 MB by default) would only grow with the zip's length.
sharp.cache(false);
const server = createServer(config);
server.register(app, { config });
void listen(server, config);
