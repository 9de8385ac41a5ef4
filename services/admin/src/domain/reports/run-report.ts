import type { DataSource } from 'typeorm';
import { HttpError, notFound, unprocessable } from '@wellness/platform';
import type { SessionUser } from '@wellness/platform';
import { REPORT_MESSAGES, mayUseSql } from './permissions';
import type { ReportsDatabase } from './reports-database';
import { compileSimpleReport } from './simple-report';
import { reportEvaluation } from './evaluation-columns';
import type { ReportFilter } from './simple-report';
import { SQL_PARAMETERS, guardSql } from './sql-guard';
import type { SqlParameterValues } from './sql-guard';

export interface RunDefinition {
  fields: string[];
  filters: ReportFilter[];
  /** A non-empty text means the SQL layout. */
  sql: string | null;
}

interface RunOptions {
  min_date?: string | null;
  max_date?: string | null;
  location?: number | null;
  top_level_location?: number | null;
  /** Keeps the participants who completed it and adds its answers as columns (Simple). */
  evaluation_definition_id?: number | null;
}

export const isSqlLayout = (definition: Pick<RunDefinition, 'sql'>) =>
  typeof definition.sql === 'string' && definition.sql.trim() !== '';

/** Spec 3 section 9: the values behind :promotion_id, :organization_id, ... for a run. */
async function sqlParameters(
  db: DataSource,
  promotionId: number,
  options: RunOptions,
): Promise<SqlParameterValues> {
  const [promotion] = await db.query(
    `SELECT p.id, p.organization_id, o.reseller_id
       FROM promotions p LEFT JOIN organizations o ON o.id = p.organization_id
      WHERE p.id = ?`,
    [promotionId],
  );
  if (!promotion) throw notFound('Promotion');
  const id = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    promotion_id: promotionId,
    organization_id: id(promotion.organization_id),
    reseller_id: id(promotion.reseller_id),
    location_id: options.location ?? null,
    top_level_location_id: options.top_level_location ?? null,
    reported_on_min: options.min_date ?? null,
    reported_on_max: options.max_date ?? null,
  };
}

/**
 * Runs a report for a promotion: the Simple layout compiled from its fields and filters, or
 * (masters only) the SQL layout through the guard. Both run on the read-only pool.
 */
export async function runReport(
  deps: { db: DataSource; reportsDatabase: ReportsDatabase },
  promotionId: number,
  caller: Pick<SessionUser, 'role'>,
  definition: RunDefinition,
  options: RunOptions,
) {
  const minDate = options.min_date ?? null;
  const maxDate = options.max_date ?? null;
  if (minDate && maxDate && minDate > maxDate) {
    throw unprocessable('The start date must not be after the end date.');
  }
  if (isSqlLayout(definition)) {
    if (!mayUseSql(caller)) throw new HttpError(403, REPORT_MESSAGES.sqlMasterOnly);
    const parameters = await sqlParameters(deps.db, promotionId, options);
    const { sql, values } = await guardSql(definition.sql ?? '', parameters);
    const result = await deps.reportsDatabase.run(sql, values, { explain: true });
    return {
      fields: result.columns.map((name) => ({ id: name, display_name: name })),
      rows: result.rows,
      limited: result.limited,
    };
  }
  const compiled = compileSimpleReport({
    promotionId,
    fields: definition.fields,
    filters: definition.filters,
    minDate,
    maxDate,
    locationId: options.location ?? null,
    topLevelLocationId: options.top_level_location ?? null,
    evaluation: options.evaluation_definition_id
      ? await reportEvaluation(deps.db, promotionId, options.evaluation_definition_id)
      : null,
  });
  const result = await deps.reportsDatabase.run(compiled.sql, compiled.values);
  const ids = [
    ...definition.fields,
    ...compiled.columns.slice(definition.fields.length).map((_, index) => `answer_${index}`),
  ];
  return {
    fields: ids.map((id, index) => ({ id, display_name: compiled.columns[index] })),
    rows: result.rows,
    limited: result.limited,
  };
}

/** Checks a definition before it is saved: the same rules as a run, without running it. */
export async function validateDefinition(
  caller: Pick<SessionUser, 'role'>,
  definition: { report_type: 'Simple' | 'SQL' } & RunDefinition,
): Promise<void> {
  if (definition.report_type === 'SQL') {
    if (!mayUseSql(caller)) throw new HttpError(403, REPORT_MESSAGES.sqlMasterOnly);
    if (!isSqlLayout(definition)) throw unprocessable('The SQL is empty.');
    const none = Object.fromEntries(SQL_PARAMETERS.map((p) => [p, null])) as SqlParameterValues;
    await guardSql(definition.sql ?? '', none);
    return;
  }
  if (isSqlLayout(definition)) throw unprocessable('A Simple report has no SQL.');
  compileSimpleReport({
    promotionId: 0,
    fields: definition.fields,
    filters: definition.filters,
    minDate: null,
    maxDate: null,
    locationId: null,
    topLevelLocationId: null,
  });
}
