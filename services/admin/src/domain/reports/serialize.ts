import type { Report } from '@wellness/schema';
import type { Caller } from './commands';
import { mayChangeReport, mayDeleteReport } from './permissions';
import type { ReportFilter } from './simple-report';

const parseList = <T>(text: string | null): T[] => {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};

/** A report as the client reads it, with what the caller may do with it. */
export function presentReport(report: Report, caller: Caller) {
  return {
    id: report.id,
    name: report.name,
    report_type: report.report_type,
    fields: parseList<string>(report.fields),
    filters: parseList<ReportFilter>(report.filters),
    sql: report.sql,
    parent_id: report.parent_id,
    is_custom: report.is_custom,
    created_by_master: report.created_by_master,
    promotion_id: report.promotion_id,
    can_save: mayChangeReport(caller, report),
    can_delete: mayDeleteReport(caller, report),
  };
}
