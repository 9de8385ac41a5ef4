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
   * true: the service creates the account and its grants at start-up (the app's MySQL user
   * needs CREATE USER and GRANT OPTION, as root has locally); false: infra created them.
   */
  provisionAccount: Type.Boolean(),
  poolSize: Type.Integer({ minimum: 1, maximum: 20 }),
});

export type ReportsConfig = Static<typeof ReportsConfigSchema>;

/** The reports' settings, read from the environment and validated once at start-up. */
export function loadReportsConfig(env: NodeJS.ProcessEnv = process.env): ReportsConfig {
  const config = {
    statementTimeoutSeconds: Number(env.REPORTS_STATEMENT_TIMEOUT_SECONDS ?? 10),
    accountUser: env.REPORTS_MYSQL_USER ?? 'wellness_reports',
    // A local default: production sets its own (the account can read, never write).
    accountPassword: env.REPORTS_MYSQL_PASSWORD ?? 'wellness-reports-local',
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
