import type { FastifyInstance } from 'fastify';
import type { ChainableCommander, Redis } from 'ioredis';
import { TEAM_STATUS } from '@wellness/schema';
import type { Role, TeamScoringRule } from '@wellness/schema';
import { PARTICIPANT_ROLES } from '../access';
import { COUNTED_UNTIL_SQL, competitionKeys } from './competition-keys';
import { boardKey, contextKey, friendsBoardKey, memberOf, namesKey, versionsKey } from './keys';
import type { Sql } from './keys';

/** What places one user on the boards: read inside the transaction that changes it. */
export interface BoardState {
  id: number;
  promotion_id: number;
  points: number;
  /** On the individual board: a participant role and opted in. */
  individual: boolean;
  /** On the friends board (its friends' boards): a participant role and opted in to it. */
  friends: boolean;
  /** Counted in team and location sums: a participant role (opt-in only hides a name). */
  counted: boolean;
  team_id: number | null;
  /** The top-level location of the user's location (levels 1-3), or null. */
  top_location_id: number | null;
  /**
   * The competition of the user's team (not deleted) and the user's points of the days it
   * counts; null without one, or when the user is not counted.
   */
  competition: { id: number; rule: TeamScoringRule; points: number } | null;
}

interface StateRow {
  id: number;
  promotion_id: number;
  total_points: number;
  role: string;
  opted_in_individual_leaderboard: number;
  opted_in_friends_leaderboard: number;
  team_id: number | null;
  top_location_id: number | null;
  competition_id: number | null;
  scoring_rule: TeamScoringRule | null;
  competition_points: string | number | null;
}

/** The SQL of the top-level location of `u.location_id` (the tree has 3 levels). */
export const TOP_LOCATION_SQL = `(SELECT COALESCE(gp.id, p.id, l.id) FROM locations l
  LEFT JOIN locations p ON p.id = l.parent_id LEFT JOIN locations gp ON gp.id = p.parent_id
  WHERE l.id = u.location_id)`;

export async function boardStateOf(sql: Sql, userId: number): Promise<BoardState | null> {
  const [row] = (await sql.query(
    `SELECT u.id, u.promotion_id, u.total_points, u.role, u.opted_in_individual_leaderboard,
            u.opted_in_friends_leaderboard, u.team_id, ${TOP_LOCATION_SQL} AS top_location_id, c.id AS competition_id,
            c.scoring_rule, (SELECT SUM(e.total_points) FROM entries e WHERE e.user_id = u.id
              AND e.recorded_on BETWEEN c.competition_starts_on AND ${COUNTED_UNTIL_SQL})
              AS competition_points
       FROM users u LEFT JOIN teams t ON t.id = u.team_id AND t.status <> ${TEAM_STATUS.deleted}
       LEFT JOIN competitions c ON c.id = t.competition_id
      WHERE u.id = ?`,
    [userId],
  )) as StateRow[];
  if (!row) return null;
  const counted = PARTICIPANT_ROLES.includes(row.role as Role);
  return {
    id: Number(row.id),
    promotion_id: Number(row.promotion_id),
    points: Number(row.total_points),
    individual: counted && Boolean(row.opted_in_individual_leaderboard),
    friends: counted && Boolean(row.opted_in_friends_leaderboard),
    counted,
    team_id: row.team_id === null ? null : Number(row.team_id),
    top_location_id: row.top_location_id === null ? null : Number(row.top_location_id),
    competition:
      counted && row.competition_id !== null
        ? {
            id: Number(row.competition_id),
            rule: row.scoring_rule!,
            points: Number(row.competition_points ?? 0),
          }
        : null,
  };
}

/** The user's entry in the context cache (keys.ts): team and top-level location members. */
export const contextOf = (state: BoardState | null) =>
  [state?.team_id, state?.top_location_id].map((id) => (id == null ? '' : memberOf(id))).join(',');

type SumBoard = 'team' | 'location';
const groupOf = (state: BoardState | null, board: SumBoard) =>
  state?.counted ? (board === 'team' ? state.team_id : state.top_location_id) : null;

/** Moves the user's points between sums; true when the board changed. */
function moveSum(
  multi: ChainableCommander,
  prefix: string,
  board: SumBoard,
  before: BoardState | null,
  after: BoardState | null,
): boolean {
  const from = groupOf(before, board);
  const to = groupOf(after, board);
  if (from !== null && from === to) {
    const delta = after!.points - before!.points;
    if (delta === 0) return false;
    multi.zincrby(boardKey(prefix, after!.promotion_id, board), delta, memberOf(to));
    return true;
  }
  if (from !== null) {
    multi.zincrby(boardKey(prefix, before!.promotion_id, board), -before!.points, memberOf(from));
  }
  if (to !== null) {
    multi.zincrby(boardKey(prefix, after!.promotion_id, board), after!.points, memberOf(to));
  }
  return from !== null || to !== null;
}

