import { createNotification } from '@wellness/platform';
import type { FriendsContext } from './commands';

const FRIENDS_LINK = '/profile/friends/all';

async function nameOf(context: FriendsContext, userId: number) {
  const [row] = await context.db.query('SELECT first_name, last_name FROM users WHERE id = ?', [
    userId,
  ]);
  return row ? `${row.first_name} ${row.last_name}`.trim() : 'Someone';
}

/**
 * Friend notifications (spec 2 s3: friend keys carry the friend's id as the second part),
 * after the change committed; a failure is logged, never the request's.
 */
async function notify(context: FriendsContext, userId: number, key: string, message: string) {
  try {
    await createNotification(context.db, context.events, {
      promotionId: context.promotionId,
      userId,
      key,
      link: FRIENDS_LINK,
      title: 'Friends',
      message,
    });
  } catch (error) {
    context.log.error({ err: error, key }, 'notification not created');
  }
}

/** A request (or its resend) to a registered participant: `friend_{askerId}_request`. */
export async function notifyFriendRequest(context: FriendsContext, friendeeId: number) {
  const name = await nameOf(context, context.callerId);
  await notify(
    context,
    friendeeId,
    `friend_${context.callerId}_request`,
    `${name} sent you a friend request.`,
  );
}

/** The asker hears that their request was accepted: `friend_{accepterId}_accepted`. */
export async function notifyFriendAccepted(context: FriendsContext, frienderId: number) {
  const name = await nameOf(context, context.callerId);
  await notify(
    context,
    frienderId,
    `friend_${context.callerId}_accepted`,
    `${name} accepted your friend request.`,
  );
}
