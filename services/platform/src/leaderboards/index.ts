// The leaderboards' Redis sorted sets, kept in step with MySQL (services/participant README,
// "Leaderboards at scale"): written by every service that changes what a board shows.
export {
  BOARDS,
  NAMES_TTL_SECONDS,
  boardKey,
  contextKey,
  friendSetKey,
  friendsBoardKey,
  memberOf,
  namesKey,
  readyKey,
  versionsKey,
} from './keys';
export type { Board, Sql } from './keys';
export { applyBoardChange, boardStateOf, boardWriter, changeBoards } from './state';
export type { BoardState, BoardWriter } from './state';
export { ensureBoards, rebuildAllBoards, rebuildBoards } from './rebuild';
export { checkBoards } from './check';
export type { BoardDifference } from './check';
export { rankIds, readBoardPage } from './read';
export { readBoardStanding, readSessionBoardStanding } from './standing';
export type { BoardStanding, BoardWindow } from './standing';
export { fillNames } from './names';
export type { NamedRow } from './names';
export {
  FRIEND_SET_TTL_SECONDS,
  friendSetVersion,
  friendsChanged,
  storeFriendSet,
} from './friend-sets';
export { readFriendsBoard } from './friends-read';
export type { FriendsPage, FriendsUnchanged, FriendsWindow } from './friends-read';
export { BoardPageCache, PAGE_MAX_AGE_MS } from './page-cache';
export type { CachedPage } from './page-cache';
export type { BoardPage, PageWindow, RankedId } from './read';
export { COUNTED_UNTIL_SQL, boardScore, competitionKeys } from './competition-keys';
export { rankCompetitionTeams, readCompetitionPage, teamStatusChanged } from './competition-read';
export type { CompetitionPage, CompetitionRow } from './competition-read';
