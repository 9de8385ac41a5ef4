import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { eligibilityHeaderOf, eligibilityRowOf } from '@wellness/platform';
import type { EligibilityFileJobData, EligibilityRow } from '@wellness/platform';
import type { Job } from 'bullmq';
import type { DataSource } from 'typeorm';

export { ELIGIBILITY_FILE_JOB } from '@wellness/platform';

/** Rows written per batch: one upsert, one progress update. */
export const BATCH_ROWS = 1000;

interface FileRow {
  status: string;
  run: number;
  rows_processed: number;
}

/** The stored CSV, one chunk at a time (never the whole file in memory). */
function fileBytes(db: DataSource, fileId: number): Readable {
  async function* chunks() {
    for (let seq = 0; ; seq += 1) {
      const [row] = (await db.query(
        'SELECT data FROM eligibility_file_chunks WHERE file_id = ? AND seq = ?',
        [fileId, seq],
      )) as Array<{ data: Buffer }>;
      if (!row) return;
      yield row.data;
    }
  }
  return Readable.from(chunks());
}

/**
 * Imports an uploaded eligibility file (services/worker README "Eligibility files"): stream-parses
 * it with csv-parse, upserts good rows into `eligibilities` (identifier unique within the
 * promotion; a row of a registered user keeps its user), records bad rows with their line
 * number and reason, and moves `rows_processed` after each batch. It stops when the file is no
 * longer processing in this run (canceled, or processed again). Idempotent: a retried job
 * resumes after `rows_processed`, and rows are upserted, bad rows inserted once.
 */
export async function processEligibilityFile(
  { db }: { db: DataSource },
  job: Job,
): Promise<{ processed: number; failed: number; stopped: boolean }> {
  const data = job.data as EligibilityFileJobData;
  const { eligibility_file_id: fileId, promotion_id: promotionId, run } = data;
  const [file] = (await db.query(
    'SELECT status, run, rows_processed FROM eligibility_files WHERE id = ? AND promotion_id = ?',
    [fileId, promotionId],
  )) as FileRow[];
  if (!file || file.status !== 'processing' || Number(file.run) !== run) {
    return { processed: 0, failed: 0, stopped: true };
  }
  const resumeAfter = Number(file.rows_processed);
  let positions: ReturnType<typeof eligibilityHeaderOf> = null;
  let index = 0;
  let good: EligibilityRow[] = [];
  let bad: Array<{ line: number; reason: string }> = [];
  let failed = 0;

  /** Writes the batch and the progress; false when the run was canceled or superseded. */
  const flush = async (): Promise<boolean> => {
    if (good.length) {
      const values = good.map(() => '(?, ?, ?, ?, ?)').join(', ');
      await db.query(
        `INSERT INTO eligibilities (promotion_id, identifier, first_name, last_name, email) VALUES ${values}
         ON DUPLICATE KEY UPDATE first_name = VALUES(first_name), last_name = VALUES(last_name), email = VALUES(email)`,
        good.flatMap((row) => [
          promotionId,
          row.identifier,
          row.first_name,
          row.last_name,
          row.email,
        ]),
      );
    }
    if (bad.length) {
      await db.query(
        `INSERT IGNORE INTO eligibility_file_errors (file_id, line, reason) VALUES ${bad.map(() => '(?, ?, ?)').join(', ')}`,
        bad.flatMap((error) => [fileId, error.line, error.reason]),
      );
    }
    good = [];
    bad = [];
    const updated: { affectedRows: number } = await db.query(
      `UPDATE eligibility_files SET rows_processed = ?,
         rows_failed = (SELECT COUNT(*) FROM eligibility_file_errors WHERE file_id = ?)
       WHERE id = ? AND run = ? AND status = 'processing'`,
      [index, fileId, fileId, run],
    );
    return updated.affectedRows === 1;
  };

  const parser = fileBytes(db, fileId).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true }),
  );
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    if (positions === null) {
      positions = eligibilityHeaderOf(record);
      if (positions === null) {
        await db.query(
          "UPDATE eligibility_files SET status = 'failed' WHERE id = ? AND run = ? AND status = 'processing'",
          [fileId, run],
        );
        return { processed: 0, failed: 0, stopped: true };
      }
      continue;
    }
    index += 1;
    if (index <= resumeAfter) continue;
    const at = (column: keyof NonNullable<typeof positions>) =>
      positions![column] === undefined ? null : (record[positions![column]!] ?? null);
    const checked = eligibilityRowOf({
      identifier: at('identifier'),
      first_name: at('first_name'),
      last_name: at('last_name'),
      email: at('email'),
    });
    if ('problems' in checked) {
      failed += 1;
      bad.push({ line: info.lines, reason: checked.problems.join(' ').slice(0, 255) });
    } else {
      good.push(checked.row);
    }
    if (good.length + bad.length >= BATCH_ROWS) {
      if (!(await flush())) {
        parser.destroy();
        return { processed: index, failed, stopped: true };
      }
      await job.updateProgress({ rows_processed: index });
    }
  }
  if (!(await flush())) return { processed: index, failed, stopped: true };
  await db.query(
    "UPDATE eligibility_files SET status = 'processed' WHERE id = ? AND run = ? AND status = 'processing'",
    [fileId, run],
  );
  return { processed: index, failed, stopped: false };
}
