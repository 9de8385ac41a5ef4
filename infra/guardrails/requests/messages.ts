import type { RequestTable } from './types';

/** Each caller's own conversations, friends and team (arrange/conversations.ts). */
export const MESSAGE_REQUESTS: RequestTable = {
  'GET /api/users/:user_id/conversations': {
    names: true,
    build: ({ own }) => ({ params: { user_id: own.userId }, query: { include: 'last' } }),
  },
  'GET /api/conversations/:id': {
    names: true,
    build: ({ own }) => ({ params: { id: own.conversations.conversationId } }),
  },
  'POST /api/conversations': {
    names: true,
    build: ({ own }) => ({ body: { recipient_id: own.conversations.friendId } }),
  },
  'GET /api/teams/:id/conversation': {
    names: true,
    build: ({ own }) => ({ params: { id: own.conversations.teamId } }),
  },
  'POST /api/conversations/:id/users': {
    names: true,
    build: ({ own }) => ({
      params: { id: own.conversations.conversationId },
      body: { user_ids: [own.conversations.addableFriendId] },
    }),
  },
  'DELETE /api/conversations/:id/users/:user_id': {
    names: true,
    build: ({ own }) => ({
      params: { id: own.conversations.leavableConversationId, user_id: own.userId },
    }),
  },
  'PUT /api/conversations/:id': {
    names: true,
    build: ({ own }) => ({
      params: { id: own.conversations.conversationId },
      body: { muted: true },
    }),
  },
  'POST /api/conversations/:id/seen': {
    names: true,
    build: ({ own }) => ({ params: { id: own.conversations.conversationId }, body: {} }),
  },
  'GET /api/conversations/:id/messages': {
    names: true,
    build: ({ own }) => ({ params: { id: own.conversations.conversationId } }),
  },
  'POST /api/conversations/:id/messages': {
    names: true,
    build: ({ own }) => ({
      params: { id: own.conversations.conversationId },
      body: { body: 'Hello' },
    }),
  },
  'GET /api/conversation_summary': { names: false, build: () => ({}) },
  'GET /api/conversation_volume': { names: false, build: () => ({}) },
};
