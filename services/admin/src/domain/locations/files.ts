import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { HttpError, notFound } from '@wellness/platform';

/** A locations file is small: a few thousand rows of two columns. */
export const MAX_LOCATION_FILE_BYTES = 1024 * 1024;
export const LOCATION_FILE_ONLY_CSV = 'Only .csv files can be uploaded.';
export const LOCATION_FILE_TOO_LARGE = 'The file must be 1 MB or less.';
export const LOCATION_FILE_EMPTY = 'The file has no rows.';

interface StoredLocationFile {
  id: number;
  promotion_id: number;
  filename: string;
  status: string;
  rows_processed: number;
  rows_created: number;
  rows_failed: number;
  errors: string | null;
  created_at: Date;
}

/** The file with its bad rows (line number and reason), or 404 outside the promotion. */
export async function locationFileView(db: DataSource, promotionId: number, id: number) {
  const [file] = (await db.query(
    `SELECT id, promotion_id, filename, status, rows_processed, rows_created, rows_failed, errors, created_at
       FROM location_files WHERE id = ? AND promotion_id = ?`,
    [id, promotionId],
  )) as StoredLocationFile[];
  if (!file) throw notFound('Location File');
  return {
    id: Number(file.id),
    promotion_id: Number(file.promotion_id),
    filename: file.filename,
    status: file.status,
    rows_processed: Number(file.rows_processed),
    rows_created: Number(file.rows_created),
    rows_failed: Number(file.rows_failed),
    errors: file.errors ? (JSON.parse(file.errors) as Array<{ line: number; reason: string }>) : [],
    created_at: new Date(file.created_at).toISOString(),
  };
}

/** Reads the upload (at most 1 MB, else the stream is cut: 413) and keeps it for the worker. */
export async function storeLocationFile(
  db: DataSource,
  options: {
    promotionId: number;
    userId: number;
    filename: string;
    stream: Readable & { truncated?: boolean };
  },
): Promise<number> {
  const filename = (options.filename.replace(/^.*[\\/]/, '').trim() || 'locations.csv').slice(
    0,
    200,
  );
  if (!/\.csv$/i.test(filename)) {
    options.stream.resume();
    throw new HttpError(422, LOCATION_FILE_ONLY_CSV);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of options.stream) chunks.push(chunk as Buffer);
  if (options.stream.truncated) throw new HttpError(413, LOCATION_FILE_TOO_LARGE);
  const content = Buffer.concat(chunks).toString('utf8');
  if (content.trim() === '') throw new HttpError(422, LOCATION_FILE_EMPTY);
  const result: { insertId: number } = await db.query(
    "INSERT INTO location_files (promotion_id, filename, status, content, created_by) VALUES (?, ?, 'processing', ?, ?)",
    [options.promotionId, filename, content, options.userId],
  );
  return Number(result.insertId);
}
