import { parse } from 'csv-parse/sync';
import { addLocation, problemOf } from '@wellness/platform';
import type { LocationFileJobData } from '@wellness/platform';
import type { Job } from 'bullmq';
import type { DataSource } from 'typeorm';

export { LOCATION_FILE_JOB } from '@wellness/platform';

export const NO_NAME_COLUMN = 'The file must have a name column.';
export const AMBIGUOUS_PARENT = (parent: string) =>
  `Parent "${parent}" names more than one location.`;
export const UNKNOWN_PARENT = (parent: string) => `Parent "${parent}" could not be found.`;
/** Bad rows kept with the file (all are counted in rows_failed). */
export const KEPT_ERRORS = 100;

interface Row {
  record: string[];
  info: { lines: number };
}

/**
 * Imports an uploaded locations file (services/worker README "Locations files"): the header names
 * a `name` column and optionally a `parent` column; each row adds a location under the location
 * its parent names (by name, case-insensitively; earlier rows of the file count), or at the top
 * level when the parent is empty. Rows are added through the tree rule of the tree editor
 * (`addLocation`: name, sibling names, 3 levels); a refused row is kept with its line number.
 */
export async function processLocationFile(
  { db }: { db: DataSource },
  job: Job,
): Promise<{ created: number; failed: number }> {
  const { location_file_id: fileId, promotion_id: promotionId } = job.data as LocationFileJobData;
  const [file] = (await db.query(
    "SELECT content FROM location_files WHERE id = ? AND promotion_id = ? AND status = 'processing'",
    [fileId, promotionId],
  )) as Array<{ content: string }>;
  if (!file) return { created: 0, failed: 0 };
  const errors: Array<{ line: number; reason: string }> = [];
  const finish = async (status: 'processed' | 'failed', processed: number, created: number) => {
    await db.query(
      `UPDATE location_files SET status = ?, rows_processed = ?, rows_created = ?, rows_failed = ?, errors = ?
        WHERE id = ? AND status = 'processing'`,
      [
        status,
        processed,
        created,
        errors.length,
        JSON.stringify(errors.slice(0, KEPT_ERRORS)),
        fileId,
      ],
    );
    return { created, failed: errors.length };
  };
  let rows: Row[];
  try {
    rows = parse(file.content, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as Row[];
  } catch (error) {
    errors.push({
      line: 1,
      reason: `The file could not be read as CSV: ${(error as Error).message}`,
    });
    return finish('failed', 0, 0);
  }
  const header = (rows[0]?.record ?? []).map((cell) => cell.trim().toLowerCase());
  const nameAt = header.indexOf('name');
  const parentAt = header.indexOf('parent');
  if (nameAt === -1) {
    errors.push({ line: 1, reason: NO_NAME_COLUMN });
    return finish('failed', 0, 0);
  }
  let created = 0;
  for (const [index, { record, info }] of rows.slice(1).entries()) {
    const parentName = parentAt === -1 ? '' : (record[parentAt] ?? '').trim();
    let parentId: number | null = null;
    if (parentName) {
      const parents = (await db.query(
        'SELECT id FROM locations WHERE promotion_id = ? AND LOWER(name) = LOWER(?)',
        [promotionId, parentName],
      )) as Array<{ id: number }>;
      if (parents.length !== 1) {
        const reason = parents.length ? AMBIGUOUS_PARENT(parentName) : UNKNOWN_PARENT(parentName);
        errors.push({ line: info.lines, reason });
        continue;
      }
      parentId = Number(parents[0]!.id);
    }
    try {
      await addLocation(db, promotionId, { name: record[nameAt], parent_id: parentId });
      created += 1;
    } catch (error) {
      errors.push({ line: info.lines, reason: problemOf(error) });
    }
    if ((index + 1) % 100 === 0) {
      await db.query('UPDATE location_files SET rows_processed = ? WHERE id = ?', [
        index + 1,
        fileId,
      ]);
      await job.updateProgress({ rows_processed: index + 1 });
    }
  }
  return finish('processed', rows.length - 1, created);
}
