import type { EventPublisher } from '@wellness/platform';

/**
 * conversationAlert (spec 2 s4): what changed, never the message itself. The client reads
 * the conversation again over HTTP, which checks membership at that moment, so a member
 * removed from a team hears nothing more of its chat even before their socket leaves the room.
 */
export interface ConversationAlert {
  conversation_id: number;
  /** message: a new message; conversation: the user was added or the members changed; removed: the user left. */
  action: 'message' | 'conversation' | 'removed';
  message_id?: number;
  user_id?: number;
  removed?: boolean;
}

export const CONVERSATION_ALERT = 'conversationAlert';

/** To everyone in the conversation's room. */
export const alertConversation = (
  events: EventPublisher,
  promotionId: number,
  payload: ConversationAlert,
) =>
  events.publish({
    type: CONVERSATION_ALERT,
    promotion_id: promotionId,
    audience: { kind: 'conversation', id: payload.conversation_id },
    payload,
  });

/** To users who are not (or no longer) in the room: a conversation to join, or one they left. */
export const alertUsers = async (
  events: EventPublisher,
  promotionId: number,
  userIds: number[],
  payload: ConversationAlert,
) => {
  for (const id of userIds)
    await events.publish({
      type: CONVERSATION_ALERT,
      promotion_id: promotionId,
      audience: { kind: 'user', id },
      payload,
    });
};
