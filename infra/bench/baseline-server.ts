import Fastify from 'fastify';
import { Redis } from 'ioredis';

// The yardsticks, in their own process like the services: a bare Fastify route returning a
// constant, and a bare route reading one page of a Redis sorted set, BOARD_KEY at REDIS_URL
// (the individual leaderboard's). The page is read at the board's own path and query
// (`/api/promotions/:id/leaderboard?page_size=50`: ZREVRANGE of page_size rows WITH SCORES),
// so the bench sends both the same request; `/board` is the same read at a short path.
// Prints its ephemeral port, then serves until SIGTERM.
const app = Fastify({ logger: false });
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const boardKey = process.env.BOARD_KEY ?? 'bench:lb:2:individual';
const page = async (size: number) => ({
  data: await redis.zrevrange(boardKey, 0, size - 1, 'WITHSCORES'),
});
app.get('/', async () => ({ data: 'ok' }));
app.get('/board', () => page(50));
app.get<{ Querystring: { page_size?: string } }>(
  '/api/promotions/:promotion_id/leaderboard',
  (request) => page(Number(request.query.page_size ?? 50)),
);

app.listen({ host: '127.0.0.1', port: 0 }).then(() => {
  const address = app.server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.once('SIGTERM', () => {
  redis.disconnect();
  void app.close().then(() => process.exit(0));
});
