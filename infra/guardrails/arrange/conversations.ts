import type { FastifyInstance } from 'fastify';
import { insert, insertUser } from './rows';

type Db = FastifyInstance['db'];

/** A record owner's messages (services/social README "Messages"). */
export interface ConversationRecords {
  /** A friend to start a conversation with (POST /conversations). */
  friendId: number;
  /** Another friend, to add to their conversation (POST /conversations/:id/users). */
  addableFriendId: number;
  /** A direct conversation of theirs (read, write, mute, seen). */
  conversationId: number;
  /** A direct conversation of theirs, to leave. */
  leavableConversationId: number;
  /** The team they are on (GET /teams/:id/conversation). */
  teamId: number;
}

/** Friends and two direct conversations for owner `n`, and the chat of their team. */
export async function arrangeConversations(
  db: Db,
  promotionId: number,
  userId: number,
  n: number,
  /** The team they lead (arrange/teams.ts): its chat is theirs while the team lives. */
  teamId: number,
): Promise<ConversationRecords> {
  const friend = async (name: string) => {
    const id = await insertUser(db, promotionId, `${name}.friend${n}@demo.test`);
    await insert(db, 'friendships', {
      promotion_id: promotionId,
      friender_id: userId,
      friendee_id: id,
      status: 'A',
    });
    return id;
  };
  const direct = async (other: number) => {
    const id = await insert(db, 'conversations', {
      promotion_id: promotionId,
      conversation_type: 'd',
    });
    for (const member of [userId, other])
      await insert(db, 'conversation_members', {
        conversation_id: id,
        user_id: member,
        promotion_id: promotionId,
      });
    await insert(db, 'messages', {
      conversation_id: id,
      promotion_id: promotionId,
      user_id: other,
      body: 'Hi',
    });
    return id;
  };
  const friendId = await friend('first');
  return {
    friendId,
    addableFriendId: await friend('second'),
    conversationId: await direct(friendId),
    leavableConversationId: await direct(friendId),
    teamId,
  };
}
