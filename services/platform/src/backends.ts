import { openDatabase, redactUrl } from '@wellness/schema';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { BACKEND_TIMEOUT_MS } from './config';

/** Raised when MySQL or Redis cannot be reached; its message is the one line printed on exit. */
export class BackendUnreachableError extends Error {}

export async function connectMysql(
  mysqlUrl: string,
  poolSize: number,
  timeoutMs = BACKEND_TIMEOUT_MS,
): Promise<DataSource> {
  try {
    return await openDatabase(mysqlUrl, { poolSize, connectTimeoutMs: timeoutMs });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code && /ECONNREFUSED|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|ER_ACCESS_DENIED_ERROR/.test(code)) {
      throw new BackendUnreachableError(`Cannot reach MySQL at ${redactUrl(mysqlUrl)} (${code})`);
    }
    throw error;
  }
}

export async function connectRedis(
  redisUrl: string,
  timeoutMs = BACKEND_TIMEOUT_MS,
): Promise<Redis> {
  let connected = false;
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    // Commands issued in one tick (concurrent requests' session reads, board reads) leave in
    // one socket write: on a busy machine each write costs more than the command itself.
    enableAutoPipelining: true,
    // While Redis is away a command waits for at most two reconnection attempts (or the timeout),
    // then fails: the request answers 503 at once instead of hanging (unavailable.ts).
    maxRetriesPerRequest: 2,
    commandTimeout: timeoutMs,
    // No retries before the first connection: start-up fails fast with one clear line. Once
    // connected, reconnect every 2 s at most, so a returning Redis is in use within 2 s.
    retryStrategy: (attempt) => (connected ? Math.min(attempt * 200, 2000) : null),
  });
  // ioredis reports socket failures as events; keep the first one for the start-up message.
  let firstError: { code?: string } | undefined;
  redis.on('error', (error: { code?: string }) => {
    firstError ??= error;
  });
  try {
    await redis.connect();
    await redis.ping();
    connected = true;
    return redis;
  } catch (error) {
    redis.disconnect();
    const reason =
      firstError?.code ?? (error as { code?: string }).code ?? (error as Error).message;
    throw new BackendUnreachableError(`Cannot reach Redis at ${redactUrl(redisUrl)} (${reason})`);
  }
}
