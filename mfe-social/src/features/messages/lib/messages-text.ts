import dayjs from 'dayjs';

/** Spec 2 s9: "Message time format MMM DD, hh:mm a" (a: the AM/PM marker). */
export const formatMessageTime = (milliseconds: number) =>
  dayjs(milliseconds).format('MMM DD, hh:mm A');

/** The leave dialog (spec 2 "Direct messages"; "conversion" is the spec's own text). */
export const LEAVE_TITLE = 'Leave Conversation?';
export const LEAVE_TEXT = 'Are you sure you want to leave this conversion?';

export const CONVERSATIONS_LOAD_FAILED = 'Conversations could not be loaded.';
export const MESSAGES_LOAD_FAILED = 'Messages could not be loaded.';
export const SEND_FAILED = 'Oops, your message could not be sent.';

/** What a line of the conversation says: a message's text, or what happened. */
export function lineText(message: {
  action: string | null;
  body: string;
  user: { full_name: string };
}) {
  if (message.action === 'left') return `${message.user.full_name} left the conversation.`;
  if (message.action === 'added') return `${message.user.full_name} joined the conversation.`;
  return message.body;
}
