import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { LIMIT_CLASSES } from './rate-limit';
import type { LimitClass } from './rate-limit';

const LimitSchema = Type.Object({
  user: Type.Integer({ minimum: 1 }),
  address: Type.Integer({ minimum: 1 }),
  windowSeconds: Type.Integer({ minimum: 1 }),
});

/**
 * Defaults of each class, per user and per address: generous enough that no person working
 * by hand meets them (an office behind one address gets five people's worth).
 */
const LIMIT_DEFAULTS: Record<LimitClass, Static<typeof LimitSchema>> = {
  write: { user: 120, address: 600, windowSeconds: 60 },
  upload: { user: 30, address: 150, windowSeconds: 60 * 60 },
  'report-run': { user: 30, address: 150, windowSeconds: 10 * 60 },
  export: { user: 20, address: 100, windowSeconds: 10 * 60 },
  email: { user: 20, address: 100, windowSeconds: 60 * 60 },
};

/** RATE_LIMIT_<CLASS>_USER, _ADDRESS and _WINDOW_SECONDS (class upper-cased, `-` as `_`). */
function limitFromEnv(name: LimitClass, env: NodeJS.ProcessEnv) {
  const prefix = `RATE_LIMIT_${name.toUpperCase().replace(/-/g, '_')}`;
  const defaults = LIMIT_DEFAULTS[name];
  return {
    user: Number(env[`${prefix}_USER`] ?? defaults.user),
    address: Number(env[`${prefix}_ADDRESS`] ?? defaults.address),
    windowSeconds: Number(env[`${prefix}_WINDOW_SECONDS`] ?? defaults.windowSeconds),
  };
}

/** The unsubscribe links' key when UNSUBSCRIBE_SECRET is not set: for local stacks only. */
const LOCAL_UNSUBSCRIBE_SECRET = 'wellness-local-unsubscribe-secret';

/** Default time for a connection to open or a Redis command to answer (BACKEND_TIMEOUT_MS). */
export const BACKEND_TIMEOUT_MS = 5000;

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
  /**
   * Milliseconds a MySQL or Redis connection may take to open and a Redis command to answer
   * before the request answers 503 (unavailable.ts).
   */
  backendTimeoutMs: Type.Integer({ minimum: 100 }),
  /** Promotions are served on subdomains of this domain (`demo.localhost`). */
  baseDomain: Type.String({ minLength: 1 }),
  /**
   * Proxies in front of the service that append to X-Forwarded-For (the edge: 1). Only those
   * hops are trusted, so `request.ip` is the address the outermost one saw, never an entry
   * the client wrote itself.
   */
  trustedProxyHops: Type.Integer({ minimum: 0, maximum: 10 }),
  /** Login attempts allowed per account and per client address in the window (rate-limit.ts). */
  loginRateLimitAccount: Type.Integer({ minimum: 1 }),
  loginRateLimitIp: Type.Integer({ minimum: 1 }),
  loginRateLimitWindowSeconds: Type.Integer({ minimum: 1 }),
  /** Requests of each limit class allowed per user and per client address in the window. */
  rateLimits: Type.Object({
    write: LimitSchema,
    upload: LimitSchema,
    'report-run': LimitSchema,
    export: LimitSchema,
    email: LimitSchema,
  }),
  /** Multiplies every limit, login's too: raised by the bench, e2e and guardrails stacks. */
  rateLimitAllowance: Type.Integer({ minimum: 1 }),
  /**
   * Key of the unsubscribe links' HMAC (mail/unsubscribe.ts). The local default serves this
   * machine's stacks and tests; a deployment sets its own, the same for the worker and admin.
   */
  unsubscribeSecret: Type.String({ minLength: 16 }),
});

export type Config = Static<typeof ConfigSchema>;

/** Overrides of a test or stack: `rateLimits` may name only the classes it changes. */
export type ConfigOverrides = Partial<Omit<Config, 'rateLimits'>> & {
  rateLimits?: Partial<Config['rateLimits']>;
};

/** Reads and validates the configuration once at start-up; never branches on NODE_ENV. */
export function loadConfig(
  defaultPort: number,
  env: NodeJS.ProcessEnv = process.env,
  overrides: ConfigOverrides = {},
): Config {
  const { rateLimits, ...rest } = overrides;
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
    backendTimeoutMs: Number(env.BACKEND_TIMEOUT_MS ?? BACKEND_TIMEOUT_MS),
    baseDomain: env.BASE_DOMAIN ?? 'localhost',
    trustedProxyHops: Number(env.TRUSTED_PROXY_HOPS ?? 1),
    loginRateLimitAccount: Number(env.LOGIN_RATE_LIMIT_ACCOUNT ?? 10),
    loginRateLimitIp: Number(env.LOGIN_RATE_LIMIT_IP ?? 50),
    loginRateLimitWindowSeconds: Number(env.LOGIN_RATE_LIMIT_WINDOW_SECONDS ?? 15 * 60),
    rateLimits: {
      ...Object.fromEntries(LIMIT_CLASSES.map((name) => [name, limitFromEnv(name, env)])),
      ...rateLimits,
    },
    rateLimitAllowance: Number(env.RATE_LIMIT_ALLOWANCE ?? 1),
    unsubscribeSecret: env.UNSUBSCRIBE_SECRET ?? LOCAL_UNSUBSCRIBE_SECRET,
    ...rest,
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
