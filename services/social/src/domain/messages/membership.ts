import type { DataSource, EntityManager } from 'typeorm';
import { CONVERSATION_MEMBER_SQL } from '@wellness/platform';

export type Db = DataSource | EntityManager;

export interface ConversationRow {
  id: number;
  promotion_id: number;
  conversation_type: 't' | 'd';
  conversation_type_id: number | null;
  pair_key: string | null;
  last_message_at: Date | null;
  created_at: Date;
  muted: number | null;
  last_seen_at: Date | null;
}

/**
 * The conversation if the user is one of its members, else null: a non-member, a member who
 * left, a removed team member and a user of another promotion are all told it does not exist.
 */
export async function memberConversation(
  db: Db,
  {
    conversationId,
    userId,
    promotionId,
  }: { conversationId: number; userId: number; promotionId: number },
  lock = false,
): Promise<ConversationRow | null> {
  const rows: ConversationRow[] = await db.query(
    `SELECT c.id, c.promotion_id, c.conversation_type, c.conversation_type_id, c.pair_key,
            c.last_message_at, c.created_at, cm.muted, cm.last_seen_at
       FROM conversations c
       LEFT JOIN conversation_members cm ON cm.conversation_id = c.id AND cm.user_id = ?
      WHERE c.id = ? AND c.promotion_id = ? AND ${CONVERSATION_MEMBER_SQL}${lock ? ' FOR UPDATE' : ''}`,
    [userId, conversationId, promotionId, userId],
  );
  return rows[0] ?? null;
}

/** The user ids of a conversation's current members. */
export async function memberIds(
  db: Db,
  conversation: Pick<ConversationRow, 'id' | 'conversation_type' | 'conversation_type_id'>,
) {
  const rows: Array<{ user_id: number }> =
    conversation.conversation_type === 't'
      ? await db.query(
          `SELECT tm.user_id FROM team_members tm
             JOIN users u ON u.id = tm.user_id AND u.team_id = tm.team_id
            WHERE tm.team_id = ?`,
          [conversation.conversation_type_id],
        )
      : await db.query(
          'SELECT user_id FROM conversation_members WHERE conversation_id = ? AND removed_at IS NULL',
          [conversation.id],
        );
  return rows.map((row) => Number(row.user_id));
}

/** Whether two users of the promotion are friends: an accepted friendship either way. */
export async function areFriends(db: Db, promotionId: number, userId: number, otherId: number) {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM friendships
      WHERE promotion_id = ? AND status = 'A'
        AND ((friender_id = ? AND friendee_id = ?) OR (friender_id = ? AND friendee_id = ?))
      LIMIT 1`,
    [promotionId, userId, otherId, otherId, userId],
  );
  return rows.length > 0;
}
