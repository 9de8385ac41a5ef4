import { containing, rankIds, readBoardPage } from '@wellness/platform';
import { TEAM_STATUS } from '@wellness/schema';
import type { DataSource } from 'typeorm';
import { SEARCH_CANDIDATES } from './context';
import type { BoardQuery, Ranked } from './context';

type Group = 'team' | 'location';

/** The teams that are not deleted, or the top-level locations, whose name contains `search`. */
async function matchingIds(db: DataSource, group: Group, promotionId: number, search: string) {
  const rows: Array<{ id: number }> =
    group === 'team'
      ? await db.query(
          'SELECT id FROM teams WHERE promotion_id = ? AND status <> ? AND name LIKE ? LIMIT ?',
          [promotionId, TEAM_STATUS.deleted, containing(search), SEARCH_CANDIDATES],
        )
      : await db.query(
          'SELECT id FROM locations WHERE promotion_id = ? AND parent_id IS NULL AND name LIKE ? LIMIT ?',
          [promotionId, containing(search), SEARCH_CANDIDATES],
        );
  return rows.map((row) => Number(row.id));
}

async function namesOf(db: DataSource, group: Group, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const table = group === 'team' ? 'teams' : 'locations';
  const rows: Array<{ id: number; name: string }> = await db.query(
    `SELECT id, name FROM ${table} WHERE id IN (?)`,
    [ids],
  );
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

/**
 * The team board (teams that are not deleted, by the sum of their participants' points) or
 * the location board (top-level locations, by the sum of the points of the participants
 * anywhere below them), from their sorted sets. `me` is the caller's team's or top-level
 * location's standing (the page, its cached names and the caller's standing in one Redis
 * call). A search reads the names from MySQL (at most SEARCH_CANDIDATES)
 * and ranks them by the sorted set.
 */
export async function groupBoard(
  query: BoardQuery,
  group: Group,
): Promise<Ranked<{ name: string }>> {
  const { db, redis, prefix, promotionId, callerId, offset, limit, search } = query;
  const page = await readBoardPage(db, redis, prefix, promotionId, group, {
    offset,
    limit: search ? 0 : limit,
    callerId,
    names: (ids) => namesOf(db, group, ids),
  });
  if (!search) {
    return {
      rows: page.rows.flatMap(({ name, ...row }) => (name === null ? [] : [{ ...row, name }])),
      total: page.total,
      me: page.me,
      version: page.version,
    };
  }
  const ranked = await rankIds(
    redis,
    prefix,
    promotionId,
    group,
    await matchingIds(db, group, promotionId, search),
  );
  ranked.sort((a, b) => a.rank - b.rank || b.id - a.id);
  const rows = ranked.slice(offset, offset + limit);
  const total = ranked.length;
  const names = await namesOf(
    db,
    group,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.flatMap((row) => (names.has(row.id) ? [{ ...row, name: names.get(row.id)! }] : [])),
    total,
    me: page.me,
  };
}
