import type { DataSource } from 'typeorm';
import { DEFAULT_PROMOTION_ID, notFound } from '@wellness/platform';
import type { SessionUser } from '@wellness/platform';
import { Report } from '@wellness/schema';
import type { ReportType } from '@wellness/schema';
import { mayChangeReport, mayDeleteReport, mayUseSql, savesDefaultReport } from './permissions';
import type { ReportFilter } from './simple-report';

export interface ReportDefinition {
  name: string;
  report_type: ReportType;
  fields: string[];
  filters: ReportFilter[];
  sql: string | null;
}

type Caller = Pick<SessionUser, 'id' | 'role'>;

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

/**
 * The reports of a promotion: the default reports (saved by a master on the default
 * promotion) and the promotion's custom reports. SQL reports only for masters.
 */
export async function listReports(db: DataSource, promotionId: number, caller: Caller) {
  const reports = await db
    .getRepository(Report)
    .createQueryBuilder('r')
    .where(
      '((r.is_custom = 0 AND r.promotion_id = :defaultId) OR (r.is_custom = 1 AND r.promotion_id = :promotionId))',
      {
        defaultId: DEFAULT_PROMOTION_ID,
        promotionId,
      },
    )
    .orderBy('r.is_custom', 'ASC')
    .addOrderBy('r.name', 'ASC')
    .addOrderBy('r.id', 'ASC')
    .getMany();
  return reports.filter((report) => report.report_type !== 'SQL' || mayUseSql(caller));
}

/** One report reachable from the promotion (see listReports), or 404. */
export async function findReport(
  db: DataSource,
  promotionId: number,
  id: number,
  caller: Caller,
): Promise<Report> {
  const reports = await listReports(db, promotionId, caller);
  const report = reports.find((candidate) => candidate.id === id);
  if (!report) throw notFound('Report');
  return report;
}

const columns = (definition: ReportDefinition) => ({
  name: definition.name.trim(),
  report_type: definition.report_type,
  fields: JSON.stringify(definition.report_type === 'SQL' ? [] : definition.fields),
  filters: JSON.stringify(definition.report_type === 'SQL' ? [] : definition.filters),
  sql: definition.report_type === 'SQL' ? definition.sql : null,
});

export async function createReport(
  db: DataSource,
  promotionId: number,
  caller: Caller,
  definition: ReportDefinition & { parent_id: number | null },
): Promise<Report> {
  const isDefault = savesDefaultReport(caller, promotionId);
  const repository = db.getRepository(Report);
  return repository.save(
    repository.create({
      ...columns(definition),
      promotion_id: isDefault ? DEFAULT_PROMOTION_ID : promotionId,
      parent_id: definition.parent_id,
      is_custom: !isDefault,
      created_by_master: caller.role === 'Master',
      created_by: caller.id,
    }),
  );
}

export async function updateReport(
  db: DataSource,
  report: Report,
  definition: ReportDefinition,
): Promise<Report> {
  Object.assign(report, columns(definition));
  return db.getRepository(Report).save(report);
}

export async function deleteReport(db: DataSource, report: Report): Promise<void> {
  await db.getRepository(Report).delete({ id: report.id });
}
