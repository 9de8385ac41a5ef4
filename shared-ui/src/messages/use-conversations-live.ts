import { useEffect, useRef } from 'react';
import { baseApi } from '../api/base-api';
import { joinRealtimeRoom, leaveRealtimeRoom } from '../realtime/realtime-client';
import { useRealtimeEvent } from '../realtime/use-realtime-event';
import { useAppDispatch } from '../store/hooks';
import { useGetConversationSummaryQuery } from './conversation-summary-api';

/** conversationAlert (services/social README "Messages"): what changed, never the message. */
export interface ConversationAlert {
  conversation_id: number;
  action: 'message' | 'conversation' | 'removed';
  message_id?: number;
  user_id?: number;
}

/**
 * Mount once per page (the header does): joins the room of each of the user's conversations
 * (again after a reconnect, in the realtime client) and, on every conversationAlert, reads
 * the conversations and their messages again from the server — MySQL is the truth, and a
 * read after a refused or missed event shows exactly what the user may see. `teamId` is the
 * user's team: joining, founding or leaving one changes their team chat (its members are the
 * team's, so no alert tells them), so the summary is read again and its room joined.
 */
export function useConversationsLive(teamId: number | null = null): void {
  const dispatch = useAppDispatch();
  const { data, refetch } = useGetConversationSummaryQuery();
  const ids = data?.data.conversation_ids;
  const team = useRef(teamId);
  useEffect(() => {
    if (team.current === teamId) return;
    team.current = teamId;
    void refetch();
  }, [teamId, refetch]);
  useEffect(() => {
    ids?.forEach((id) => joinRealtimeRoom('joinConversation', id));
  }, [ids]);
  useRealtimeEvent<ConversationAlert>('conversationAlert', (alert) => {
    if (alert.action === 'removed') {
      leaveRealtimeRoom('joinConversation', 'leaveConversation', alert.conversation_id);
    }
    dispatch(
      baseApi.util.invalidateTags([
        'Conversations',
        { type: 'Messages', id: alert.conversation_id },
      ]),
    );
  });
}

/** The unread count the header and the menu show next to Messages. */
export function useUnreadMessages(): number {
  const { data } = useGetConversationSummaryQuery();
  return data?.data.unseen_messages ?? 0;
}
