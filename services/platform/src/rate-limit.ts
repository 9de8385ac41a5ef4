import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis, Result } from 'ioredis';
import { HttpError } from './errors';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

declare module 'ioredis' {
  interface RedisCommander<Context> {
    takeAttempt(key: string, windowMs: number, limit: number, id: string): Result<number, Context>;
  }
}

/**
 * A sliding window per key: a sorted set of attempt ids scored by Redis's own clock, so
 * every replica counts against the same numbers and the same time. Answers 0 when the
 * attempt was recorded, or the milliseconds until the oldest one leaves a full window.
 * Refused attempts are not recorded: a key never holds more than `limit` members.
 */
const TAKE_ATTEMPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(oldest[2]) + window - now)
end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return 0
`;

export interface AttemptLimit {
  key: string;
  limit: number;
  windowSeconds: number;
}

export type AttemptResult =
  { allowed: true; giveBack(): Promise<void> } | { allowed: false; retryAfterSeconds: number };

/** Counts attempts against several limits at once (an account and an address). */
export class AttemptLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    redis.defineCommand('takeAttempt', { numberOfKeys: 1, lua: TAKE_ATTEMPT });
  }

  async take(limits: readonly AttemptLimit[]): Promise<AttemptResult> {
    const id = randomBytes(12).toString('base64url');
    const keys = limits.map((limit) => `${this.prefix}attempts:${limit.key}`);
    // One key per call rather than one script over all keys: keys may live on different
    // Redis Cluster slots.
    const waits = await Promise.all(
      limits.map((limit, i) =>
        this.redis.takeAttempt(keys[i], limit.windowSeconds * 1000, limit.limit, id),
      ),
    );
    const giveBack = async () => {
      await Promise.all(keys.map((key) => this.redis.zrem(key, id)));
    };
    const wait = Math.max(0, ...waits.map(Number));
    if (wait === 0) return { allowed: true, giveBack };
    // Refused by one limit: the others must not keep the attempt either.
    await giveBack();
    return { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) };
  }
}

/** What a limited request does; each has its own counters with the same limits. */
export type LimitedAction = 'login';

/** Keeps e-mail addresses out of Redis key names, and the names short. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Takes one attempt of `action` for the account (for example `<promotion id>:<e-mail>`) and
 * one for the caller's address, before any password is checked, so that parallel guesses
 * cannot slip past the count. Over either limit it answers 429 with Retry-After. Call
 * `succeeded()` once the caller has proved who they are: it gives the attempt back, so only
 * failures use up the limits and colleagues signing in behind one office address never do.
 */
export async function limitAttempts(
  request: FastifyRequest,
  reply: FastifyReply,
  action: LimitedAction,
  account: string,
): Promise<{ succeeded(): Promise<void> }> {
  const { config, attempts } = request.server;
  const windowSeconds = config.loginRateLimitWindowSeconds;
  const result = await attempts.take([
    {
      key: `${action}:account:${digest(account)}`,
      limit: config.loginRateLimitAccount,
      windowSeconds,
    },
    { key: `${action}:ip:${request.ip}`, limit: config.loginRateLimitIp, windowSeconds },
  ]);
  if (!result.allowed) {
    reply.header('retry-after', String(result.retryAfterSeconds));
    throw new HttpError(429, TOO_MANY_ATTEMPTS);
  }
  return { succeeded: result.giveBack };
}
