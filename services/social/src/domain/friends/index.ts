/** Friends: friendships between participants of a promotion (spec 2 "Friendship"). */
export { addFriendship, queueBuddyChecks } from './badges';
export type { FriendshipInput } from './badges';
export {
  answerRequest,
  deleteFriendship,
  inviteByEmail,
  registrationClosed,
  requestFriend,
  resendRequest,
} from './commands';
export type { FriendsContext } from './commands';
export {
  FRIEND_STATUS,
  friendIds,
  friendStatusOf,
  friendshipBetween,
  hasFriends,
  listFriendships,
  promotionUser,
  serializeFriendship,
} from './queries';
export type { FriendshipList, FriendshipView } from './queries';
export { searchPeople } from './search';
export * from './rules';
