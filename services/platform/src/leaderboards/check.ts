import type { Redis } from 'ioredis';
import { BOARDS, boardKey, friendsBoardKey, idOf } from './keys';
import type { Board, Sql } from './keys';
import { boardScores, competitionBoards } from './rebuild';
import type { Scores } from './rebuild';

export interface BoardDifference {
  /** A board, or a competition's board, points or members: `competition:{id}:{part}`. */
  board: Board | 'friends' | `competition:${number}:${'board' | 'points' | 'members'}`;
  id: number;
  mysql: number | null;
  redis: number | null;
}

/**
 * Compares a promotion's sorted sets with what MySQL says now, member by member (a full
 * read of both: an operations check and the tests' proof, not a request path).
 */
export async function checkBoards(
  sql: Sql,
  redis: Redis,
  prefix: string,
  promotionId: number,
): Promise<BoardDifference[]> {
  const individual: Scores = new Map();
  const friends: Scores = new Map();
  const sums = await boardScores(sql, promotionId, (scores) => {
    for (const [id, score] of scores.individual) individual.set(id, score);
    for (const [id, score] of scores.friends) friends.set(id, score);
  });
  const expected: Record<Board, Scores> = { individual, team: sums.team, location: sums.location };
  const differences: BoardDifference[] = [];
  const compare = (board: BoardDifference['board'], wanted: Scores, actual: Scores) => {
    for (const id of new Set([...wanted.keys(), ...actual.keys()])) {
      const mysql = wanted.get(id) ?? null;
      const stored = actual.get(id) ?? null;
      if (mysql !== stored) differences.push({ board, id, mysql, redis: stored });
    }
  };
  const sortedSet = async (key: string) => {
    const flat = await redis.zrange(key, 0, -1, 'WITHSCORES');
    const actual: Scores = new Map();
    for (let i = 0; i < flat.length; i += 2) actual.set(idOf(flat[i]), Number(flat[i + 1]));
    return actual;
  };
  const hash = async (key: string) =>
    new Map(
      Object.entries(await redis.hgetall(key)).map(([member, value]) => [
        idOf(member),
        Number(value),
      ]),
    );
  for (const board of BOARDS) {
    compare(board, expected[board], await sortedSet(boardKey(prefix, promotionId, board)));
  }
  compare('friends', friends, await sortedSet(friendsBoardKey(prefix, promotionId)));
  for (const { id, keys, points, counts, scores } of await competitionBoards(
    sql,
    promotionId,
    sums.members,
  )) {
    const label = (part: 'board' | 'points' | 'members') => `competition:${id}:${part}` as const;
    compare(label('board'), scores, await sortedSet(`${prefix}${keys.board}`));
    compare(label('points'), points, await hash(`${prefix}${keys.points}`));
    compare(label('members'), counts, await hash(`${prefix}${keys.members}`));
  }
  return differences;
}
