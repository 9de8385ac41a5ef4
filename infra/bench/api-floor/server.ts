import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { createPool } from 'mysql2/promise';
import { RequestLimits, SessionStore, createEmailQueue, loadConfig } from '@wellness/platform';
import { boardFloors } from './boards';
import type { FloorContext } from './context';
import { logInFloor } from './login';
import { readFloors } from './reads';
import { writeFloor } from './write';

// The API scenarios' floors (issue 18; infra/bench/api-floors.ts): one process, plain Fastify,
// mysql2 and ioredis against the bench's database (MYSQL_URL) and Redis keys (REDIS_URL,
// REDIS_PREFIX), on PORT. Prints its port once it listens, then serves until SIGTERM.
async function main() {
  const config = loadConfig(0);
  const pool = createPool({
    uri: config.mysqlUrl,
    connectionLimit: config.poolSize,
    timezone: 'Z',
    dateStrings: ['DATE'],
  });
  // As the services' client: commands of one tick leave in one write (platform backends.ts).
  const redis = new Redis(config.redisUrl, { enableAutoPipelining: true });
  const context: FloorContext = {
    pool,
    redis,
    prefix: config.redisPrefix,
    sessions: new SessionStore({
      redis,
      prefix: config.redisPrefix,
      ttl: config.sessionTtl,
      ttlStayLoggedIn: config.sessionTtlStayLoggedIn,
      absoluteTtl: config.sessionAbsoluteTtl,
      absoluteTtlStayLoggedIn: config.sessionAbsoluteTtlStayLoggedIn,
    }),
    limits: new RequestLimits(redis, config),
    queue: createEmailQueue(config.redisUrl, config.redisPrefix),
  };
  const app = Fastify({ logger: false });
  readFloors(app, context);
  writeFloor(app, context);
  boardFloors(app, context);
  await logInFloor(app, context);
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
  process.stdout.write(`${Number(process.env.PORT ?? 0)}\n`);
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => Promise.all([pool.end(), context.queue.close()]))
      .finally(() => {
        redis.disconnect();
        process.exit(0);
      });
  });
}

main().catch((error: Error) => {
  console.error(`floor server: ${error.message}`);
  process.exit(1);
});
