import { createServer, listen, loadConfig } from '@wellness/platform';
import { app } from './app';

const config = loadConfig(4102);
const server = createServer(config);
server.register(app, { config });
void listen(server, config);
