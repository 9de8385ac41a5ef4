import type { DataSource } from 'typeorm';

export const UPLOAD_QUOTA_REACHED =
  'This promotion has no storage left for uploads. Please ask your administrator.';

/**
 * Takes `bytes` of the promotion's upload quota, or answers false when they do not fit. One
 * conditional UPDATE decides, so two uploads racing for the last bytes cannot both fit.
 */
export async function reserveUploadBytes(
  db: DataSource,
  promotionId: number,
  bytes: number,
): Promise<boolean> {
  const result: { affectedRows: number } = await db.query(
    `UPDATE promotions SET upload_bytes_used = upload_bytes_used + ?
     WHERE id = ? AND upload_bytes_used + ? <= upload_quota_bytes`,
    [bytes, promotionId, bytes],
  );
  return result.affectedRows === 1;
}

/** Gives reserved bytes back: the file was not stored after all. */
export async function releaseUploadBytes(
  db: DataSource,
  promotionId: number,
  bytes: number,
): Promise<void> {
  await db.query(
    'UPDATE promotions SET upload_bytes_used = GREATEST(upload_bytes_used - ?, 0) WHERE id = ?',
    [bytes, promotionId],
  );
}
