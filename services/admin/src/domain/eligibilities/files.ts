import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import type { DataSource } from 'typeorm';
import { HttpError, eligibilityHeaderOf, notFound } from '@wellness/platform';

/** Upload errors (shown as the bullet-list toast, spec 3 s8). */
export const ONLY_CSV = 'Only .csv files can be uploaded.';
export const FILE_EMPTY = 'The file has no rows.';
export const NO_IDENTIFIER_COLUMN = 'The file must have an identifier column.';
export const FILE_TOO_LARGE = 'The file must be 20 MB or less.';
export const NOT_PROCESSING = 'The file is not processing.';
export const DELETE_WHILE_PROCESSING = 'A file cannot be deleted while it is processing.';
export const csvProblem = (line: number, message: string) => `Line ${line}: ${message}`;

/** Largest eligibility file accepted; 50,000 rows of a few columns are about 3 MB. */
export const MAX_ELIGIBILITY_FILE_BYTES = 20 * 1024 * 1024;
/** Bytes per stored chunk (a MEDIUMBLOB row). */
export const CHUNK_BYTES = 256 * 1024;
/** The bad rows shown with a file (all are counted in rows_failed). */
export const SHOWN_ERRORS = 100;

interface StoredFile {
  id: number;
  promotion_id: number;
  filename: string;
  status: string;
  run: number;
  total_rows: number;
  rows_processed: number;
  rows_failed: number;
  created_at: Date;
}

const FILE_COLUMNS =
  'id, promotion_id, filename, status, run, total_rows, rows_processed, rows_failed, created_at';

/** Spec 3 s3: percent = floor(rows_processed / total_rows * 100), total at least 1. */
export const percentOf = (processed: number, total: number) =>
  Math.min(100, Math.floor((processed / Math.max(1, total)) * 100));

const shown = (file: StoredFile) => ({
  id: Number(file.id),
  promotion_id: Number(file.promotion_id),
  filename: file.filename,
  status: file.status,
  total_rows: Number(file.total_rows),
  rows_processed: Number(file.rows_processed),
  rows_failed: Number(file.rows_failed),
  percent: percentOf(Number(file.rows_processed), Number(file.total_rows)),
  created_at: new Date(file.created_at).toISOString(),
});

export type EligibilityFileView = ReturnType<typeof shown>;

export async function promotionEligibilityFiles(db: DataSource, promotionId: number) {
  const rows = (await db.query(
    `SELECT ${FILE_COLUMNS} FROM eligibility_files WHERE promotion_id = ? ORDER BY created_at DESC, id DESC LIMIT 1000`,
    [promotionId],
  )) as StoredFile[];
  return rows.map(shown);
}

/** The stored file (any promotion: the caller checks who may see it), or 404. */
export async function storedEligibilityFile(db: DataSource, id: number) {
  const [row] = (await db.query(`SELECT ${FILE_COLUMNS} FROM eligibility_files WHERE id = ?`, [
    id,
  ])) as StoredFile[];
  if (!row) throw notFound('Eligibility File');
  return row;
}

/** The file with its first bad rows (line number and reason). */
export async function eligibilityFileView(db: DataSource, id: number) {
  const file = await storedEligibilityFile(db, id);
  const errors = (await db.query(
    `SELECT line, reason FROM eligibility_file_errors WHERE file_id = ? ORDER BY line LIMIT ${SHOWN_ERRORS}`,
    [id],
  )) as Array<{ line: number; reason: string }>;
  return {
    ...shown(file),
    errors: errors.map((error) => ({ line: Number(error.line), reason: error.reason })),
  };
}

/** A filename safe to keep and to send back in Content-Disposition. */
export const safeFilename = (name: string) =>
  (
    name
      .replace(/^.*[\\/]/, '')
      .replace(/[^A-Za-z0-9._ -]/g, '_')
      .trim() || 'eligibility.csv'
  ).slice(0, 200);

async function discard(db: DataSource, id: number) {
  await db.query('DELETE FROM eligibility_file_chunks WHERE file_id = ?', [id]);
  await db.query('DELETE FROM eligibility_file_errors WHERE file_id = ?', [id]);
  await db.query('DELETE FROM eligibility_files WHERE id = ?', [id]);
}

/**
 * Streams an upload into MySQL, 256 KiB a chunk, while csv-parse reads it: the header must name
 * an identifier column, the file must parse and have rows. Never holds the file in memory.
 * Throws HttpError 422 with every problem (the caller shows them as a list).
 */
