import type { FastifyInstance } from 'fastify';
import { insert, insertUser } from './rows';

type Db = FastifyInstance['db'];

/** A caller's friendship records (services/social README "Friends"). */
export interface FriendRecords {
  /** A participant nobody asked yet: the caller's request goes to them. */
  newFriendId: number;
  /** A pending request to the caller, to accept. */
  receivedFriendshipId: number;
  /** The caller's pending request to someone, to withdraw. */
  sentFriendshipId: number;
  /** An accepted friend, to gift points to (README "Gift points"). */
  giftFriendId: number;
  /** Gift points from that friend waiting for the caller: one to accept, one to decline. */
  giftToAcceptId: number;
  giftToDeclineId: number;
}

export async function arrangeFriends(
  db: Db,
  promotionId: number,
  userId: number,
  n: number,
  /** A finished work of a user whose bonus waits (owners.ts insertWork). */
  finishedWork: (userId: number) => Promise<number>,
): Promise<FriendRecords> {
  const asker = await insertUser(db, promotionId, `friend.asker${n}@demo.test`);
  const asked = await insertUser(db, promotionId, `friend.asked${n}@demo.test`);
  const friendship = (frienderId: number, friendeeId: number) =>
    insert(db, 'friendships', {
      promotion_id: promotionId,
      friender_id: frienderId,
      friendee_id: friendeeId,
      status: 'P',
    });
  const giftFriendId = await insertUser(db, promotionId, `friend.gift${n}@demo.test`);
  await insert(db, 'friendships', {
    promotion_id: promotionId,
    friender_id: giftFriendId,
    friendee_id: userId,
    status: 'A',
  });
  const gift = async (daysAgo: number) =>
    insert(db, 'work_bonuses', {
      promotion_id: promotionId,
      work_id: await finishedWork(giftFriendId),
      earned_by_id: giftFriendId,
      target_user_id: userId,
      points: 10,
      offered_on: new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10),
    });
  return {
    giftFriendId,
    giftToAcceptId: await gift(1),
    giftToDeclineId: await gift(2),
    newFriendId: await insertUser(db, promotionId, `friend.new${n}@demo.test`),
    receivedFriendshipId: await friendship(asker, userId),
    sentFriendshipId: await friendship(userId, asked),
  };
}
