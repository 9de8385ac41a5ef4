import { createServer, listen, loadConfig } from '@wellness/platform';
import { app } from './app';

const config = loadConfig(4103);
const server = createServer(config);
server.register(app, { config });
void listen(server, config);
