import { baseApi } from '@wellness/shared-ui';
import type { Envelope } from '@wellness/shared-ui';

export interface Person {
  id: number;
  full_name: string;
  image: { url: string } | null;
}

/** Spec 2 s3 Message; `action` names the lines a conversation writes itself ('left', 'added'). */
export interface Message {
  id: number;
  conversation_id: number;
  user_id: number;
  body: string;
  action: string | null;
  created_at: string;
  created_at_milliseconds: number;
  user: Person;
}

/** Spec 2 s3 Conversation ("t" a team chat, "d" a direct conversation). */
export interface Conversation {
  id: number;
  conversation_type: 't' | 'd';
  conversation_type_id: number | null;
  name: string;
  members: Person[];
  current_messages: Message[];
  unseen: number;
  muted: boolean;
  last_seen_at_milliseconds: number | null;
  last_message_at_milliseconds: number | null;
  removed: boolean;
}

export type MessagePage = Envelope<
  Message[],
  { total_records: number; page_size: number; has_more: boolean }
>;

const conversation = (body: Envelope<Conversation>) => body.data;

/**
 * Spec 2 s7 "Messages". The 'Conversations' tag is shared with the header's unread count
 * (shared-ui), and conversationAlert invalidates it and the conversation's 'Messages'.
 */
export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<Conversation[], number>({
      query: (userId) => `/users/${userId}/conversations?include=last`,
      transformResponse: (body: Envelope<Conversation[]>) => body.data,
      providesTags: ['Conversations'],
    }),
    /** The newest page (no `before_id`) or the page before a message. */
    getMessages: build.query<MessagePage, { id: number; beforeId?: number }>({
      query: ({ id, beforeId }) =>
        `/conversations/${id}/messages${beforeId ? `?before_id=${beforeId}` : ''}`,
      providesTags: (_result, _error, { id }) => [{ type: 'Messages', id }],
    }),
    startConversation: build.mutation<Conversation, number>({
      query: (recipientId) => ({
        url: '/conversations',
        method: 'POST',
        body: { recipient_id: recipientId },
      }),
      transformResponse: conversation,
      invalidatesTags: (_result, error) => (error ? [] : ['Conversations']),
    }),
    getTeamConversation: build.query<Conversation, number>({
      query: (teamId) => `/teams/${teamId}/conversation`,
      transformResponse: conversation,
    }),
    sendMessage: build.mutation<Message, { id: number; body: string }>({
      query: ({ id, body }) => ({
        url: `/conversations/${id}/messages`,
        method: 'POST',
        body: { body },
      }),
      transformResponse: (body: Envelope<Message>) => body.data,
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : ['Conversations', { type: 'Messages', id }],
    }),
    markSeen: build.mutation<Conversation, number>({
      query: (id) => ({ url: `/conversations/${id}/seen`, method: 'POST', body: {} }),
      transformResponse: conversation,
      invalidatesTags: (_result, error) => (error ? [] : ['Conversations']),
    }),
    setMuted: build.mutation<Conversation, { id: number; muted: boolean }>({
      query: ({ id, muted }) => ({ url: `/conversations/${id}`, method: 'PUT', body: { muted } }),
      transformResponse: conversation,
      invalidatesTags: (_result, error) => (error ? [] : ['Conversations']),
    }),
    leaveConversation: build.mutation<{ id: number }, { id: number; userId: number }>({
      query: ({ id, userId }) => ({
        url: `/conversations/${id}/users/${userId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Conversations']),
    }),
  }),
});

export const {
  useGetConversationsQuery,
  useGetMessagesQuery,
  useLazyGetMessagesQuery,
  useStartConversationMutation,
  useGetTeamConversationQuery,
  useSendMessageMutation,
  useMarkSeenMutation,
  useSetMutedMutation,
  useLeaveConversationMutation,
} = messagesApi;
