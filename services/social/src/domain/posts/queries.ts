import type { DataSource, EntityManager } from 'typeorm';
import {
  DEFAULT_PROMOTION_ID,
  containing,
  inList,
  limitClause,
  notFound,
} from '@wellness/platform';
import type { PageRequest } from '@wellness/platform';
import { friendIds } from '../friends';
import type { WallableType } from '@wellness/schema';
import { POST_COLUMNS, POST_TABLES, serializeRows } from './embeds';
import { POSTABLE_CATEGORIES, isModerator, isPrivateArt } from './rules';
import type { Viewer, WallFilter, WallSort } from './rules';
import type { PostRow } from './serialize';

type Db = DataSource | EntityManager;

const SELECT_POSTS = `SELECT ${POST_COLUMNS} ${POST_TABLES}`;

/** The viewer: the session plus the wall-expert flag and location from the users table. */
export async function loadViewer(
  db: DataSource,
  sessionUser: { id: number; role: Viewer['role'] },
) {
  const [row] = await db.query('SELECT is_wall_expert, location_id FROM users WHERE id = ?', [
    sessionUser.id,
  ]);
  return {
    id: sessionUser.id,
    role: sessionUser.role,
    is_wall_expert: Boolean(row?.is_wall_expert),
    location_id: row?.location_id == null ? null : Number(row.location_id),
  };
}

interface WallQuery extends PageRequest {
  filter?: WallFilter;
  follow?: number;
  search?: string;
  wallable_type?: WallableType;
  wallable_id?: number;
  reply_count: number;
  sort?: WallSort;
}

/**
 * A wall: the promotion's by default (top-level posts, newest first), or any wallable's;
 * the wall of a post (wallable_type Post) is its comments, oldest first.
 */
export async function wallPage(
  db: DataSource,
  promotionId: number,
  viewer: Viewer & { location_id: number | null },
  query: WallQuery,
) {
  const wallableType = query.wallable_type ?? 'Promotion';
  const wallableId = query.wallable_id ?? promotionId;
  const isComments = wallableType === 'Post';
  const where = ['p.promotion_id = ?'];
  const params: unknown[] = [promotionId];
  if (isComments) {
    where.push('p.parent_post_id = ?');
    params.push(wallableId);
  } else {
    where.push('p.wallable_type = ?', 'p.wallable_id = ?', 'p.depth = 0');
    params.push(wallableType, wallableId);
  }
  const filter = query.filter ?? (query.follow ? 'following' : 'all');
  switch (filter) {
    case 'friends': {
      // Posts by the viewer's accepted friends; with none, the client's no-friends state
      // (spec 2 s8: an error containing "Friendships").
      const friends = await friendIds(db, viewer.id);
      if (friends.length === 0) throw notFound('Friendships');
      where.push('p.user_id IN (?)');
      params.push(friends);
      break;
    }
    case 'following':
      where.push('p.user_id IN (SELECT f.followee_id FROM follows f WHERE f.user_id = ?)');
      params.push(viewer.id);
      if (query.follow) {
        where.push('p.user_id = ?');
        params.push(query.follow);
      }
      break;
    case 'location':
      if (viewer.location_id === null) where.push('FALSE');
      else {
        where.push('u.location_id = ?');
        params.push(viewer.location_id);
      }
      break;
    case 'my':
      where.push('p.user_id = ?');
      params.push(viewer.id);
      break;
    case 'tagged':
      where.push('EXISTS (SELECT 1 FROM post_tags t WHERE t.post_id = p.id AND t.user_id = ?)');
      params.push(viewer.id);
      break;
  }
  const search = query.search?.trim();
  if (search) {
    where.push('LOWER(p.content) LIKE LOWER(?)');
    params.push(containing(search));
    // Flagged text is hidden from most viewers: it must not be found by searching either.
    if (!isModerator(viewer)) {
      where.push('(p.is_flagged = FALSE OR p.user_id = ?)');
      params.push(viewer.id);
    }
  }
  const clause = `WHERE ${where.join(' AND ')}`;
  const order = isComments ? 'ASC' : 'DESC';
  // Popular: most liked first (the expert wall's toggle), newest among equals.
  const popularity =
    query.sort === 'popular' && !isComments
      ? "(SELECT COUNT(*) FROM likes lk WHERE lk.likeable_type = 'Post' AND lk.likeable_id = p.id) DESC, "
      : '';
  const limit = limitClause(query);
  const [rows, [{ total }]] = await Promise.all([
    db.query(
      `${SELECT_POSTS} ${clause} ORDER BY ${popularity}p.created_at ${order}, p.id ${order}${limit}`,
      params,
    ) as Promise<PostRow[]>,
    db.query(
      `SELECT COUNT(*) AS total FROM posts p JOIN users u ON u.id = p.user_id ${clause}`,
      params,
    ),
  ]);
  const posts = await serializeRows(db, viewer, rows, query.reply_count);
  return { posts, total: Number(total) };
}

