import type { DataSource, EntityManager } from 'typeorm';
import { HttpError, notFound, unprocessable } from '@wellness/platform';
import { Post, PostTag } from '@wellness/schema';
import type { WallableType } from '@wellness/schema';
import {
  NOT_ALLOWED,
  canDelete,
  canFollow,
  canReport,
  canUnreport,
  canViewFlagged,
  isModerator,
  showLocation,
} from './wall-rules';
import type { RulePost, Viewer } from './wall-rules';

export const BLANK_POST = 'Oops, you need to write something before you post.';
export const BLANK_COMMENT = 'Oops, you need to write something before you comment.';
export const FRIENDSHIPS_NOT_FOUND = 'Friendships could not be found';
export const TAGGED_OUTSIDE = 'Tagged users must be members of this promotion.';
export const BAD_PHOTO = 'The photo must be a file uploaded to this site.';
export const COMMENT_ON_COMMENT = 'Only posts can be commented on.';
export const BAD_POSTABLE = 'Shared content needs both postable_type and postable_id.';
export const POSTABLE_NOT_FOUND = 'Shared content could not be found.';
export const MAX_POST_LENGTH = 5000;
export const MAX_TAGS = 50;
export const DEFAULT_REPLY_COUNT = 2;
export const POSTABLE_TYPES = ['Tip', 'Recipe', 'Article'] as const;
export const WALL_FILTERS = ['all', 'following', 'location', 'friends', 'my', 'tagged'] as const;
export type WallFilter = (typeof WALL_FILTERS)[number];
export const WALL_SORTS = ['newest', 'popular'] as const;
export type WallSort = (typeof WALL_SORTS)[number];

/**
 * Shared content lives in the content tables: a Tip is a `tips` content item, an Article an
 * `articles` item, of the promotion or of the default promotion (services/admin owns them).
 * Recipes have no table yet, so a Recipe cannot be shared until they exist.
 */
const POSTABLE_CATEGORIES: Record<string, string> = { Tip: 'tips', Article: 'articles' };
const DEFAULT_PROMOTION_ID = 1;

/** Uploads are served by GET /api/files/{name} (services/social, helper C). */
const UPLOADED_FILE = /^\/api\/files\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

interface PostRow {
  id: number;
  content: string;
  user_id: number;
  wallable_type: string;
  wallable_id: number;
  parent_post_id: number | null;
  depth: number;
  postable_type: string | null;
  postable_id: number | null;
  photo_url: string | null;
  created_at: Date;
  is_flagged: number | boolean;
  flagged_by: number | null;
  first_name: string;
  last_name: string;
  image_url: string | null;
  location_id: number | null;
  location_name: string | null;
  is_wall_expert: number | boolean;
}

const SELECT_POSTS = `SELECT p.id, p.content, p.user_id, p.wallable_type, p.wallable_id, p.parent_post_id, p.depth,
  p.postable_type, p.postable_id, p.photo_url, p.created_at, p.is_flagged, p.flagged_by,
  u.first_name, u.last_name, u.image_url, u.location_id, u.is_wall_expert, l.name AS location_name
  FROM posts p JOIN users u ON u.id = p.user_id LEFT JOIN locations l ON l.id = u.location_id`;

interface TaggedUserRow {
  post_id: number;
  id: number;
  first_name: string;
  last_name: string;
  image_url: string | null;
}

/** What the serializer needs besides the rows: counts and the viewer's own likes and follows. */
interface Extras {
  likes: Map<number, number>;
  myLikes: Map<number, number>;
  replies: Map<number, number>;
  tags: Map<number, TaggedUserRow[]>;
  following: Set<number>;
  comments: Map<number, PostRow[]>;
  postables: Map<string, SharedContent>;
}

/** The shared tip or article a post points at, as the card shows it. */
export interface SharedContent {
  type: string;
  id: number;
  title: string;
  summary: string | null;
  image: { url: string } | null;
}

const profileOf = (row: {
  first_name: string;
  last_name: string;
  image_url: string | null;
  location_id?: number | null;
  location_name?: string | null;
}) => ({
  first_name: row.first_name,
  last_name: row.last_name,
  full_name: `${row.first_name} ${row.last_name}`.trim(),
  image: row.image_url ? { url: row.image_url } : null,
  location:
    row.location_id == null
      ? null
      : { id: Number(row.location_id), name: row.location_name ?? null },
});

const FLAGGED_PROFILE = {
  first_name: 'Flagged',
  last_name: 'User',
  full_name: 'Flagged User',
  image: null,
  location: null,
};

