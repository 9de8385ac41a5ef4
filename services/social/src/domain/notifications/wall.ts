import type { DataSource } from 'typeorm';
import type { EventPublisher } from '@wellness/platform';
import { displayName, postLink } from '../posts';
import { createNotification } from './commands';

/**
 * The four wall triggers (issue 5 contract). They run after the write committed; a failed
 * notification is logged and does not fail the request whose write already succeeded.
 */
interface Context {
  db: DataSource;
  events: EventPublisher;
  log: { error: (object: object, message: string) => void };
  promotionId: number;
  actorId: number;
}

async function notify(
  context: Context,
  userId: number,
  key: string,
  link: string,
  title: string,
  message: string,
) {
  if (userId === context.actorId) return;
  try {
    await createNotification(context.db, context.events, {
      promotionId: context.promotionId,
      userId,
      key,
      link,
      title,
      message,
    });
  } catch (error) {
    context.log.error({ err: error, key }, 'notification not created');
  }
}

/** A comment on your post. */
export async function notifyComment(
  context: Context,
  postAuthorId: number,
  postId: number,
  commentId: number,
) {
  const name = await displayName(context.db, context.actorId);
  await notify(
    context,
    postAuthorId,
    `wall_post_${postId}_comment`,
    postLink(commentId, postId),
    'New comment',
    `${name} commented on your post.`,
  );
}

/** A like on your post or comment. */
export async function notifyLike(
  context: Context,
  authorId: number,
  postId: number,
  parentId: number | null,
) {
  const name = await displayName(context.db, context.actorId);
  await notify(
    context,
    authorId,
    `wall_post_${postId}_like`,
    postLink(postId, parentId),
    'New like',
    `${name} liked your ${parentId ? 'comment' : 'post'}.`,
  );
}

/** You were tagged in a post or comment. */
export async function notifyTags(
  context: Context,
  userIds: number[],
  postId: number,
  parentId: number | null,
) {
  if (!userIds.some((id) => id !== context.actorId)) return;
  const name = await displayName(context.db, context.actorId);
  for (const userId of userIds) {
    await notify(
      context,
      userId,
      `wall_post_${postId}_tag`,
      postLink(postId, parentId),
      'You were tagged',
      `${name} tagged you in a ${parentId ? 'comment' : 'post'}.`,
    );
  }
}

/** Someone follows you. */
export async function notifyFollow(context: Context, followeeId: number) {
  const name = await displayName(context.db, context.actorId);
  await notify(
    context,
    followeeId,
    `friend_${context.actorId}_follow`,
    '/wall/filter/following',
    'New follower',
    `${name} is now following you.`,
  );
}
