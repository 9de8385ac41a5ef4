import { buildContentItem } from '@wellness/shared-ui/testing';
import type { Friendship, FriendPerson, PersonResult } from '../features/friends/api/friends-api';

export const ok = (data: unknown) => ({ body: { data, meta: {} } });

export function buildPerson(id: number, first: string, last: string): FriendPerson {
  return {
    id,
    profile: { first_name: first, last_name: last, full_name: `${first} ${last}`, image: null },
  };
}

/** A friendship between the signed-in test user (id 10) and someone. */
export function buildFriendship(
  overrides: Partial<Friendship> & Pick<Friendship, 'id'>,
): Friendship {
  return {
    status: 'P',
    friender_id: 20,
    friendee_id: 10,
    friend_email: null,
    message: null,
    friender: buildPerson(20, 'Sam', 'Lee'),
    friendee: buildPerson(10, 'Pat', 'Participant'),
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function buildResult(id: number, name: string, value: 0 | 1 | 2 | 3): PersonResult {
  const [first, last] = name.split(' ');
  return {
    id,
    email: null,
    full_name: name,
    profile: { first_name: first!, last_name: last!, image: null },
    friendStatus: {
      value,
      friendship: value === 0 ? null : buildFriendship({ id: 100 + id, friender_id: id }),
    },
  };
}

/** The friends content category as seeded (spec 2 s3 content items). */
export const friendsContent = [
  ['first_time_friends', 'Better together', 'Add the colleagues you want to cheer on.'],
  ['friends_empty_state', 'No friends yet', 'Search for a colleague above and send a request.'],
  ['requests_empty_state', 'No requests waiting', 'Requests you send appear here.'],
  ['reg_closed', 'Registration has closed', 'Invitations by e-mail are switched off.'],
].map(([key, title, content], index) =>
  buildContentItem({ id: 50 + index, category: 'friends', key, title, content, sequence: index }),
);