export const rulePost = (row: PostRow): RulePost => ({
  user_id: Number(row.user_id),
  is_flagged: Boolean(row.is_flagged),
  flagged_by: row.flagged_by === null ? null : Number(row.flagged_by),
  author_is_wall_expert: Boolean(row.is_wall_expert),
  wallable_type: row.wallable_type,
});

/** A generic signed-in participant: what an event's audience may all see. */
export const GENERIC_VIEWER: Viewer = { id: 0, role: 'User', is_wall_expert: false };

/** Serializes a post (or comment) for one viewer; flagged content is masked unless they may see it. */
function serialize(row: PostRow, viewer: Viewer, extras: Extras): SerializedPost {
  const rules = rulePost(row);
  const id = Number(row.id);
  const masked = rules.is_flagged && !canViewFlagged(viewer, rules);
  const likeId = extras.myLikes.get(id) ?? null;
  const tagged = masked ? [] : (extras.tags.get(id) ?? []);
  return {
    id,
    content: masked ? '' : row.content,
    user_id: rules.user_id,
    user: {
      id: rules.user_id,
      profile: masked ? FLAGGED_PROFILE : profileOf(row),
      is_wall_expert: rules.author_is_wall_expert,
    },
    wallable_type: row.wallable_type,
    wallable_id: Number(row.wallable_id),
    parent_post_id: row.parent_post_id === null ? null : Number(row.parent_post_id),
    depth: Number(row.depth),
    tagged_users: tagged.map((tag) => ({ id: Number(tag.id), profile: profileOf(tag) })),
    postable_type: masked ? null : row.postable_type,
    postable_id: masked || row.postable_id === null ? null : Number(row.postable_id),
    postable: masked
      ? null
      : (extras.postables.get(`${row.postable_type}:${row.postable_id}`) ?? null),
    photo: masked || !row.photo_url ? null : { url: row.photo_url },
    likes_count: extras.likes.get(id) ?? 0,
    liked_by_me: likeId !== null,
    like_id: likeId,
    reply_count: extras.replies.get(id) ?? 0,
    posts: (extras.comments.get(id) ?? []).map((comment) => serialize(comment, viewer, extras)),
    created_at: new Date(row.created_at).toISOString(),
    is_flagged: rules.is_flagged,
    flagged_by: masked ? null : rules.flagged_by,
    can_delete: canDelete(viewer, rules),
    can_report: viewer.id !== 0 && canReport(viewer, rules),
    can_unreport: canUnreport(viewer, rules),
    can_follow: viewer.id !== 0 && canFollow(viewer, rules),
    is_following: extras.following.has(rules.user_id),
    show_location: showLocation(rules),
  };
}

export interface SerializedPost {
  id: number;
  content: string;
  user_id: number;
  user: {
    id: number;
    profile: ReturnType<typeof profileOf>;
    is_wall_expert: boolean;
  };
  wallable_type: string;
  wallable_id: number;
  parent_post_id: number | null;
  depth: number;
  tagged_users: Array<{ id: number; profile: ReturnType<typeof profileOf> }>;
  postable_type: string | null;
  postable_id: number | null;
  postable: SharedContent | null;
  photo: { url: string } | null;
  likes_count: number;
  liked_by_me: boolean;
  like_id: number | null;
  reply_count: number;
  posts: SerializedPost[];
  created_at: string;
  is_flagged: boolean;
  flagged_by: number | null;
  can_delete: boolean;
  can_report: boolean;
  can_unreport: boolean;
  can_follow: boolean;
  is_following: boolean;
  show_location: boolean;
}

const placeholders = (ids: unknown[]) => ids.map(() => '?').join(', ');

