import type { DataSource } from 'typeorm';
import { HttpError, inList, notFound, unprocessable } from '@wellness/platform';
import { Post, PostTag } from '@wellness/schema';
import type { WallableType } from '@wellness/schema';
import { friendIds } from '../friends';
import { taggedUsers } from './embeds';
import { commentIds, countPromotionUsers, findRow, isSharedContent } from './queries';
import {
  BAD_POSTABLE,
  BLANK_COMMENT,
  BLANK_POST,
  COMMENT_ON_COMMENT,
  NOT_ALLOWED,
  POSTABLE_NOT_FOUND,
  TAGGED_NOT_FRIENDS,
  TAGGED_OUTSIDE,
  canDelete,
  canReport,
  canUnreport,
  isPrivateArt,
  photoUrl,
} from './rules';
import type { Viewer } from './rules';
import { profileOf, rulePost } from './serialize';
import type { PostRow } from './serialize';

interface NewPost {
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
  if (input.postable_type != null && input.postable_id != null) {
    const { promotionId, postable_type, postable_id } = input;
    if (!(await isSharedContent(db, promotionId, postable_type, postable_id)))
      throw unprocessable(POSTABLE_NOT_FOUND);
  }
  let parent: PostRow | null = null;
  if (parentId) {
    parent = await findRow(db, parentId, input.promotionId);
    if (isPrivateArt(parent, input.userId)) throw notFound('Post');
    if (Number(parent.depth) > 0) throw unprocessable(COMMENT_ON_COMMENT);
  } else if (
    (input.wallable_type ?? 'Promotion') === 'Promotion' &&
    (input.wallable_id ?? input.promotionId) !== input.promotionId
  ) {
    throw notFound('Wall');
  }
  const tagged = [...new Set(input.tagged_users ?? [])];
  if (tagged.length && (await countPromotionUsers(db, input.promotionId, tagged)) !== tagged.length)
    throw unprocessable(TAGGED_OUTSIDE);
  if (tagged.length) {
    const friends = new Set(await friendIds(db, input.userId));
    if (tagged.some((userId) => !friends.has(userId))) throw unprocessable(TAGGED_NOT_FRIENDS);
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
    const ids = [id, ...(await commentIds(manager, id))];
    await manager.query("DELETE FROM likes WHERE likeable_type = 'Post' AND likeable_id IN (?)", [
      inList(ids),
    ]);
    await manager.query('DELETE FROM post_tags WHERE post_id IN (?)', [inList(ids)]);
    await manager.query('DELETE FROM posts WHERE id IN (?)', [inList(ids)]);
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
  const rows = await taggedUsers(db, [postId]);
  return rows.map((tag) => ({ id: Number(tag.id), profile: profileOf(tag) }));
}
