import { randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import type { DataSource, EntityManager } from 'typeorm';
import {
  HttpError,
  friendsChanged,
  queueFriendInviteEmail,
  registrationState,
} from '@wellness/platform';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { BoardWriter, EventPublisher } from '@wellness/platform';
import { Promotion } from '@wellness/schema';
import { queueBuddyChecks } from './badges';
import { notifyFriendAccepted, notifyFriendRequest } from './notify';
import {
  friendshipBetween,
  friendshipOf,
  hasFriends,
  promotionUser,
  serializeFriendship,
} from './queries';
import type { PromotionUser } from './queries';
import {
  ALREADY_ANSWERED,
  ALREADY_ASKED,
  ALREADY_FRIENDS,
  FRIEND_YOURSELF,
  INVITES_CLOSED,
  INVITE_YOURSELF,
  ONLY_PARTICIPANTS,
  ONLY_RECEIVER,
  ONLY_SENDER,
  RESEND_CLOSED,
  inviteAddresses,
} from './rules';

export interface FriendsContext {
  db: DataSource;
  queue: FastifyInstance['emailQueue'];
  events: EventPublisher;
  log: FastifyBaseLogger;
  /** Where the friends board keeps each person's friend set (platform `friendsChanged`). */
  boards: BoardWriter;
  promotionId: number;
  callerId: number;
}

/** After a commit that made or ended an accepted friendship: both friend sets start again. */
const friendsMoved = (context: FriendsContext, people: number[]) =>
  friendsChanged(context.boards.redis, context.boards.prefix, context.promotionId, people);

/** Locks both people's rows: every change to a pair runs one at a time (no crossed requests). */
async function lockPair(manager: EntityManager, a: number, b: number) {
  await manager.query('SELECT id FROM users WHERE id IN (?, ?) ORDER BY id FOR UPDATE', [a, b]);
}

/** Spec 3 Promotion `closed`: the registration window is over (platform registrationState). */
export async function registrationClosed(db: DataSource, promotionId: number) {
  const promotion = await db.getRepository(Promotion).findOneByOrFail({ id: promotionId });
  return registrationState(promotion, dayjs().format('YYYY-MM-DD')) === 'closed';
}

/**
 * A friend request to a participant of the caller's promotion (spec 2 s4: sent with status P).
 * A request to someone who already asked the caller accepts theirs instead.
 */
export async function requestFriend(
  context: FriendsContext,
  friendeeId: number,
  message: string | null,
) {
  const { db, callerId } = context;
  if (friendeeId === callerId) throw new HttpError(422, FRIEND_YOURSELF);
  const friendee = await promotionUser(db, context.promotionId, friendeeId);
  if (!hasFriends(friendee.role)) throw new HttpError(422, ONLY_PARTICIPANTS);
  const outcome = await db.transaction(async (manager) => {
    await lockPair(manager, callerId, friendeeId);
    const existing = await friendshipBetween(manager, callerId, friendeeId);
    if (existing?.status === 'A') throw new HttpError(409, ALREADY_FRIENDS);
    if (existing && Number(existing.friender_id) === callerId) {
      throw new HttpError(409, ALREADY_ASKED);
    }
    if (existing) {
      await manager.query("UPDATE friendships SET status = 'A' WHERE id = ?", [existing.id]);
      return { id: Number(existing.id), accepted: true };
    }
    const result = await manager.query(
      `INSERT INTO friendships (promotion_id, friender_id, friendee_id, status, message)
       VALUES (?, ?, ?, 'P', ?)`,
      [context.promotionId, callerId, friendeeId, message],
    );
    return { id: Number(result.insertId), accepted: false };
  });
  if (outcome.accepted) await friendsMoved(context, [callerId, friendeeId]);
  const friendship = await friendshipOf(db, callerId, outcome.id);
  if (outcome.accepted) await afterAccepted(context, friendship.friender_id);
  else await notifyFriendRequest(context, friendeeId);
  return { friendship: serializeFriendship(friendship), accepted: outcome.accepted };
}

async function afterAccepted(context: FriendsContext, frienderId: number) {
  await queueBuddyChecks(context, context.promotionId, [Number(frienderId), context.callerId]);
  await notifyFriendAccepted(context, Number(frienderId));
}

/**
 * Spec 2 s5 invite by e-mail: whitespace stripped, split on ; or ,, one invite each; never
 * one's own address; refused while registration is closed. An address of a participant who
 * is registered already becomes a friend request; an address the caller invited before is
 * left as it is (resend it from the sent requests).
 */
export async function inviteByEmail(context: FriendsContext, text: string, message: string | null) {
  const parsed = inviteAddresses(text);
  if ('problem' in parsed) throw new HttpError(422, parsed.problem);
  const caller = await promotionUser(context.db, context.promotionId, context.callerId);
  if (parsed.addresses.includes(caller.email.toLowerCase())) {
    throw new HttpError(422, INVITE_YOURSELF);
  }
  if (await registrationClosed(context.db, context.promotionId)) {
    throw new HttpError(422, INVITES_CLOSED);
  }
  const friendships = [];
  for (const email of parsed.addresses) {
    const [registered]: PromotionUser[] = await context.db.query(
      'SELECT id, role FROM users WHERE promotion_id = ? AND email = ?',
      [context.promotionId, email],
    );
    if (registered) {
      try {
        friendships.push((await requestFriend(context, Number(registered.id), message)).friendship);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
      }
      continue;
    }
    const id = await insertInvite(context, email, message);
    if (id === null) continue;
    friendships.push(serializeFriendship(await friendshipOf(context.db, context.callerId, id)));
  }
  return friendships;
}

async function insertInvite(context: FriendsContext, email: string, message: string | null) {
  const token = randomBytes(24).toString('hex');
  const result = await context.db.query(
    `INSERT IGNORE INTO friendships (promotion_id, friender_id, friendee_id, friend_email, status, message, invite_token)
     VALUES (?, ?, NULL, ?, 'P', ?, ?)`,
    [context.promotionId, context.callerId, email, message, token],
  );
  if (result.affectedRows !== 1) return null;
  const id = Number(result.insertId);
  await queueFriendInviteEmail(context.queue, {
    friendship_id: id,
    promotion_id: context.promotionId,
    email,
    sent: Date.now(),
  });
  return id;
}

/** Spec 2 s4: the receiver accepts (A, a friend now) or declines (D) a pending request. */
export async function answerRequest(context: FriendsContext, id: number, status: 'A' | 'D') {
  const { db, callerId } = context;
  const row = await friendshipOf(db, callerId, id);
  if (Number(row.friendee_id) !== callerId) throw new HttpError(403, ONLY_RECEIVER);
  // Two answers at once (two tabs): the conditional update decides; the second is told.
  const result = await db.query(
    "UPDATE friendships SET status = ? WHERE id = ? AND friendee_id = ? AND status = 'P'",
    [status, id, callerId],
  );
  if (result.affectedRows !== 1) throw new HttpError(409, ALREADY_ANSWERED);
  if (status === 'A') {
    await friendsMoved(context, [callerId, Number(row.friender_id)]);
    await afterAccepted(context, Number(row.friender_id));
  }
  return serializeFriendship(await friendshipOf(db, callerId, id));
}

/**
 * Spec 2 s4 resend: back to P with a new time; allowed when the friend is registered, or
 * while the promotion's registration is not closed. An e-mail invite is e-mailed again, a
 * registered friend notified again.
 */
export async function resendRequest(context: FriendsContext, id: number) {
  const { db, callerId } = context;
  const row = await friendshipOf(db, callerId, id);
  if (Number(row.friender_id) !== callerId) throw new HttpError(403, ONLY_SENDER);
  if (row.status === 'A') throw new HttpError(409, ALREADY_FRIENDS);
  const registered = row.friendee_id !== null;
  if (!registered && (await registrationClosed(db, context.promotionId))) {
    throw new HttpError(422, RESEND_CLOSED);
  }
  await db.query(
    "UPDATE friendships SET status = 'P', updated_at = CURRENT_TIMESTAMP(3) WHERE id = ?",
    [id],
  );
  if (registered) await notifyFriendRequest(context, Number(row.friendee_id));
  else {
    await queueFriendInviteEmail(context.queue, {
      friendship_id: id,
      promotion_id: context.promotionId,
      email: row.friend_email!,
      sent: Date.now(),
    });
  }
  return serializeFriendship(await friendshipOf(db, callerId, id));
}

/** Spec 2 s4: the sender withdraws a request, or either friend removes the friendship. */
export async function deleteFriendship(context: FriendsContext, id: number) {
  const row = await friendshipOf(context.db, context.callerId, id);
  await context.db.query('DELETE FROM friendships WHERE id = ?', [id]);
  // An accepted friendship ends here (a request read as pending may have been accepted since).
  if (row.friendee_id !== null) {
    await friendsMoved(context, [Number(row.friender_id), Number(row.friendee_id)]);
  }
  return serializeFriendship(row);
}
