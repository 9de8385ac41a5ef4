import type { Redis } from 'ioredis';
import { TEAM_STATUS } from '@wellness/schema';
import { competitionKeys } from './competition-keys';
import { boardKey, contextKey, idOf, memberOf, readyKey, versionsKey } from './keys';
import type { Sql } from './keys';
import { ensureBoards } from './rebuild';
import { boardStateOf, contextOf } from './state';

/**
 * A page of a competition's team board in one Redis call, O(log N + page): the rows with
 * scores, how many score above the first, the board's size, the caller's team (from the
 * context cache) and its standing, and the page's and the caller's team's points and members.
 */
const COMPETITION_PAGE = `
if redis.call('EXISTS', KEYS[4]) == 0 then return false end
local rows = {}
if tonumber(ARGV[2]) >= tonumber(ARGV[1]) then
  rows = redis.call('ZREVRANGE', KEYS[1], ARGV[1], ARGV[2], 'WITHSCORES')
end
local above = 0
if #rows > 0 then above = redis.call('ZCOUNT', KEYS[1], '(' .. rows[2], '+inf') end
local total = redis.call('ZCARD', KEYS[1])
local context = false
local me = ''
if ARGV[3] ~= '' then
  context = redis.call('HGET', KEYS[5], ARGV[3])
  if context then me = string.match(context, '^(%d*),') or '' end
end
local mine = false
local mineAbove = -1
if me ~= '' then
  mine = redis.call('ZSCORE', KEYS[1], me)
  if mine then mineAbove = redis.call('ZCOUNT', KEYS[1], '(' .. mine, '+inf') end
end
local members = {}
for i = 1, #rows, 2 do members[#members + 1] = rows[i] end
if mine then members[#members + 1] = me end
local points = {}
local counts = {}
if #members > 0 then
  points = redis.call('HMGET', KEYS[2], unpack(members))
  counts = redis.call('HMGET', KEYS[3], unpack(members))
end
return {rows, above, total, mine, mineAbove, points, counts, context, me}`;

type Reply = [
  string[],
  number,
  number,
  string | null,
  number,
  Array<string | null>,
  Array<string | null>,
  string | null,
  string,
];

export interface CompetitionRow {
  id: number;
  score: number;
  rank: number;
  points: number;
  members: number;
}

export interface CompetitionPage {
  rows: CompetitionRow[];
  total: number;
  /** The caller's team's row and standing; null when it is not on this board. */
  me: CompetitionRow | null;
}

/** A page of a competition's board (`offset`, `limit`), ties sharing a rank. */
export async function readCompetitionPage(
  sql: Sql,
  redis: Redis,
  prefix: string,
  promotionId: number,
  competitionId: number,
  window: { offset: number; limit: number; callerId: number | null },
): Promise<CompetitionPage> {
  const { offset, limit, callerId } = window;
  const keys = competitionKeys(prefix, promotionId, competitionId);
  const read = async () =>
    (await redis.eval(
      COMPETITION_PAGE,
      5,
      keys.board,
      keys.points,
      keys.members,
      readyKey(prefix, promotionId),
      contextKey(prefix, promotionId),
      offset,
      offset + limit - 1,
      callerId === null ? '' : memberOf(callerId),
    )) as Reply | null;
  let reply = await read();
  if (!reply) {
    await ensureBoards(sql, redis, prefix, promotionId);
    reply = (await read())!;
  }
  if (callerId !== null && reply[7] === null) {
    // HSETNX: a change written meanwhile (applyBoardChange) is newer than this read.
    const state = await boardStateOf(sql, callerId);
    await redis.hsetnx(contextKey(prefix, promotionId), memberOf(callerId), contextOf(state));
    reply = (await read()) ?? reply;
  }
  const [flat, above, total, mine, mineAbove, points, counts, , meMember] = reply;
  const rows: CompetitionRow[] = [];
  let rank = Number(above) + 1;
  for (let i = 0; i < flat.length; i += 2) {
    const score = Number(flat[i + 1]);
    if (rows.length > 0 && score !== rows[rows.length - 1].score) rank = offset + i / 2 + 1;
    const at = i / 2;
    rows.push({
      id: idOf(flat[i]),
      score,
      rank,
      points: Number(points[at] ?? 0),
      members: Number(counts[at] ?? 0),
    });
  }
  const last = rows.length;
  const me =
    mine === null
      ? null
      : {
          id: idOf(meMember),
          score: Number(mine),
          rank: Number(mineAbove) + 1,
          points: Number(points[last] ?? 0),
          members: Number(counts[last] ?? 0),
        };
  return { rows, total: Number(total), me };
}

/** The standing, points and members of the given teams (a filtered board), in their order. */
export async function rankCompetitionTeams(
  redis: Redis,
  prefix: string,
  promotionId: number,
  competitionId: number,
  ids: number[],
): Promise<CompetitionRow[]> {
  if (ids.length === 0) return [];
  const keys = competitionKeys(prefix, promotionId, competitionId);
  const reply = (await redis.eval(
    `local out = {}
     for i, member in ipairs(ARGV) do
       local score = redis.call('ZSCORE', KEYS[1], member)
       if score then
         out[i] = {score, redis.call('ZCOUNT', KEYS[1], '(' .. score, '+inf') + 1,
           redis.call('HGET', KEYS[2], member) or '0', redis.call('HGET', KEYS[3], member) or '0'}
       else out[i] = false end
     end
     return out`,
    3,
    keys.board,
    keys.points,
    keys.members,
    ...ids.map(memberOf),
  )) as Array<[string, number, string, string] | null>;
  return ids.flatMap((id, index) => {
    const hit = reply[index];
    return hit
      ? [
          {
            id,
            score: Number(hit[0]),
            rank: Number(hit[1]),
            points: Number(hit[2]),
            members: Number(hit[3]),
          },
        ]
      : [];
  });
}

/**
 * Takes a team off its competition's board and the team board (a deleted team), or puts it
 * back at nothing (undeleted to pending, no members yet): call it after the commit that
 * changes the team's status; its members move with `changeBoards` one by one.
 */
export async function teamStatusChanged(sql: Sql, redis: Redis, prefix: string, teamId: number) {
  const [team] = (await sql.query(
    'SELECT promotion_id, competition_id, status FROM teams WHERE id = ?',
    [teamId],
  )) as Array<{ promotion_id: number; competition_id: number | null; status: number }>;
  if (!team) return;
  const promotionId = Number(team.promotion_id);
  const member = memberOf(teamId);
  const multi = redis.multi();
  const teamBoard = boardKey(prefix, promotionId, 'team');
  const deleted = Number(team.status) === TEAM_STATUS.deleted;
  if (deleted) multi.zrem(teamBoard, member);
  else multi.zadd(teamBoard, 'NX', 0, member);
  multi.hincrby(versionsKey(prefix, promotionId), 'team', 1);
  if (team.competition_id !== null) {
    const keys = competitionKeys(prefix, promotionId, Number(team.competition_id));
    if (deleted) {
      multi.zrem(keys.board, member).hdel(keys.points, member).hdel(keys.members, member);
    } else {
      multi
        .zadd(keys.board, 'NX', 0, member)
        .hsetnx(keys.points, member, 0)
        .hsetnx(keys.members, member, 0);
    }
  }
  await multi.exec();
}
