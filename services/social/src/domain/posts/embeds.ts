import type { DataSource, EntityManager } from 'typeorm';
import { inList } from '@wellness/platform';
import { POSTABLE_CATEGORIES } from './rules';
import type { Viewer } from './rules';
import { serialize } from './serialize';
import type { Extras, PostRow, SharedContent, TaggedUserRow } from './serialize';

/**
 * What a listed post embeds besides its own row: its latest comments, like and comment counts,
 * tags, the viewer's likes and follows, and the content it shares.
 */

type Db = DataSource | EntityManager;

/** A post's columns (PostRow) with its author's, from POST_TABLES. */
export const POST_COLUMNS = `p.id, p.content, p.user_id, p.wallable_type, p.wallable_id, p.parent_post_id, p.depth,
  p.postable_type, p.postable_id, p.photo_url, p.created_at, p.is_flagged, p.flagged_by, p.public_gallery,
  u.first_name, u.last_name, u.image_url, u.location_id, u.is_wall_expert, l.name AS location_name`;
export const POST_TABLES =
  'FROM posts p JOIN users u ON u.id = p.user_id LEFT JOIN locations l ON l.id = u.location_id';

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
      `SELECT c.* FROM (SELECT ${POST_COLUMNS},
        ROW_NUMBER() OVER (PARTITION BY p.parent_post_id ORDER BY p.created_at DESC, p.id DESC) AS rn
        ${POST_TABLES} WHERE p.parent_post_id IN (?)) c
        ${limit} ORDER BY c.created_at ASC, c.id ASC`,
      [inList(parentIds)],
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
      "SELECT likeable_id AS id, COUNT(*) AS n FROM likes WHERE likeable_type = 'Post' AND likeable_id IN (?) GROUP BY likeable_id",
      [inList(ids)],
    ) as Promise<Array<{ id: number; n: number }>>,
    db.query(
      "SELECT id, likeable_id FROM likes WHERE user_id = ? AND likeable_type = 'Post' AND likeable_id IN (?)",
      [viewer.id, inList(ids)],
    ) as Promise<Array<{ id: number; likeable_id: number }>>,
    db.query(
      'SELECT parent_post_id AS id, COUNT(*) AS n FROM posts WHERE parent_post_id IN (?) GROUP BY parent_post_id',
      [inList(ids)],
    ) as Promise<Array<{ id: number; n: number }>>,
    taggedUsers(db, ids),
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
  for (const [key, recipe] of await loadRecipes(db, all)) extras.postables.set(key, recipe);
  return extras;
}

/** The recipes the rows share, keyed `Recipe:${id}`: the summary is the description. */
async function loadRecipes(db: DataSource, rows: PostRow[]) {
  const recipes = new Map<string, SharedContent>();
  const ids = rows
    .filter((row) => row.postable_id !== null && row.postable_type === 'Recipe')
    .map((row) => Number(row.postable_id));
  if (!ids.length) return recipes;
  const items: Array<{ id: number; title: string; description: string }> = await db.query(
    'SELECT id, title, description FROM recipes WHERE id IN (?)',
    [inList(ids)],
  );
  for (const item of items) {
    const id = Number(item.id);
    recipes.set(`Recipe:${id}`, {
      type: 'Recipe',
      id,
      title: item.title,
      summary: item.description,
      image: null,
    });
  }
  return recipes;
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
  }> = await db.query('SELECT id, category, title, summary, image1 FROM contents WHERE id IN (?)', [
    inList(ids),
  ]);
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

export async function serializeRows(
  db: DataSource,
  viewer: Viewer,
  rows: PostRow[],
  replyCount: number | null,
) {
  const extras = await loadExtras(db, viewer, rows, replyCount);
  return rows.map((row) => serialize(row, viewer, extras));
}

/** The users tagged in some posts, in the order they were tagged. */
export const taggedUsers = (db: Db, postIds: number[]): Promise<TaggedUserRow[]> =>
  db.query(
    `SELECT t.post_id, u.id, u.first_name, u.last_name, u.image_url FROM post_tags t JOIN users u ON u.id = t.user_id
      WHERE t.post_id IN (?) ORDER BY t.id`,
    [inList(postIds)],
  );
