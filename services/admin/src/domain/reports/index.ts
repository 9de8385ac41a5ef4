/**
 * Reports (spec 3 s7): saved reports, the field catalogue, and runs of the simple builder or
 * of a master's SQL on the read-only account.
 */
export { createReport, deleteReport, updateReport } from './commands';
export { listReportFields } from './fields';
export { REPORT_MESSAGES, mayChangeReport, mayDeleteReport } from './permissions';
export { findReport, listReports } from './queries';
export { provisionReadOnlyAccount } from './read-only-account';
export { REPORT_ROW_LIMIT, ReportsDatabase } from './reports-database';
export { isSqlLayout, runReport, validateDefinition } from './run-report';
export type { RunDefinition } from './run-report';
export { presentReport } from './serialize';
export { SIGNS } from './simple-report';
export { guardSql } from './sql-guard';