/**
 * The coordinators' moderation list (spec 3 "Flagged posts loaded via the wall with a flagged
 * flag"): every flagged post and comment of the promotion on any wall, newest first, each
 * with its reporter. Coordinators and above only; the route refuses anyone else.
 */
export async function flaggedPage(
  db: DataSource,
  promotionId: number,
  viewer: Viewer,
  page: PageRequest,
) {
  const clause = 'WHERE p.promotion_id = ? AND p.is_flagged = TRUE';
  const limit = limitClause(page);
  const [rows, [{ total }]] = await Promise.all([
    db.query(`${SELECT_POSTS} ${clause} ORDER BY p.created_at DESC, p.id DESC${limit}`, [
      promotionId,
    ]) as Promise<PostRow[]>,
    db.query(`SELECT COUNT(*) AS total FROM posts p ${clause}`, [promotionId]),
  ]);
  const posts = await serializeRows(db, viewer, rows, 0);
  const reporterIds = [...new Set(posts.flatMap((post) => post.flagged_by ?? []))];
  const reporters: Array<{ id: number; first_name: string; last_name: string }> = reporterIds.length
    ? await db.query('SELECT id, first_name, last_name FROM users WHERE id IN (?)', [
        inList(reporterIds),
      ])
    : [];
  const names = new Map(
    reporters.map((r) => [Number(r.id), `${r.first_name} ${r.last_name}`.trim()]),
  );
  return {
    posts: posts.map((post) => ({
      ...post,
      reporter:
        post.flagged_by !== null && names.has(post.flagged_by)
          ? { id: post.flagged_by, full_name: names.get(post.flagged_by)! }
          : null,
    })),
    total: Number(total),
  };
}

export async function findRow(db: Db, id: number, promotionId: number) {
  const rows: PostRow[] = await db.query(`${SELECT_POSTS} WHERE p.id = ? AND p.promotion_id = ?`, [
    id,
    promotionId,
  ]);
  if (!rows[0]) throw notFound('Post');
  return rows[0];
}

/** One post (or comment) of the promotion with all its comments, as the viewer sees it. */
export async function findPost(db: DataSource, id: number, promotionId: number, viewer: Viewer) {
  const row = await findRow(db, id, promotionId);
  if (isPrivateArt(row, viewer.id)) throw notFound('Post');
  const [post] = await serializeRows(db, viewer, [row], null);
  return post;
}

/** The author's display name, for notification messages. */
export async function displayName(db: DataSource, userId: number) {
  const [row] = await db.query('SELECT first_name, last_name FROM users WHERE id = ?', [userId]);
  return row ? `${row.first_name} ${row.last_name}`.trim() : 'Someone';
}

/** The ids of a post's comments. */
export async function commentIds(db: Db, postId: number) {
  const rows: Array<{ id: number }> = await db.query(
    'SELECT id FROM posts WHERE parent_post_id = ?',
    [postId],
  );
  return rows.map((row) => Number(row.id));
}

/** How many of the users belong to the promotion. */
export async function countPromotionUsers(db: Db, promotionId: number, userIds: number[]) {
  const [{ n }] = await db.query(
    'SELECT COUNT(*) AS n FROM users WHERE promotion_id = ? AND id IN (?)',
    [promotionId, inList(userIds)],
  );
  return Number(n);
}

/** Whether `type` `id` is shared content a post may point at: a visible tip or article of the promotion or the default. */
export async function isSharedContent(db: Db, promotionId: number, type: string, id: number) {
  if (type === 'Recipe') {
    return (await db.query('SELECT id FROM recipes WHERE id = ?', [id])).length > 0;
  }
  const category = POSTABLE_CATEGORIES[type];
  if (!category) return false;
  const rows = await db.query(
    'SELECT id FROM contents WHERE id = ? AND category = ? AND hidden = FALSE AND promotion_id IN (?, ?)',
    [id, category, promotionId, DEFAULT_PROMOTION_ID],
  );
  return rows.length > 0;
}

/** The promotion's realtime channel, or null for no such promotion. */
export async function promotionChannel(db: Db, promotionId: number): Promise<string | null> {
  const [row] = await db.query('SELECT websocket_channel FROM promotions WHERE id = ?', [
    promotionId,
  ]);
  return row ? String(row.websocket_channel) : null;
}

/** The promotion a post belongs to, whoever asks (moderation reaches managed promotions). */
export async function promotionOfPost(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db.query('SELECT promotion_id FROM posts WHERE id = ?', [id]);
  return row ? Number(row.promotion_id) : undefined;
}