export async function storeEligibilityFile(
  db: DataSource,
  options: { promotionId: number; userId: number; filename: string; stream: Readable },
): Promise<{ id: number; totalRows: number; bytes: number }> {
  const filename = safeFilename(options.filename);
  if (!/\.csv$/i.test(filename)) {
    options.stream.resume();
    throw new HttpError(422, ONLY_CSV);
  }
  const insert: { insertId: number } = await db.query(
    "INSERT INTO eligibility_files (promotion_id, filename, status, created_by) VALUES (?, ?, 'uploaded', ?)",
    [options.promotionId, filename, options.userId],
  );
  const id = Number(insert.insertId);
  let seq = 0;
  let bytes = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Writes what is pending in pieces of at most CHUNK_BYTES (a stream chunk may be larger). */
  const flush = async () => {
    if (pendingBytes === 0) return;
    const data = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    for (let start = 0; start < data.length; start += CHUNK_BYTES) {
      await db.query('INSERT INTO eligibility_file_chunks (file_id, seq, data) VALUES (?, ?, ?)', [
        id,
        seq++,
        data.subarray(start, start + CHUNK_BYTES),
      ]);
    }
  };
  const store = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes < CHUNK_BYTES) return done(null, chunk);
      flush().then(
        () => done(null, chunk),
        (error: Error) => done(error),
      );
    },
    flush(done) {
      flush().then(
        () => done(),
        (error: Error) => done(error),
      );
    },
  });
  let records = 0;
  let headerProblem = false;
  const count = new Writable({
    objectMode: true,
    write(record: string[], _encoding, done) {
      if (records === 0 && eligibilityHeaderOf(record) === null) headerProblem = true;
      records += 1;
      done();
    },
  });
  try {
    await pipeline(
      options.stream,
      store,
      parse({ bom: true, relax_column_count: true, skip_empty_lines: true }),
      count,
    );
  } catch (error) {
    await discard(db, id);
    const failure = error as { code?: string; lines?: number; message?: string };
    const cut = (options.stream as Readable & { truncated?: boolean }).truncated === true;
    if (cut || failure.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, FILE_TOO_LARGE);
    }
    if (typeof failure.code === 'string' && failure.code.startsWith('CSV_')) {
      throw new HttpError(422, csvProblem(failure.lines ?? 1, failure.message ?? 'Invalid CSV'));
    }
    throw error;
  }
  const truncated = (options.stream as Readable & { truncated?: boolean }).truncated === true;
  const problems: string[] = [];
  if (truncated) {
    await discard(db, id);
    throw new HttpError(413, FILE_TOO_LARGE);
  }
  if (records === 0 || headerProblem) problems.push(NO_IDENTIFIER_COLUMN);
  if (records <= 1) problems.push(FILE_EMPTY);
  if (problems.length) {
    await discard(db, id);
    throw new HttpError(422, problems[0], problems);
  }
  await db.query('UPDATE eligibility_files SET total_rows = ?, byte_size = ? WHERE id = ?', [
    records - 1,
    bytes,
    id,
  ]);
  return { id, totalRows: records - 1, bytes };
}

/** Starts a new processing run from row 0 (spec 3: "becomes processing with rows_processed 0"). */
export async function startProcessing(db: DataSource, id: number): Promise<number> {
  await db.query(
    "UPDATE eligibility_files SET status = 'processing', run = run + 1, rows_processed = 0, rows_failed = 0 WHERE id = ?",
    [id],
  );
  await db.query('DELETE FROM eligibility_file_errors WHERE file_id = ?', [id]);
  const file = await storedEligibilityFile(db, id);
  return Number(file.run);
}

/** Cancels a processing file; 409 when it is not processing. */
export async function cancelProcessing(db: DataSource, id: number) {
  const result: { affectedRows: number } = await db.query(
    "UPDATE eligibility_files SET status = 'canceled' WHERE id = ? AND status = 'processing'",
    [id],
  );
  if (result.affectedRows !== 1) throw new HttpError(409, NOT_PROCESSING);
}

/** Deletes a file that is not processing (its imported rows stay); gives back its bytes. */
export async function deleteEligibilityFile(db: DataSource, id: number) {
  const [row] = (await db.query(
    'SELECT byte_size, promotion_id FROM eligibility_files WHERE id = ?',
    [id],
  )) as Array<{ byte_size: string; promotion_id: number }>;
  const result: { affectedRows: number } = await db.query(
    "DELETE FROM eligibility_files WHERE id = ? AND status <> 'processing'",
    [id],
  );
  if (result.affectedRows !== 1) throw new HttpError(409, DELETE_WHILE_PROCESSING);
  await db.query('DELETE FROM eligibility_file_chunks WHERE file_id = ?', [id]);
  await db.query('DELETE FROM eligibility_file_errors WHERE file_id = ?', [id]);
  await db.query(
    'UPDATE promotions SET upload_bytes_used = GREATEST(upload_bytes_used - ?, 0) WHERE id = ?',
    [Number(row?.byte_size ?? 0), row?.promotion_id ?? 0],
  );
}

/** The file's bytes, read back one chunk at a time. */
export function eligibilityFileBytes(db: DataSource, id: number): Readable {
  async function* chunks() {
    for (let seq = 0; ; seq += 1) {
      const [row] = (await db.query(
        'SELECT data FROM eligibility_file_chunks WHERE file_id = ? AND seq = ?',
        [id, seq],
      )) as Array<{ data: Buffer }>;
      if (!row) return;
      yield row.data;
    }
  }
  return Readable.from(chunks());
}
