import type { SeedItem } from './content';

/**
 * The friends pages' default content (spec 2 s3 "Content items used": friends): empty states,
 * the closed-registration notice and the first-time popup.
 */
export const FRIENDS_CONTENT: Record<string, SeedItem[]> = {
  friends: [
    {
      key: 'first_time_friends',
      group: 'Friends',
      title: 'Better together',
      content:
        'Add the colleagues you want to cheer on. Search for them by name or e-mail address; ' +
        'once they accept, you can tag them on the wall, see them on the friends leaderboard ' +
        'and gift them points when you finish a painting.',
    },
    {
      key: 'friends_empty_state',
      group: 'Friends',
      title: 'No friends yet',
      content:
        'Search for a colleague above and send a request. If they have not joined yet, type ' +
        'their e-mail address and invite them.',
    },
    {
      key: 'requests_empty_state',
      group: 'Friends',
      title: 'No requests waiting',
      content: 'Requests you send appear here until they are answered.',
    },
    {
      key: 'wall_no_friends_state',
      group: 'Friends',
      title: "You don't have any friends yet",
      content:
        'Once you add friends from the Friends page, their posts show up here. Read the whole ' +
        'wall in the meantime.',
    },
    {
      key: 'reg_closed',
      group: 'Friends',
      title: 'Registration has closed',
      content:
        'New people can no longer join this programme, so invitations by e-mail are switched ' +
        'off. You can still add colleagues who have already registered.',
    },
  ],
};
