import type { DataSource } from 'typeorm';
import { DEFAULT_PROMOTION_ID, notFound } from '@wellness/platform';
import { Report } from '@wellness/schema';
import type { Caller } from './commands';
import { mayUseSql } from './permissions';

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
