export { app } from './app';
export { addFriendship, queueBuddyChecks } from './domain/friends';
export type { FriendshipInput } from './domain/friends';
