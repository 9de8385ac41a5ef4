// The leaderboards' Redis sorted sets, kept in step with MySQL (services/participant README,
// "Leaderboards at scale"): written by every service that changes what a board shows.
export {
  BOARDS,
  NAMES_TTL_SECONDS,
  boardKey,
  contextKey,
  memberOf,
  namesKey,
  readyKey,
  versionsKey,
} from './keys';
export type { Board, Sql } from './keys';
export { applyBoardChange, boardStateOf, boardWriter, changeBoards } from './state';
export type { BoardState, BoardWriter } from './state';
export { checkBoards, ensureBoards, rebuildAllBoards, rebuildBoards } from './rebuild';
export type { BoardDifference } from './rebuild';
export { rankIds, readBoardPage, readBoardStanding, readSessionBoardStanding } from './read';
export { BoardPageCache, PAGE_MAX_AGE_MS } from './page-cache';
export type { CachedPage } from './page-cache';
export type { BoardPage, BoardStanding, PageWindow, RankedId } from './read';
export { COUNTED_UNTIL_SQL, boardScore, competitionKeys } from './competition-keys';
export { rankCompetitionTeams, readCompetitionPage, teamStatusChanged } from './competition-read';
export type { CompetitionPage, CompetitionRow } from './competition-read';
