import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from './config';
import { HttpError } from './errors';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

/** The classes of limited calls; each has its own points per window per user and per address. */
export const LIMIT_CLASSES = ['write', 'upload', 'report-run', 'export', 'email'] as const;
export type LimitClass = (typeof LIMIT_CLASSES)[number];

/**
 * What a route declares next to its access: a class, `login` (the handler counts attempts
 * itself with `limitAttempts`), or `none` (with the reason in a comment beside it).
 */
export type RouteLimit = LimitClass | 'login' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    limit?: RouteLimit;
  }
}

interface Counters {
  user: RateLimiterRedis;
  address: RateLimiterRedis;
}

/** Keeps e-mail addresses out of Redis key names, and the names short. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Whole seconds until the refusing window ends; at least 1. */
const retryAfter = (refusals: RateLimiterRes[]) =>
  Math.max(1, Math.ceil(Math.max(...refusals.map((r) => r.msBeforeNext)) / 1000));

/**
 * Consumes one point from each counter at once; a refusal is a RateLimiterRes, anything else
 * (Redis unreachable) is thrown. Answers the refusals and the counters that took a point.
 */
async function consumeAll(entries: Array<[RateLimiterRedis, string]>) {
  const results = await Promise.allSettled(entries.map(([limiter, key]) => limiter.consume(key)));
  const refusals: RateLimiterRes[] = [];
  const taken: Array<[RateLimiterRedis, string]> = [];
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') taken.push(entries[i]);
    else if (result.reason instanceof RateLimiterRes) refusals.push(result.reason);
    else throw result.reason;
  });
  return { refusals, taken };
}

const giveBack = (taken: Array<[RateLimiterRedis, string]>) =>
  Promise.all(taken.map(([limiter, key]) => limiter.reward(key))).then(() => undefined);

export type AttemptResult =
  { allowed: true; giveBack(): Promise<void> } | { allowed: false; retryAfterSeconds: number };

/**
 * The counters of every limit, in Redis (rate-limiter-flexible's fixed windows, one key per
 * counter under REDIS_PREFIX) so every replica counts against the same numbers. Each limit
 * is multiplied by `rateLimitAllowance`.
 */
export class RequestLimits {
  private readonly classes: Map<LimitClass, Counters>;
  private readonly login: { account: RateLimiterRedis; address: RateLimiterRedis };

  constructor(redis: Redis, config: Config) {
    const allowance = config.rateLimitAllowance;
    const counter = (name: string, points: number, duration: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${config.redisPrefix}limits:${name}`,
        points: points * allowance,
        duration,
      });
    this.classes = new Map(
      LIMIT_CLASSES.map((name) => {
        const { user, address, windowSeconds } = config.rateLimits[name];
        return [
          name,
          {
            user: counter(`${name}:user`, user, windowSeconds),
            address: counter(`${name}:address`, address, windowSeconds),
          },
        ];
      }),
    );
    const window = config.loginRateLimitWindowSeconds;
    this.login = {
      account: counter('login:account', config.loginRateLimitAccount, window),
      address: counter('login:address', config.loginRateLimitIp, window),
    };
  }

  /**
   * One request of `limitClass` by the user (when signed in) from the address. Answers null
   * when allowed, else the seconds to wait. A refused request stays counted by the counter
   * that refused it (a client that keeps hammering stays refused until the window ends) and
   * is given back to the other, so that a busy office address does not use up a user's own
   * points.
   */
  async consume(
    limitClass: LimitClass,
    userId: number | null,
    address: string,
  ): Promise<number | null> {
    const counters = this.classes.get(limitClass)!;
    const entries: Array<[RateLimiterRedis, string]> = [[counters.address, address]];
    if (userId !== null) entries.push([counters.user, String(userId)]);
    const { refusals, taken } = await consumeAll(entries);
    if (!refusals.length) return null;
    await giveBack(taken);
    return retryAfter(refusals);
  }

  /**
   * One login attempt for the account and the address. A refused attempt is given back to
   * the counters that allowed it (the one that refused it is full until its window ends), so
   * that an address over its limit does not use up an account's attempts.
   */
  async takeLoginAttempt(account: string, address: string): Promise<AttemptResult> {
    const { refusals, taken } = await consumeAll([
      [this.login.account, digest(account)],
      [this.login.address, address],
    ]);
    if (!refusals.length) return { allowed: true, giveBack: () => giveBack(taken) };
    await giveBack(taken);
    return { allowed: false, retryAfterSeconds: retryAfter(refusals) };
  }
}

/**
 * What a limited request does: signing in, asking for a reset link, using a reset token, and
 * at registration checking an eligibility identifier or whether an e-mail is taken (both
 * would otherwise let anyone list identifiers or accounts).
 */
export type LimitedAction =
  'login' | 'forgot' | 'password-reset' | 'eligibility-check' | 'registration-check';

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
  const result = await request.server.limits.takeLoginAttempt(`${action}:${account}`, request.ip);
  if (!result.allowed) {
    reply.header('retry-after', String(result.retryAfterSeconds));
    throw new HttpError(429, TOO_MANY_ATTEMPTS);
  }
  return { succeeded: result.giveBack };
}
