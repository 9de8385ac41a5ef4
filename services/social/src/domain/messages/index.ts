export {
  BLANK_MESSAGE,
  FRIENDS_ONLY,
  TEAM_CHAT_MEMBERS,
  addUsers,
  createMessage,
  leaveConversation,
  markSeen,
  setMuted,
  startDirect,
  teamConversationId,
} from './commands';
export { memberConversation, memberIds } from './membership';
export {
  MESSAGE_PAGE_SIZE,
  conversationSummary,
  conversationVolume,
  findConversation,
  listConversations,
  messagesPage,
} from './queries';
export type { ConversationInclude, SerializedConversation } from './queries';
export type { SerializedMessage } from './serialize';
export { CONVERSATION_ALERT, alertConversation, alertUsers } from './events';
export type { ConversationAlert } from './events';
