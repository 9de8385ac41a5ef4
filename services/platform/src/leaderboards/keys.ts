/**
 * The leaderboards' Redis sorted sets (services/participant README, "Leaderboards at scale"):
 * one per promotion and board, a member per user, team or top-level location, its score the
 * points. Members are ids zero-padded to 10 digits, so that Redis's order of equal scores
 * (members in reverse byte order under ZREVRANGE) is "the higher id first": ties list the
 * newest account (team, location) first, the rule the MySQL board had.
 */
export const BOARDS = ['individual', 'team', 'location'] as const;
export type Board = (typeof BOARDS)[number];

export const boardKey = (prefix: string, promotionId: number, board: Board) =>
  `${prefix}lb:${promotionId}:${board}`;

/** Set once a promotion's boards were rebuilt from MySQL; a missing one means "rebuild first". */
export const readyKey = (prefix: string, promotionId: number) => `${prefix}lb:${promotionId}:ready`;

export const memberOf = (id: number) => String(id).padStart(10, '0');
export const idOf = (member: string) => Number(member);

/** A source of SQL: a DataSource or a transaction's EntityManager. */
export interface Sql {
  // The mysql2 rows come back untyped; each caller names the shape it selects.
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Each user's board context, `"<team member>,<top-level location member>"` (empty for none),
 * so a read finds the caller's team and location in the same Redis call: written with the
 * boards (`applyBoardChange`), filled from MySQL on a miss, dropped by a rebuild.
 */
export const contextKey = (prefix: string, promotionId: number) =>
  `${prefix}lb:${promotionId}:context`;

/**
 * The names a board's pages show, by member (a profile's JSON, a team's or location's name):
 * a cache filled from MySQL by primary key on a miss, a field dropped when its user changes,
 * the whole hash dropped by a rebuild and at most NAMES_TTL_SECONDS old.
 */
export const namesKey = (prefix: string, promotionId: number, board: Board) =>
  `${prefix}lb:${promotionId}:names:${board}`;

export const NAMES_TTL_SECONDS = 60;

/**
 * Each board's version (a hash, field per board): bumped in the same MULTI as every change of
 * that board (a score, a member, a name dropped), so a page cached at one version is known
 * stale everywhere, replicas included (read.ts `readBoardStanding`). A rebuild starts the
 * fields again from a random base and sets a new `ready` value, so versions never repeat.
 */
export const versionsKey = (prefix: string, promotionId: number) =>
  `${prefix}lb:${promotionId}:versions`;

/**
 * The friends board's scores: every participant opted in to the friends leaderboard, by
 * points (kept with the other boards: applyBoardChange, rebuildBoards). A caller's board is
 * their friends' and their own scores here (friends-read.ts), not a page of this set.
 */
export const friendsBoardKey = (prefix: string, promotionId: number) =>
  `${prefix}lb:${promotionId}:friends`;

/** A user's accepted friends, a set of members (friend-sets.ts). */
export const friendSetKey = (prefix: string, promotionId: number, userId: number) =>
  `${prefix}lb:${promotionId}:friends-of:${memberOf(userId)}`;

/** Moved on by every change of the user's friends, so a build that read before is not kept. */
export const friendSetVersionKey = (prefix: string, promotionId: number, userId: number) =>
  `${friendSetKey(prefix, promotionId, userId)}:version`;
