import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

const ReportsConfigSchema = Type.Object({
  /** Seconds a report's statement may run (MariaDB max_statement_time, MySQL max_execution_time). */
  statementTimeoutSeconds: Type.Number({ exclusiveMinimum: 0, maximum: 600 }),
  /** The read-only MySQL account reports run as (services/admin README, "Reports"). */
  accountUser: Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' }),
  accountPassword: Type.String({ minLength: 8, maxLength: 128 }),
  /**
   * The account's MySQL host pattern; null: the host the app's own connection comes from.
   * Never '%' alone: it must name something.
   */
  accountHost: Type.Union([
    Type.Null(),
    Type.String({ maxLength: 255, pattern: '^[A-Za-z0-9._:%-]*[A-Za-z0-9][A-Za-z0-9._:%-]*$' }),
  ]),
  /**
   * true: the service creates the account and its grants at start-up (the app's MySQL user
   * needs CREATE USER and GRANT OPTION, as root has locally); false: infra created them.
   */
  provisionAccount: Type.Boolean(),
  poolSize: Type.Integer({ minimum: 1, maximum: 20 }),
});

export type ReportsConfig = Static<typeof ReportsConfigSchema>;

export const REPORTS_PASSWORD_MISSING =
  'REPORTS_MYSQL_PASSWORD is not set: the read-only reports account has no default password (npm start and the tests set a local one).';

/** The reports' settings, read from the environment and validated once at start-up. */
export function loadReportsConfig(env: NodeJS.ProcessEnv = process.env): ReportsConfig {
  // No built-in password: a default would be the same, known one on every installation.
  if (!env.REPORTS_MYSQL_PASSWORD) throw new Error(REPORTS_PASSWORD_MISSING);
  const config = {
    statementTimeoutSeconds: Number(env.REPORTS_STATEMENT_TIMEOUT_SECONDS ?? 10),
    accountUser: env.REPORTS_MYSQL_USER ?? 'wellness_reports',
    accountPassword: env.REPORTS_MYSQL_PASSWORD,
    accountHost: env.REPORTS_MYSQL_HOST || null,
    provisionAccount: (env.REPORTS_PROVISION_ACCOUNT ?? 'true') === 'true',
    poolSize: Number(env.REPORTS_POOL_SIZE ?? 4),
  };
  const errors = [...Value.Errors(ReportsConfigSchema, config)];
  if (errors.length > 0) {
    throw new Error(
      `Invalid reports configuration: ${errors.map((e) => `${e.path} ${e.message}`).join('; ')}`,
    );
  }
  return config;
}
