import type { DataSource } from 'typeorm';
import { HttpError, notFound } from '@wellness/platform';
import type { GalleryCategory, GalleryLibrary } from '@wellness/schema';
import type { StoredImage } from './images';

export const UPLOAD_QUOTA_REACHED =
  'This promotion has no storage left for uploads. Please ask your administrator.';

/** Spec 2 "Gallery image": crop aspects tall 0.75, square 1, wide 1.6667. */
export const CATEGORY_ASPECTS: Record<GalleryCategory, number> = {
  wide: 1.6667,
  square: 1,
  tall: 0.75,
};

export interface GalleryImageRow {
  id: number;
  library: GalleryLibrary;
  category: GalleryCategory;
  filename: string;
  width: number;
  height: number;
  http_path: string;
  edit_path: string;
  /** Removed from the library (it can be undeleted); removed pictures are listed last. */
  deleted: boolean;
}

type DbRow = Omit<GalleryImageRow, 'deleted' | 'http_path' | 'edit_path'> & {
  promotion_id?: number;
  deleted_at: Date | null;
};

const toRow = (row: DbRow): GalleryImageRow => ({
  id: Number(row.id),
  library: row.library,
  category: row.category,
  filename: row.filename,
  width: Number(row.width),
  height: Number(row.height),
  http_path: `/api/gallery_images/${row.id}/file`,
  edit_path: `/api/gallery_images/${row.id}`,
  deleted: row.deleted_at !== null,
});

const COLUMNS = 'id, promotion_id, library, category, filename, width, height, deleted_at';

/** A category folder's pictures: present ones newest first, then removed ones. */
export async function galleryImages(
  db: DataSource,
  promotionId: number,
  library: GalleryLibrary,
  category: GalleryCategory,
) {
  const rows: DbRow[] = await db.query(
    `SELECT ${COLUMNS} FROM gallery_images
      WHERE promotion_id = ? AND library = ? AND category = ?
      ORDER BY deleted_at IS NOT NULL, id DESC`,
    [promotionId, library, category],
  );
  return rows.map(toRow);
}

/** The file name as shown: its last path segment, printable, at most 255 characters. */
const shownName = (filename: string) =>
  (filename.split(/[\\/]/).pop() ?? '').replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(-255) ||
  'image';

/**
 * Stores a picture in the promotion's library. Its bytes count against the promotion's upload
 * quota (social README "Storage quota"): the conditional UPDATE and the insert are one
 * transaction, so two uploads racing for the last bytes cannot both fit.
 */
export async function addGalleryImage(
  db: DataSource,
  input: {
    promotionId: number;
    library: GalleryLibrary;
    category: GalleryCategory;
    filename: string;
    image: StoredImage;
    userId: number;
  },
) {
  const { data } = input.image;
  return db.transaction(async (manager) => {
    const reserved: { affectedRows: number } = await manager.query(
      `UPDATE promotions SET upload_bytes_used = upload_bytes_used + ?
        WHERE id = ? AND upload_bytes_used + ? <= upload_quota_bytes`,
      [data.length, input.promotionId, data.length],
    );
    if (reserved.affectedRows !== 1) throw new HttpError(413, UPLOAD_QUOTA_REACHED);
    const result: { insertId: number } = await manager.query(
      `INSERT INTO gallery_images
        (promotion_id, library, category, filename, content_type, width, height, bytes, image, created_by)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        input.promotionId,
        input.library,
        input.category,
        shownName(input.filename),
        input.image.content_type,
        input.image.width,
        input.image.height,
        data.length,
        data,
        input.userId,
      ],
    );
    return galleryImage(manager as unknown as DataSource, Number(result.insertId));
  });
}

export async function galleryImage(db: DataSource, id: number) {
  const [row]: DbRow[] = await db.query(`SELECT ${COLUMNS} FROM gallery_images WHERE id = ?`, [id]);
  if (!row) throw notFound('Image');
  return { ...toRow(row), promotion_id: Number(row.promotion_id) };
}

export async function galleryImageBytes(db: DataSource, id: number) {
  const [row]: Array<{
    image: Buffer;
    content_type: string;
    promotion_id: number;
    deleted_at: Date | null;
  }> = await db.query(
    'SELECT image, content_type, promotion_id, deleted_at FROM gallery_images WHERE id = ?',
    [id],
  );
  if (!row) throw notFound('Image');
  return { ...row, promotion_id: Number(row.promotion_id), deleted: row.deleted_at !== null };
}

/**
 * Spec 2 s4 "Gallery: ... remove with a confirm prompt, undelete" (s7 "DELETE {edit_path}",
 * "DELETE {edit_path}?undelete=true"): removing marks the picture removed (`deleted_at`), so
 * frames and content stop showing it, and undeleting brings it back as it was. Either is one
 * conditional UPDATE; repeating one changes nothing. A removed picture keeps its bytes counted
 * against the quota: it can come back (nothing purges removed pictures yet).
 */
export async function setGalleryImageRemoved(db: DataSource, id: number, removed: boolean) {
  await galleryImage(db, id); // 404 when there is no such picture
  await db.query(
    removed
      ? 'UPDATE gallery_images SET deleted_at = NOW(3) WHERE id = ? AND deleted_at IS NULL'
      : 'UPDATE gallery_images SET deleted_at = NULL WHERE id = ? AND deleted_at IS NOT NULL',
    [id],
  );
  const { promotion_id: _promotion, ...image } = await galleryImage(db, id);
  return image;
}