/**
 * Adds `points` and `members` to a team of a competition's board and sets its score from the
 * hashes, atomically: concurrent changes of one team's members commute.
 */
const COMPETITION_MOVE = `
local points = redis.call('HINCRBY', KEYS[2], ARGV[1], ARGV[2])
local members = redis.call('HINCRBY', KEYS[3], ARGV[1], ARGV[3])
local score = points
if ARGV[4] ~= 'sum' then
  if members > 0 then score = points / members else score = 0 end
end
redis.call('ZADD', KEYS[1], score, ARGV[1])
return 1`;

function moveCompetition(
  multi: ChainableCommander,
  prefix: string,
  before: BoardState | null,
  after: BoardState | null,
) {
  const from = before?.competition && before.team_id !== null ? before : null;
  const to = after?.competition && after.team_id !== null ? after : null;
  const move = (state: BoardState, points: number, members: number) => {
    const keys = competitionKeys(prefix, state.promotion_id, state.competition!.id);
    multi.eval(
      COMPETITION_MOVE,
      3,
      keys.board,
      keys.points,
      keys.members,
      memberOf(state.team_id!),
      points,
      members,
      state.competition!.rule,
    );
  };
  if (from && to && from.team_id === to.team_id && from.competition!.id === to.competition!.id) {
    const delta = to.competition!.points - from.competition!.points;
    if (delta !== 0) move(to, delta, 0);
    return;
  }
  if (from) move(from, -from.competition!.points, -1);
  if (to) move(to, to.competition!.points, 1);
}

/**
 * Applies one user's change (points, opt-in, role, team, location; `after` null: deleted) to
 * the sorted sets in one MULTI: the individual score is set, team and location sums move by
 * the difference; the read caches and the boards' versions follow (keys.ts). Call it with the user's row locked, before the transaction commits, so
 * that one user's changes reach Redis in the order MySQL applied them; the sums only add,
 * so different users' changes commute.
 */
export async function applyBoardChange(
  redis: Redis,
  prefix: string,
  before: BoardState | null,
  after: BoardState | null,
) {
  const multi = redis.multi();
  const user = after ?? before;
  if (!user) return;
  const individual = boardKey(prefix, user.promotion_id, 'individual');
  if (after?.individual) multi.zadd(individual, after.points, memberOf(after.id));
  else multi.zrem(individual, memberOf(user.id));
  const friends = friendsBoardKey(prefix, user.promotion_id);
  if (after?.friends) multi.zadd(friends, after.points, memberOf(after.id));
  else multi.zrem(friends, memberOf(user.id));
  // The versions (keys.ts) move with the boards, atomically: a cached page is stale at once.
  const versions = versionsKey(prefix, user.promotion_id);
  multi.hincrby(versions, 'individual', 1);
  if (moveSum(multi, prefix, 'team', before, after)) multi.hincrby(versions, 'team', 1);
  if (moveSum(multi, prefix, 'location', before, after)) multi.hincrby(versions, 'location', 1);
  moveCompetition(multi, prefix, before, after);
  // The read caches (keys.ts): the user's context as it is now; their name loaded anew.
  const context = contextKey(prefix, user.promotion_id);
  if (after) multi.hset(context, memberOf(after.id), contextOf(after));
  else multi.hdel(context, memberOf(user.id));
  multi.hdel(namesKey(prefix, user.promotion_id, 'individual'), memberOf(user.id));
  await multi.exec();
}

/** Where a service writes board changes: its Redis and key prefix. */
export interface BoardWriter {
  redis: Redis;
  prefix: string;
}

/**
 * Runs `change` (inside the caller's transaction, the user's row locked or about to be) and
 * moves the user on the boards from where they stood before to where they stand after.
 */
export async function changeBoards<T>(
  sql: Sql,
  writer: BoardWriter,
  userId: number,
  change: () => Promise<T>,
): Promise<T> {
  const before = await boardStateOf(sql, userId);
  const result = await change();
  const after = await boardStateOf(sql, userId);
  await applyBoardChange(writer.redis, writer.prefix, before, after);
  return result;
}

/** A service's board writer: its Redis and key prefix. */
export const boardWriter = (fastify: FastifyInstance): BoardWriter => ({
  redis: fastify.redis,
  prefix: fastify.config.redisPrefix,
});
