import Fastify from 'fastify';
import { Redis } from 'ioredis';

// The yardsticks, in their own process like the services: a bare Fastify route returning a
// constant, and a bare route reading one page (50 rows with scores) of a Redis sorted set,
// BOARD_KEY at REDIS_URL (the individual leaderboard's). Prints its ephemeral port, then
// serves until SIGTERM.
const app = Fastify({ logger: false });
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const boardKey = process.env.BOARD_KEY ?? 'bench:lb:2:individual';
app.get('/', async () => ({ data: 'ok' }));
app.get('/board', async () => ({
  data: await redis.zrevrange(boardKey, 0, 49, 'WITHSCORES'),
}));

app.listen({ host: '127.0.0.1', port: 0 }).then(() => {
  const address = app.server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.once('SIGTERM', () => {
  redis.disconnect();
  void app.close().then(() => process.exit(0));
});
