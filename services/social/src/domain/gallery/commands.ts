import type { DataSource } from 'typeorm';
import { HttpError, notFound, unprocessable } from '@wellness/platform';
import { NOT_ALLOWED } from '../posts';
import { FRAME_NOT_FOUND, TITLE_NEEDED } from './rules';

export interface GalleryChanges {
  title?: string;
  description?: string;
  public_gallery?: boolean;
  frame_image_id?: number | null;
}

/**
 * The owner changes their gallery post: title (trimmed, never blank), description, frame (a
 * picture of the promotion's frame library that is not removed, or null) and whether it
 * shows in the public gallery. Only the author (others of the promotion 403, else 404).
 */
export async function updateGalleryPost(
  db: DataSource,
  input: { id: number; promotionId: number; userId: number; changes: GalleryChanges },
) {
  const [row]: Array<{ user_id: number }> = await db.query(
    "SELECT user_id FROM posts WHERE id = ? AND promotion_id = ? AND wallable_type = 'Gallery' AND depth = 0",
    [input.id, input.promotionId],
  );
  if (!row) throw notFound('Gallery post');
  if (Number(row.user_id) !== input.userId) throw new HttpError(403, NOT_ALLOWED);
  const { title, description, public_gallery, frame_image_id } = input.changes;
  const sets: string[] = [];
  const params: unknown[] = [];
  if (title !== undefined) {
    if (!title.trim()) throw unprocessable(TITLE_NEEDED);
    sets.push('title = ?');
    params.push(title.trim());
  }
  if (description !== undefined) {
    sets.push('content = ?');
    params.push(description.trim());
  }
  if (public_gallery !== undefined) {
    sets.push('public_gallery = ?');
    params.push(public_gallery);
  }
  if (frame_image_id !== undefined) {
    if (frame_image_id !== null && !(await isFrame(db, input.promotionId, frame_image_id)))
      throw unprocessable(FRAME_NOT_FOUND);
    sets.push('frame_image_id = ?');
    params.push(frame_image_id);
  }
  if (sets.length)
    await db.query(`UPDATE posts SET ${sets.join(', ')} WHERE id = ?`, [...params, input.id]);
}

async function isFrame(db: DataSource, promotionId: number, id: number) {
  const rows = await db.query(
    "SELECT id FROM gallery_images WHERE id = ? AND promotion_id = ? AND library = 'frame' AND deleted_at IS NULL",
    [id, promotionId],
  );
  return rows.length > 0;
}

/** The frames an owner may pick: the promotion's frame library, oldest first. */
export async function listFrames(db: DataSource, promotionId: number) {
  const rows: Array<{ id: number; filename: string; category: string }> = await db.query(
    "SELECT id, filename, category FROM gallery_images WHERE promotion_id = ? AND library = 'frame' AND deleted_at IS NULL ORDER BY id",
    [promotionId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.filename,
    category: row.category,
    url: `/api/gallery_images/${Number(row.id)}/file`,
  }));
}
