import { isEmailAddress } from '@wellness/platform';

// Our messages (spec 2 names none for these refusals; services/social README "Friends").
export const FRIEND_YOURSELF = 'You cannot add yourself as a friend.';
export const ALREADY_FRIENDS = 'You are already friends.';
export const ALREADY_ASKED = 'You have already sent this person a friend request.';
export const ONLY_PARTICIPANTS = 'Only participants can have friends.';
export const PERSON_OR_EMAIL = 'Choose a person or an e-mail address.';
export const ALREADY_ANSWERED = 'This friend request has already been answered.';
export const ONLY_RECEIVER = 'Only the person asked can answer this friend request.';
export const ONLY_SENDER = 'Only the person who asked can resend this friend request.';
export const RESEND_CLOSED = 'Registration is closed: this invite cannot be resent.';
export const INVITES_CLOSED = 'Registration is closed: invites cannot be sent.';
export const INVITE_YOURSELF = 'You cannot invite yourself.';
export const MODERATOR = 'Moderators have no friendships.';
/** Spec 2 s8 (the client shows it after a sent invite). */
export const INVITE_SENT = 'Invite successfully sent!';
/** Spec 2 s5 "Must include at least 1 email address." (the share rule's words). */
export const NO_ADDRESS = 'Must include at least 1 email address.';
export const MAX_INVITES = 10;
export const TOO_MANY_INVITES = `Invite at most ${MAX_INVITES} email addresses at a time.`;
export const notAnAddress = (entry: string) => `${entry} is not a valid email address.`;

/**
 * Spec 2 s5: invite by e-mail strips whitespace and splits on ; or , (one invite each).
 * Answers the distinct addresses (lower-cased) or the first problem.
 */
export function inviteAddresses(text: string): { addresses: string[] } | { problem: string } {
  const entries = text
    .replace(/\s+/g, '')
    .split(/[;,]/)
    .filter((entry) => entry.length > 0);
  if (entries.length === 0) return { problem: NO_ADDRESS };
  const invalid = entries.find((entry) => !isEmailAddress(entry));
  if (invalid !== undefined) return { problem: notAnAddress(invalid) };
  const addresses = [...new Set(entries.map((entry) => entry.toLowerCase()))];
  if (addresses.length > MAX_INVITES) return { problem: TOO_MANY_INVITES };
  return { addresses };
}

/** Spec 2 s5: a search value containing ; or , means several people. */
export function searchTerms(query: string): string[] {
  return [
    ...new Set(
      query
        .split(/[;,]/)
        .map((term) => term.trim().toLowerCase())
        .filter((term) => term.length >= 2),
    ),
  ].slice(0, 10);
}
