import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const ConfigSchema = Type.Object({
  port: Type.Integer({ minimum: 0, maximum: 65535 }),
  host: Type.String({ minLength: 1 }),
  mysqlUrl: Type.String({ pattern: '^mysql://' }),
  redisUrl: Type.String({ pattern: '^rediss?://' }),
  /** Prefix of every Redis key and channel: lets test workers and stacks share one Redis. */
  redisPrefix: Type.String(),
  logLevel: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
  ),
  /** Seconds a session lives without use, and with stay_logged_in. */
  sessionTtl: Type.Integer({ minimum: 60 }),
  sessionTtlStayLoggedIn: Type.Integer({ minimum: 60 }),
  /** Seconds a session lives at most since sign-in, however often it is used (session.ts). */
  sessionAbsoluteTtl: Type.Integer({ minimum: 60 }),
  sessionAbsoluteTtlStayLoggedIn: Type.Integer({ minimum: 60 }),
  poolSize: Type.Integer({ minimum: 1, maximum: 100 }),
  /** Promotions are served on subdomains of this domain (`demo.localhost`). */
  baseDomain: Type.String({ minLength: 1 }),
  /**
   * Proxies in front of the service that append to X-Forwarded-For (the edge: 1). Only those
   * hops are trusted, so `request.ip` is the address the outermost one saw, never an entry
   * the client wrote itself.
   */
  trustedProxyHops: Type.Integer({ minimum: 0, maximum: 10 }),
  /** Login and password-reset attempts allowed per account and per client address (rate-limit.ts). */
  loginRateLimitAccount: Type.Integer({ minimum: 1 }),
  loginRateLimitIp: Type.Integer({ minimum: 1 }),
  loginRateLimitWindowSeconds: Type.Integer({ minimum: 1 }),
});

export type Config = Static<typeof ConfigSchema>;

/** Reads and validates the configuration once at start-up; never branches on NODE_ENV. */
export function loadConfig(
  defaultPort: number,
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const config = {
    port: Number(env.PORT ?? defaultPort),
    host: env.HOST ?? '127.0.0.1',
    mysqlUrl: env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/wellness',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: env.REDIS_PREFIX ?? 'wellness:',
    logLevel: env.LOG_LEVEL ?? 'info',
    sessionTtl: Number(env.SESSION_TTL_SECONDS ?? 2 * 60 * 60),
    sessionTtlStayLoggedIn: Number(env.SESSION_TTL_STAY_LOGGED_IN_SECONDS ?? 30 * 24 * 60 * 60),
    sessionAbsoluteTtl: Number(env.SESSION_ABSOLUTE_TTL_SECONDS ?? 12 * 60 * 60),
    sessionAbsoluteTtlStayLoggedIn: Number(
      env.SESSION_ABSOLUTE_TTL_STAY_LOGGED_IN_SECONDS ?? 90 * 24 * 60 * 60,
    ),
    poolSize: Number(env.MYSQL_POOL_SIZE ?? 10),
    baseDomain: env.BASE_DOMAIN ?? 'localhost',
    trustedProxyHops: Number(env.TRUSTED_PROXY_HOPS ?? 1),
    loginRateLimitAccount: Number(env.LOGIN_RATE_LIMIT_ACCOUNT ?? 10),
    loginRateLimitIp: Number(env.LOGIN_RATE_LIMIT_IP ?? 50),
    loginRateLimitWindowSeconds: Number(env.LOGIN_RATE_LIMIT_WINDOW_SECONDS ?? 15 * 60),
    ...overrides,
  };
  const errors = [...Value.Errors(ConfigSchema, config)];
  if (errors.length > 0) {
    throw new Error(
      `Invalid configuration: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}`,
    );
  }
  // The sliding expiry would otherwise never come into play.
  if (config.sessionAbsoluteTtl < config.sessionTtl) {
    throw new Error(
      'Invalid configuration: SESSION_ABSOLUTE_TTL_SECONDS must be at least SESSION_TTL_SECONDS',
    );
  }
  if (config.sessionAbsoluteTtlStayLoggedIn < config.sessionTtlStayLoggedIn) {
    throw new Error(
      'Invalid configuration: SESSION_ABSOLUTE_TTL_STAY_LOGGED_IN_SECONDS must be at least SESSION_TTL_STAY_LOGGED_IN_SECONDS',
    );
  }
  return config as Config;
}
