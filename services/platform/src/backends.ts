import { openDatabase, redactUrl } from '@wellness/schema';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';

/** Raised when MySQL or Redis cannot be reached; its message is the one line printed on exit. */
export class BackendUnreachableError extends Error {}

export async function connectMysql(mysqlUrl: string, poolSize: number): Promise<DataSource> {
  try {
    return await openDatabase(mysqlUrl, { poolSize });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code && /ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|ER_ACCESS_DENIED_ERROR/.test(code)) {
      throw new BackendUnreachableError(`Cannot reach MySQL at ${redactUrl(mysqlUrl)} (${code})`);
    }
    throw error;
  }
}

export async function connectRedis(redisUrl: string): Promise<Redis> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 2,
    retryStrategy: (attempt) => (attempt > 20 ? null : Math.min(attempt * 200, 2000)),
  });
  // ioredis reports reconnect failures as events; connect() below surfaces the first one.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (error) {
    redis.disconnect();
    const reason = (error as { code?: string; message?: string }).code ?? (error as Error).message;
    throw new BackendUnreachableError(`Cannot reach Redis at ${redactUrl(redisUrl)} (${reason})`);
  }
}