/** Loads likes, replies, tags, follows and the latest `replyCount` comments (null: all) of the rows. */
async function loadExtras(
  db: DataSource,
  viewer: Viewer,
  rows: PostRow[],
  replyCount: number | null,
): Promise<Extras> {
  const extras: Extras = {
    likes: new Map(),
    myLikes: new Map(),
    replies: new Map(),
    tags: new Map(),
    following: new Set(),
    comments: new Map(),
    postables: new Map(),
  };
  if (rows.length === 0) return extras;
  const parentIds = rows.filter((row) => Number(row.depth) === 0).map((row) => Number(row.id));
  if (parentIds.length && replyCount !== 0) {
    const limit = replyCount === null ? '' : `WHERE c.rn <= ${Number(replyCount)}`;
    const comments: Array<PostRow & { rn: number }> = await db.query(
      `SELECT c.* FROM (SELECT p.id, p.content, p.user_id, p.wallable_type, p.wallable_id, p.parent_post_id, p.depth,
        p.postable_type, p.postable_id, p.photo_url, p.created_at, p.is_flagged, p.flagged_by,
        u.first_name, u.last_name, u.image_url, u.location_id, u.is_wall_expert, l.name AS location_name,
        ROW_NUMBER() OVER (PARTITION BY p.parent_post_id ORDER BY p.created_at DESC, p.id DESC) AS rn
        FROM posts p JOIN users u ON u.id = p.user_id LEFT JOIN locations l ON l.id = u.location_id WHERE p.parent_post_id IN (${placeholders(parentIds)})) c
        ${limit} ORDER BY c.created_at ASC, c.id ASC`,
      parentIds,
    );
    for (const comment of comments) {
      const parent = Number(comment.parent_post_id);
      extras.comments.set(parent, [...(extras.comments.get(parent) ?? []), comment]);
    }
  }
  const all = [...rows, ...[...extras.comments.values()].flat()];
  const ids = all.map((row) => Number(row.id));
  const [likes, myLikes, replies, tags, following] = await Promise.all([
    db.query(
      `SELECT likeable_id AS id, COUNT(*) AS n FROM likes WHERE likeable_type = 'Post' AND likeable_id IN (${placeholders(ids)}) GROUP BY likeable_id`,
      ids,
    ) as Promise<Array<{ id: number; n: number }>>,
    db.query(
      `SELECT id, likeable_id FROM likes WHERE user_id = ? AND likeable_type = 'Post' AND likeable_id IN (${placeholders(ids)})`,
      [viewer.id, ...ids],
    ) as Promise<Array<{ id: number; likeable_id: number }>>,
    db.query(
      `SELECT parent_post_id AS id, COUNT(*) AS n FROM posts WHERE parent_post_id IN (${placeholders(ids)}) GROUP BY parent_post_id`,
      ids,
    ) as Promise<Array<{ id: number; n: number }>>,
    db.query(
      `SELECT t.post_id, u.id, u.first_name, u.last_name, u.image_url FROM post_tags t JOIN users u ON u.id = t.user_id
        WHERE t.post_id IN (${placeholders(ids)}) ORDER BY t.id`,
      ids,
    ) as Promise<TaggedUserRow[]>,
    db.query('SELECT followee_id FROM follows WHERE user_id = ?', [viewer.id]) as Promise<
      Array<{ followee_id: number }>
    >,
  ]);
  for (const like of likes) extras.likes.set(Number(like.id), Number(like.n));
  for (const like of myLikes) extras.myLikes.set(Number(like.likeable_id), Number(like.id));
  for (const reply of replies) extras.replies.set(Number(reply.id), Number(reply.n));
  for (const tag of tags) {
    const postId = Number(tag.post_id);
    extras.tags.set(postId, [...(extras.tags.get(postId) ?? []), tag]);
  }
  for (const follow of following) extras.following.add(Number(follow.followee_id));
  extras.postables = await loadPostables(db, all);
  return extras;
}

/** The tips and articles the rows share (content items), keyed `${type}:${id}`. */
async function loadPostables(db: DataSource, rows: PostRow[]) {
  const postables = new Map<string, SharedContent>();
  const ids = rows
    .filter((row) => row.postable_id !== null && POSTABLE_CATEGORIES[row.postable_type ?? ''])
    .map((row) => Number(row.postable_id));
  if (!ids.length) return postables;
  const items: Array<{
    id: number;
    category: string;
    title: string;
    summary: string | null;
    image1: string | null;
  }> = await db.query(
    `SELECT id, category, title, summary, image1 FROM contents WHERE id IN (${placeholders(ids)})`,
    ids,
  );
  for (const item of items) {
    const type = Object.keys(POSTABLE_CATEGORIES).find(
      (key) => POSTABLE_CATEGORIES[key] === item.category,
    );
    if (!type) continue;
    postables.set(`${type}:${item.id}`, {
      type,
      id: Number(item.id),
      title: item.title,
      summary: item.summary,
      image: item.image1 ? { url: item.image1 } : null,
    });
  }
  return postables;
}

