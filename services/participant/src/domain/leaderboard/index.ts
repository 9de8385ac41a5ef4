/**
 * The four leaderboards (README, "Leaderboards"): individual, team and location from Redis
 * sorted sets kept in step with MySQL; friends from each one's friend set and the friends
 * board's scores in Redis (a search or a location filter: MySQL, bounded by one's friends).
 */
export { individualBoard } from './individual';
export { groupBoard } from './groups';
export { friendCount, friendsBoard } from './friends';
export { FriendsPageCache, friendsPage } from './friends-page';
export { childLocationsBoard, locationIds, locationPeopleBoard } from './locations';
export type { BoardQuery } from './context';
export { competitionBoard } from './competition';
export { serializedBoard } from './serialized';
export type { SerializedBoard, SortedSetBoard } from './serialized';
