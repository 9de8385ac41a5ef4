import type { Friendship, FriendPerson, PersonResult } from '../api/friends-api';

/** Spec 2 s8 "Friends", word for word. */
export const FRIENDS_MESSAGES = {
  inviteSent: 'Invite successfully sent!',
  resendFailed: 'Could not resend request',
  friendsFailed: 'Friends could not be found',
  incomingFailed: 'Incoming Friend Requests could not be found',
  sentFailed: 'Sent Friend Requests could not be found',
} as const;

/** Spec 2 s9: the resent flag shows for 4 s; search waits 300 ms after typing. */
export const RESENT_FLAG_MS = 4000;
export const SEARCH_DEBOUNCE_MS = 300;

/** The other person of a friendship (null: an e-mail invite nobody registered for yet). */
export function otherPerson(friendship: Friendship, meId: number): FriendPerson | null {
  return friendship.friender_id === meId ? friendship.friendee : friendship.friender;
}

export function otherName(friendship: Friendship, meId: number): string {
  return otherPerson(friendship, meId)?.profile.full_name ?? friendship.friend_email ?? '';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec 2 s5: invite by e-mail only when the search text is a valid e-mail, there are no
 * results and it is not the user's own (nor while registration is closed).
 */
export function mayInviteByEmail(
  text: string,
  results: readonly PersonResult[] | undefined,
  ownEmail: string,
  closed: boolean,
): boolean {
  const address = text.replace(/\s+/g, '');
  if (closed || !results || results.length > 0) return false;
  const addresses = address.split(/[;,]/).filter(Boolean);
  if (addresses.length === 0 || !addresses.every((entry) => EMAIL.test(entry))) return false;
  return !addresses.some((entry) => entry.toLowerCase() === ownEmail.toLowerCase());
}

/** Spec 2 s3 friend status values as the search shows them. */
export const STATUS_LABELS = { 3: 'Friend', 2: 'Request sent', 1: 'Asked you' } as const;