/** Refuses shared content that is not a visible tip or article of the promotion or the default. */
async function assertPostable(db: DataSource, promotionId: number, type: string, id: number) {
  const category = POSTABLE_CATEGORIES[type];
  const [row] = category
    ? await db.query(
        'SELECT id FROM contents WHERE id = ? AND category = ? AND hidden = FALSE AND promotion_id IN (?, ?)',
        [id, category, promotionId, DEFAULT_PROMOTION_ID],
      )
    : [];
  if (!row) throw unprocessable(POSTABLE_NOT_FOUND);
}

async function serializeRows(
  db: DataSource,
  viewer: Viewer,
  rows: PostRow[],
  replyCount: number | null,
) {
  const extras = await loadExtras(db, viewer, rows, replyCount);
  return rows.map((row) => serialize(row, viewer, extras));
}

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

export interface WallQuery {
  filter?: WallFilter;
  follow?: number;
  search?: string;
  wallable_type?: WallableType;
  wallable_id?: number;
  page_size: number;
  page: number;
  reply_count: number;
  sort?: WallSort;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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
    case 'friends':
      // No friendships exist in the product yet (issue 5): the client shows its empty state.
      throw notFound('Friendships');
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
    where.push("LOWER(p.content) LIKE CONCAT('%', LOWER(?), '%')");
    params.push(escapeLike(search));
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
  const { page_size: pageSize, page } = query;
  const limit =
    pageSize === 0 ? '' : ` LIMIT ${Number(pageSize)} OFFSET ${Number((page - 1) * pageSize)}`;
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
  page: { page_size: number; page: number },
) {
  const clause = 'WHERE p.promotion_id = ? AND p.is_flagged = TRUE';
  const limit =
    page.page_size === 0
      ? ''
      : ` LIMIT ${Number(page.page_size)} OFFSET ${Number((page.page - 1) * page.page_size)}`;
  const [rows, [{ total }]] = await Promise.all([
    db.query(`${SELECT_POSTS} ${clause} ORDER BY p.created_at DESC, p.id DESC${limit}`, [
      promotionId,
    ]) as Promise<PostRow[]>,
    db.query(`SELECT COUNT(*) AS total FROM posts p ${clause}`, [promotionId]),
  ]);
  const posts = await serializeRows(db, viewer, rows, 0);
  const reporterIds = [...new Set(posts.flatMap((post) => post.flagged_by ?? []))];
  const reporters: Array<{ id: number; first_name: string; last_name: string }> = reporterIds.length
    ? await db.query(
        `SELECT id, first_name, last_name FROM users WHERE id IN (${placeholders(reporterIds)})`,
        reporterIds,
      )
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

async function findRow(db: DataSource | EntityManager, id: number, promotionId: number) {
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
  const [post] = await serializeRows(db, viewer, [row], null);
  return post;
}

export interface NewPost {
  promotionId: number;
  userId: number;
  content: string;
  wallable_type?: WallableType;
  wallable_id?: number;
  parent_post_id?: number;
  tagged_users?: number[];
  postable_type?: string;
  postable_id?: number;
  photo?: { url: string } | string | null;
}

/** The url of a photo field: an upload of this site, or null for none. */
export function photoUrl(photo: NewPost['photo']): string | null {
  const url = (typeof photo === 'string' ? photo : photo?.url)?.trim() ?? '';
  if (url === '') return null;
  if (!UPLOADED_FILE.test(url) || url.includes('..')) throw unprocessable(BAD_PHOTO);
  return url;
}

/**
 * Creates a post on a wall, or a comment (depth 1) when parent_post_id is set or the wall is
 * a post's (wallable_type Post). Returns the new row's id and the parent for notifications.
 */
export async function createPost(db: DataSource, input: NewPost) {
  const parentId =
    input.parent_post_id ?? (input.wallable_type === 'Post' ? input.wallable_id : undefined);
  const content = input.content.trim();
  if (!content) throw unprocessable(parentId ? BLANK_COMMENT : BLANK_POST);
  const photo = photoUrl(input.photo);
  if ((input.postable_type == null) !== (input.postable_id == null))
    throw unprocessable(BAD_POSTABLE);
  if (input.postable_type != null && input.postable_id != null)
    await assertPostable(db, input.promotionId, input.postable_type, input.postable_id);
  let parent: PostRow | null = null;
  if (parentId) {
    parent = await findRow(db, parentId, input.promotionId);
    if (Number(parent.depth) > 0) throw unprocessable(COMMENT_ON_COMMENT);
  } else if (
    (input.wallable_type ?? 'Promotion') === 'Promotion' &&
    (input.wallable_id ?? input.promotionId) !== input.promotionId
  ) {
    throw notFound('Wall');
  }
  const tagged = [...new Set(input.tagged_users ?? [])];
  if (tagged.length) {
    const [{ n }] = await db.query(
      `SELECT COUNT(*) AS n FROM users WHERE promotion_id = ? AND id IN (${placeholders(tagged)})`,
      [input.promotionId, ...tagged],
    );
    if (Number(n) !== tagged.length) throw unprocessable(TAGGED_OUTSIDE);
  }
  const id = await db.transaction(async (manager) => {
    const post = await manager.getRepository(Post).save({
      promotion_id: input.promotionId,
      user_id: input.userId,
      content,
      wallable_type: parent ? 'Post' : (input.wallable_type ?? 'Promotion'),
      wallable_id: parent ? Number(parent.id) : (input.wallable_id ?? input.promotionId),
      parent_post_id: parent ? Number(parent.id) : null,
      depth: parent ? 1 : 0,
      postable_type: input.postable_type ?? null,
      postable_id: input.postable_id ?? null,
      photo_url: photo,
    });
    if (tagged.length)
      await manager
        .getRepository(PostTag)
        .insert(tagged.map((userId) => ({ post_id: post.id, user_id: userId })));
    return post.id;
  });
  return {
    id,
    parent: parent ? rulePost(parent) : null,
    parentId: parent ? Number(parent.id) : null,
    tagged,
  };
}

/** Report (true) or unreport (false) a post, as spec 2 s6 allows. */
export async function setFlagged(
  db: DataSource,
  id: number,
  promotionId: number,
  viewer: Viewer,
  flagged: boolean,
) {
  const rules = rulePost(await findRow(db, id, promotionId));
  // Unreporting a post nobody reported changes nothing: answered as done, for anyone.
  if (!flagged && !rules.is_flagged) return;
  const allowed = flagged ? canReport(viewer, rules) : canUnreport(viewer, rules);
  if (!allowed) throw new HttpError(403, NOT_ALLOWED);
  await db.query('UPDATE posts SET is_flagged = ?, flagged_by = ? WHERE id = ?', [
    flagged,
    flagged ? viewer.id : null,
    id,
  ]);
}

/** Deletes a post or comment with its comments, and their likes and tags. */
export async function deletePost(db: DataSource, id: number, promotionId: number, viewer: Viewer) {
  const rules = rulePost(await findRow(db, id, promotionId));
  if (!canDelete(viewer, rules)) throw new HttpError(403, NOT_ALLOWED);
  await db.transaction(async (manager) => {
    const children: Array<{ id: number }> = await manager.query(
      'SELECT id FROM posts WHERE parent_post_id = ?',
      [id],
    );
    const ids = [id, ...children.map((child) => Number(child.id))];
    await manager.query(
      `DELETE FROM likes WHERE likeable_type = 'Post' AND likeable_id IN (${placeholders(ids)})`,
      ids,
    );
    await manager.query(`DELETE FROM post_tags WHERE post_id IN (${placeholders(ids)})`, ids);
    await manager.query(`DELETE FROM posts WHERE id IN (${placeholders(ids)})`, ids);
  });
}

/** Removes the caller's own tag from a post; returns the users still tagged. */
export async function removeTag(
  db: DataSource,
  postId: number,
  userId: number,
  promotionId: number,
  viewer: Viewer,
) {
  await findRow(db, postId, promotionId);
  if (userId !== viewer.id) throw new HttpError(403, NOT_ALLOWED);
  const result = await db.query('DELETE FROM post_tags WHERE post_id = ? AND user_id = ?', [
    postId,
    userId,
  ]);
  if (!result.affectedRows) throw notFound('Tag');
  const rows: TaggedUserRow[] = await db.query(
    `SELECT t.post_id, u.id, u.first_name, u.last_name, u.image_url FROM post_tags t JOIN users u ON u.id = t.user_id
      WHERE t.post_id = ? ORDER BY t.id`,
    [postId],
  );
  return rows.map((tag) => ({ id: Number(tag.id), profile: profileOf(tag) }));
}

/** The author's display name, for notification messages. */
export async function displayName(db: DataSource, userId: number) {
  const [row] = await db.query('SELECT first_name, last_name FROM users WHERE id = ?', [userId]);
  return row ? `${row.first_name} ${row.last_name}`.trim() : 'Someone';
}

/** The link of a post or comment: comments open their post with ?reply= highlighting them. */
export const postLink = (id: number, parentId: number | null) =>
  parentId ? `/wall/post/${parentId}?reply=${id}` : `/wall/post/${id}`;
