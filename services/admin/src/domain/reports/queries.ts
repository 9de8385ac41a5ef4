import type { DataSource } from 'typeorm';
import { DEFAULT_PROMOTION_ID, notFound } from '@wellness/platform';
import { Location, Report } from '@wellness/schema';
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

/** A promotion's locations, each with its top-level location: the report run's pickers. */
export async function reportLocations(db: DataSource, promotionId: number) {
  const locations = await db.getRepository(Location).find({
    where: { promotion_id: promotionId },
    order: { level: 'ASC', name: 'ASC', id: 'ASC' },
  });
  const byId = new Map(locations.map((location) => [location.id, location]));
  const topLevelOf = (location: Location): number => {
    let current = location;
    // Levels 1 to 3: at most two steps up; the bound guards against a cycle in bad data.
    for (let step = 0; step < 5 && current.parent_id !== null; step += 1) {
      const parent = byId.get(current.parent_id);
      if (!parent) break;
      current = parent;
    }
    return current.id;
  };
  return locations.map((location) => ({
    id: location.id,
    name: location.name,
    parent_id: location.parent_id,
    level: location.level,
    top_level_id: topLevelOf(location),
  }));
}
