import { baseApi } from '../api/base-api';
import type { Envelope } from '../api/base-api';

/** GET /conversation_summary (services/social README "Messages"). */
export interface ConversationSummary {
  conversations: number;
  /** The rooms the page joins to hear its conversations live. */
  conversation_ids: number[];
  /** Muted conversations are left out of the two unseen counts. */
  unseen_conversations: number;
  unseen_messages: number;
}

/**
 * The header's and the menu's unread count. The messages screen (mfe-social) provides and
 * invalidates the same 'Conversations' tag, so its reads keep the count in step.
 */
export const conversationSummaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConversationSummary: build.query<Envelope<ConversationSummary>, void>({
      query: () => 'conversation_summary',
      providesTags: ['Conversations'],
    }),
  }),
});

export const { useGetConversationSummaryQuery } = conversationSummaryApi;
