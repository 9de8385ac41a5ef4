import Fastify from 'fastify';

// The yardstick: a bare Fastify route returning a constant, in its own process like the
// services. Prints its ephemeral port, then serves until SIGTERM.
const app = Fastify({ logger: false });
app.get('/', async () => ({ data: 'ok' }));

app.listen({ host: '127.0.0.1', port: 0 }).then(() => {
  const address = app.server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
