import type { DataSource } from 'typeorm';
import { HttpError, notFound } from '@wellness/platform';
import type { StoredImage } from './images';

/** Not a spec message (README "Work styles and collections"). */
export const IMAGE_IN_USE = "This image is used by participants' works and cannot be deleted.";

export interface StyleImageRow {
  id: number;
  style_id: number;
  title: string;
  subtitle: string | null;
  content_type: string;
  url: string;
  in_use: boolean;
}

const SELECT = `SELECT i.id, i.style_id, i.title, i.subtitle, i.content_type, i.updated_at,
    EXISTS (SELECT 1 FROM works w WHERE w.style_image_id = i.id) AS in_use
  FROM style_images i`;

interface Raw extends Omit<StyleImageRow, 'url' | 'in_use'> {
  updated_at: Date;
  in_use: number | string;
}

/** The URL changes with each new picture, so a browser never shows the replaced one. */
const toRow = ({ updated_at, ...row }: Raw): StyleImageRow => ({
  ...row,
  id: Number(row.id),
  style_id: Number(row.style_id),
  url: `/api/style_images/${row.id}/image?v=${new Date(updated_at).getTime()}`,
  in_use: Number(row.in_use) === 1,
});

export async function styleImages(db: DataSource, styleId: number) {
  const rows: Raw[] = await db.query(`${SELECT} WHERE i.style_id = ? ORDER BY i.id`, [styleId]);
  return rows.map(toRow);
}

export async function styleImage(db: DataSource, id: number, styleId?: number) {
  const [row]: Raw[] = await db.query(`${SELECT} WHERE i.id = ?`, [id]);
  if (!row || (styleId !== undefined && Number(row.style_id) !== styleId)) {
    throw notFound('Style image');
  }
  return toRow(row);
}

export async function styleImageBytes(db: DataSource, id: number) {
  const [row]: Array<{ image: Buffer; content_type: string }> = await db.query(
    'SELECT image, content_type FROM style_images WHERE id = ?',
    [id],
  );
  if (!row) throw notFound('Style image');
  return row;
}

export interface StyleImageInput {
  title: string;
  subtitle: string | null;
  image?: StoredImage;
}

export async function createStyleImage(db: DataSource, styleId: number, input: StyleImageInput) {
  const [style] = await db.query('SELECT id FROM work_styles WHERE id = ?', [styleId]);
  if (!style) throw notFound('WorkStyle');
  const result: { insertId: number } = await db.query(
    'INSERT INTO style_images (style_id, title, subtitle, image, content_type) VALUES (?, ?, ?, ?, ?)',
    [styleId, input.title, input.subtitle, input.image!.data, input.image!.content_type],
  );
  return styleImage(db, Number(result.insertId));
}

/**
 * A new picture sets `updated_at`, which the participant service's rendered works are cached
 * under (services/participant README "Works"): no stale render survives it.
 */
export async function updateStyleImage(
  db: DataSource,
  id: number,
  styleId: number,
  input: StyleImageInput,
) {
  await styleImage(db, id, styleId);
  if (input.image) {
    await db.query(
      'UPDATE style_images SET title = ?, subtitle = ?, image = ?, content_type = ?, updated_at = CURRENT_TIMESTAMP(3) WHERE id = ?',
      [input.title, input.subtitle, input.image.data, input.image.content_type, id],
    );
  } else {
    await db.query('UPDATE style_images SET title = ?, subtitle = ? WHERE id = ?', [
      input.title,
      input.subtitle,
      id,
    ]);
  }
  return styleImage(db, id);
}

/** Refused while a work paints it (a participant's picture never vanishes under them). */
export async function deleteStyleImage(db: DataSource, id: number, styleId: number) {
  return db.transaction(async (manager) => {
    const [row] = await manager.query(
      'SELECT id, style_id FROM style_images WHERE id = ? FOR UPDATE',
      [id],
    );
    if (!row || Number(row.style_id) !== styleId) throw notFound('Style image');
    const [used] = await manager.query(
      'SELECT id FROM works WHERE style_image_id = ? LIMIT 1 LOCK IN SHARE MODE',
      [id],
    );
    if (used) throw new HttpError(409, IMAGE_IN_USE);
    await manager.query('DELETE FROM style_images WHERE id = ?', [id]);
    return { id };
  });
}
