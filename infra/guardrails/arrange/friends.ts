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
}

export async function arrangeFriends(
  db: Db,
  promotionId: number,
  userId: number,
  n: number,
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
  return {
    newFriendId: await insertUser(db, promotionId, `friend.new${n}@demo.test`),
    receivedFriendshipId: await friendship(asker, userId),
    sentFriendshipId: await friendship(userId, asked),
  };
}
