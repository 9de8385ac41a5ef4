import { loadConfig } from '@wellness/platform';
import type { Config, ConfigOverrides } from '@wellness/platform';

export interface WorkerConfig extends Config {
  /** nodemailer's transport, e.g. smtp://127.0.0.1:4106 (the catcher locally). */
  smtpUrl: string;
  /** The From of every message. */
  mailFrom: string;
  /** Host (and port) of the links in messages: `{subdomain}.{publicHost}` (default BASE_DOMAIN). */
  publicHost: string;
  publicScheme: 'http' | 'https';
  /** Recipients a custom e-mail job sends between two progress reports and record updates. */
  batchSize: number;
  /** Pause between two messages, to stay under an SMTP provider's rate (0: none). */
  sendIntervalMs: number;
  /**
   * Messages of one job in flight at once, each on its own pooled SMTP connection (default 4);
   * 1 whenever sendIntervalMs paces the sending.
   */
  sendConcurrency: number;
  /** BullMQ lock of an active job; a worker that dies holds it this long before another resumes. */
  jobLockMs: number;
  /**
   * When the daily e-mail runs: a cron pattern in the worker's time zone (TZ), default
   * `0 7 * * *`; `off` removes the schedule.
   */
  dailyEmailCron: string;
}

/** Validated once at start: the platform's settings plus the worker's own. */
export function loadWorkerConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: ConfigOverrides & Partial<WorkerConfig> = {},
): WorkerConfig {
  const base = loadConfig(4105, env, overrides);
  const config: WorkerConfig = {
    ...base,
    smtpUrl: env.SMTP_URL ?? 'smtp://127.0.0.1:4106',
    mailFrom: env.MAIL_FROM ?? 'Wellness <no-reply@wellness.localhost>',
    publicHost: env.PUBLIC_HOST ?? base.baseDomain,
    publicScheme: env.PUBLIC_SCHEME === 'https' ? 'https' : 'http',
    batchSize: Number(env.EMAIL_BATCH_SIZE ?? 50),
    sendIntervalMs: Number(env.EMAIL_SEND_INTERVAL_MS ?? 0),
    sendConcurrency: Number(env.EMAIL_SEND_CONCURRENCY ?? 4),
    jobLockMs: Number(env.JOB_LOCK_MS ?? 30_000),
    dailyEmailCron: env.DAILY_EMAIL_CRON?.trim() || '0 7 * * *',
    ...overrides,
  };
  if (!/^smtps?:\/\//.test(config.smtpUrl)) throw new Error('Invalid configuration: SMTP_URL');
  for (const key of ['batchSize', 'sendIntervalMs', 'sendConcurrency', 'jobLockMs'] as const) {
    if (!Number.isInteger(config[key]) || config[key] < (key === 'sendIntervalMs' ? 0 : 1)) {
      throw new Error(`Invalid configuration: ${key}`);
    }
  }
  if (config.sendIntervalMs > 0) config.sendConcurrency = 1;
  return config;
}
