import type { DataSource } from 'typeorm';
import { DEFAULT_PROMOTION_ID } from '@wellness/platform';
import type { SessionUser } from '@wellness/platform';
import { Report } from '@wellness/schema';
import type { ReportType } from '@wellness/schema';
import { savesDefaultReport } from './permissions';
import type { ReportFilter } from './simple-report';

interface ReportDefinition {
  name: string;
  report_type: ReportType;
  fields: string[];
  filters: ReportFilter[];
  sql: string | null;
}

export type Caller = Pick<SessionUser, 'id' | 'role'>;

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
