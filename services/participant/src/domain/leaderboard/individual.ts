import { containing, inList, PARTICIPANT_ROLES, rankIds, readBoardPage } from '@wellness/platform';
import type { DataSource } from 'typeorm';
import { boardProfileOf } from '../users';
import { searchTotal } from './context';
import type { BoardQuery, Ranked } from './context';

interface NameRow {
  id: number;
  first_name: string;
  last_name: string;
  image_url: string | null;
}

/** The profiles of the given users, by id (a primary-key read of one page). */
async function profilesOf(db: DataSource, ids: number[]) {
  if (ids.length === 0) return new Map<number, ReturnType<typeof boardProfileOf>>();
  const rows: NameRow[] = await db.query(
    'SELECT id, first_name, last_name, image_url FROM users WHERE id IN (?)',
    [ids],
  );
  return new Map(rows.map((row) => [Number(row.id), boardProfileOf(row)]));
}

type Profile = ReturnType<typeof boardProfileOf>;

/** The names cache's entries (a profile's JSON) of the given users, loaded by primary key. */
export const profileNames = (db: DataSource) => async (ids: number[]) => {
  const profiles = await profilesOf(db, ids);
  return new Map([...profiles].map(([id, profile]) => [id, JSON.stringify(profile)]));
};
type IndividualRows = Ranked<{ profile: Profile }>;

/**
 * The individual board from its sorted set: the page, its profiles (cached in Redis, else
 * one primary-key read) and the caller's rank in one Redis call. A search reads MySQL instead: opted-in
 * participants whose "first last" contains the text (the collation ignores case), walked in
 * score order along (promotion_id, opted_in_individual_leaderboard, total_points), one page
 * at a time, ranked by the sorted set.
 */
export async function individualBoard(query: BoardQuery): Promise<IndividualRows> {
  const { db, redis, prefix, promotionId, callerId, offset, limit, search } = query;
  const page = await readBoardPage(db, redis, prefix, promotionId, 'individual', {
    offset,
    limit: search ? 0 : limit,
    callerId,
    names: profileNames(db),
  });
  if (!search) {
    const rows = page.rows.flatMap(({ name, ...row }) =>
      name === null ? [] : [{ ...row, profile: JSON.parse(name) as Profile }],
    );
    return { rows, total: page.total, me: page.me, version: page.version };
  }
  const matches: NameRow[] = await db.query(
    `SELECT id, first_name, last_name, image_url FROM users
      WHERE promotion_id = ? AND opted_in_individual_leaderboard = 1 AND role IN (?)
        AND CONCAT(first_name, ' ', last_name) LIKE ?
      ORDER BY total_points DESC, id DESC LIMIT ? OFFSET ?`,
    [promotionId, inList(PARTICIPANT_ROLES), containing(search), limit + 1, offset],
  );
  const shown = matches.slice(0, limit);
  const ranked = await rankIds(
    redis,
    prefix,
    promotionId,
    'individual',
    shown.map((row) => Number(row.id)),
  );
  const byId = new Map(shown.map((row) => [Number(row.id), boardProfileOf(row)]));
  const rows = ranked.map((row) => ({ ...row, profile: byId.get(row.id)! }));
  return { rows, total: searchTotal(offset, rows.length, matches.length > limit), me: page.me };
}
