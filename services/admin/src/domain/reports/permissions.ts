import { DEFAULT_PROMOTION_ID } from '@wellness/platform';
import type { SessionUser } from '@wellness/platform';
import type { Report } from '@wellness/schema';

type Caller = Pick<SessionUser, 'role'>;
type StoredReport = Pick<Report, 'is_custom' | 'created_by_master' | 'report_type'>;

export const REPORT_MESSAGES = {
  sqlMasterOnly: 'Only a master may use the SQL layout.',
  saveDenied: 'Only a master may change this report: use Save As to keep your own copy.',
  deleteDenied: 'Report could not be deleted.',
} as const;

/**
 * Spec 3 section 6: a master saving on the default promotion saves a default report;
 * anyone else saves a custom report of the promotion they are working on.
 */
export const savesDefaultReport = (caller: Caller, promotionId: number) =>
  caller.role === 'Master' && promotionId === DEFAULT_PROMOTION_ID;

/** SQL reports — saving, running, even seeing them — are for masters only. */
export const mayUseSql = (caller: Caller) => caller.role === 'Master';

/**
 * A master saves and deletes any report; coordinator or above deletes (and saves over)
 * custom reports not created by a master. Only a master touches a default report.
 */
export function mayChangeReport(caller: Caller, report: StoredReport): boolean {
  if (caller.role === 'Master') return true;
  if (report.report_type === 'SQL') return false;
  return report.is_custom && !report.created_by_master;
}

export const mayDeleteReport = mayChangeReport;
