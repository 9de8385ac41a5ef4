import type { DataSource } from 'typeorm';
import { limitClause, notFound } from '@wellness/platform';
import type { PageRequest } from '@wellness/platform';
import { POST_COLUMNS, POST_TABLES, canViewFlagged, rulePost, serializeRows } from '../posts';
import type { PostRow, Viewer } from '../posts';
import { GALLERY_REPLY_COUNT, galleryOf } from './rules';
import type { GalleryFilter, GalleryRow } from './rules';

const GALLERY_COLUMNS = `${POST_COLUMNS}, p.title, p.public_gallery, p.frame_image_id,
  (SELECT COUNT(*) FROM gallery_images g WHERE g.id = p.frame_image_id AND g.deleted_at IS NULL) AS frame_present`;
const GALLERY_WHERE = "p.promotion_id = ? AND p.wallable_type = 'Gallery' AND p.depth = 0";

/**
 * A page of the art gallery, newest first. `all`, `location` and `friends` show the works
 * put in the public gallery; `my` the viewer's own, public or not.
 */
export async function galleryPage(
  db: DataSource,
  promotionId: number,
  viewer: Viewer & { location_id: number | null },
  filter: GalleryFilter,
  page: PageRequest,
) {
  const where = [GALLERY_WHERE];
  const params: unknown[] = [promotionId];
  if (filter === 'my') {
    where.push('p.user_id = ?');
    params.push(viewer.id);
  } else {
    where.push('p.public_gallery = TRUE');
  }
  if (filter === 'location') {
    if (viewer.location_id === null) where.push('FALSE');
    else {
      where.push('u.location_id = ?');
      params.push(viewer.location_id);
    }
  }
  if (filter === 'friends') {
    // Accepted friendships count for both people (social README "Friends").
    where.push(`p.user_id IN (
      SELECT f.friendee_id FROM friendships f WHERE f.friender_id = ? AND f.status = 'A' AND f.friendee_id IS NOT NULL
      UNION SELECT f.friender_id FROM friendships f WHERE f.friendee_id = ? AND f.status = 'A')`);
    params.push(viewer.id, viewer.id);
  }
  const clause = `WHERE ${where.join(' AND ')}`;
  const [rows, [{ total }]] = await Promise.all([
    db.query(
      `SELECT ${GALLERY_COLUMNS} ${POST_TABLES} ${clause} ORDER BY p.created_at DESC, p.id DESC${limitClause(page)}`,
      params,
    ) as Promise<Array<PostRow & GalleryRow>>,
    db.query(
      `SELECT COUNT(*) AS total FROM posts p JOIN users u ON u.id = p.user_id ${clause}`,
      params,
    ),
  ]);
  return { posts: await withGallery(db, viewer, rows), total: Number(total) };
}

/** The rows serialized as wall posts (5 comments each) with their `gallery` part. */
async function withGallery(db: DataSource, viewer: Viewer, rows: Array<PostRow & GalleryRow>) {
  const posts = await serializeRows(db, viewer, rows, GALLERY_REPLY_COUNT);
  return posts.map((post, index) => ({
    ...post,
    // Reported art is hidden with its content from those who may not see it (spec 2 s4).
    gallery:
      post.is_flagged && !canViewFlagged(viewer, rulePost(rows[index]))
        ? null
        : galleryOf(rows[index]),
  }));
}

/** One gallery post of the promotion that the viewer may see (their own, or a public one). */
export async function findGalleryPost(
  db: DataSource,
  id: number,
  promotionId: number,
  viewer: Viewer,
) {
  const rows: Array<PostRow & GalleryRow> = await db.query(
    `SELECT ${GALLERY_COLUMNS} ${POST_TABLES} WHERE p.id = ? AND ${GALLERY_WHERE} AND (p.public_gallery = TRUE OR p.user_id = ?)`,
    [id, promotionId, viewer.id],
  );
  if (!rows[0]) throw notFound('Gallery post');
  const [post] = await withGallery(db, viewer, rows);
  return post;
}
