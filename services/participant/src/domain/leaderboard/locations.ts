import { PARTICIPANT_ROLES, containing, inList, notFound } from '@wellness/platform';
import type { DataSource } from 'typeorm';
import { boardProfileOf } from '../users';
import type { BoardQuery, Ranked } from './context';

/**
 * The leaderboards' `location` filter (spec 1 s7; services/participant README,
 * "Leaderboards"): a location's own boards, read from MySQL and bounded by the people below
 * that one location, not the promotion's.
 */
interface TreeRow {
  id: number;
  parent_id: number | null;
  name: string;
}

/** The promotion's locations (a few hundred at most: spec 1 s9 fetches them whole). */
async function treeOf(db: DataSource, promotionId: number) {
  const rows: TreeRow[] = await db.query(
    'SELECT id, parent_id, name FROM locations WHERE promotion_id = ?',
    [promotionId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    name: row.name,
  }));
}

type Tree = Awaited<ReturnType<typeof treeOf>>;

/** Each location id below `rootId` (itself included) mapped to its child of the root on that path. */
function branchesOf(tree: Tree, rootId: number) {
  const parent = new Map(tree.map((row) => [row.id, row.parent_id]));
  const branch = new Map<number, number>();
  for (const { id } of tree) {
    // The tree has three levels: at most two steps up from any location to the root.
    let at: number | null = id;
    let below: number | null = null;
    for (let step = 0; step < 4 && at !== null && at !== rootId; step += 1) {
      below = at;
      at = parent.get(at) ?? null;
    }
    if (at === rootId) branch.set(id, below ?? rootId);
  }
  return branch;
}

/** The location and everything below it; 404 when it is not one of the promotion's. */
async function subtree(db: DataSource, promotionId: number, locationId: number) {
  const tree = await treeOf(db, promotionId);
  if (!tree.some((row) => row.id === locationId)) throw notFound('Location');
  return { tree, branches: branchesOf(tree, locationId) };
}

/** The ids of a location and of every location below it (404 when not the promotion's). */
export async function locationIds(db: DataSource, promotionId: number, locationId: number) {
  return new Set((await subtree(db, promotionId, locationId)).branches.keys());
}

interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  image_url: string | null;
  total_points: number;
  place: number;
}

/**
 * The individual board of one location: opted-in participants whose location is it or below
 * it, ranked among themselves (RANK over the location's people: ties share a rank), highest
 * first and the newest account first among ties. A search filters the ranked board.
 */
export async function locationPeopleBoard(
  query: BoardQuery,
  locationId: number,
): Promise<Ranked<{ profile: ReturnType<typeof boardProfileOf> }>> {
  const { db, promotionId, callerId, offset, limit, search } = query;
  const { branches } = await subtree(db, promotionId, locationId);
  const ranked = `SELECT id, first_name, last_name, image_url, total_points,
      RANK() OVER (ORDER BY total_points DESC) AS place
    FROM users WHERE promotion_id = ? AND location_id IN (?) AND role IN (?)
      AND opted_in_individual_leaderboard = 1`;
  const args = [promotionId, [...branches.keys()], inList(PARTICIPANT_ROLES)];
  const matching = search ? " WHERE CONCAT(first_name, ' ', last_name) LIKE ?" : '';
  const searchArgs = search ? [containing(search)] : [];
  const [rows, [count], [own]] = (await Promise.all([
    db.query(
      `SELECT * FROM (${ranked}) r${matching} ORDER BY total_points DESC, id DESC LIMIT ? OFFSET ?`,
      [...args, ...searchArgs, limit, offset],
    ),
    db.query(`SELECT COUNT(*) AS count FROM (${ranked}) r${matching}`, [...args, ...searchArgs]),
    db.query(`SELECT place, total_points FROM (${ranked}) r WHERE id = ?`, [...args, callerId]),
  ])) as [PersonRow[], Array<{ count: number }>, PersonRow[]];
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      profile: boardProfileOf(row),
      score: Number(row.total_points),
      rank: Number(row.place),
    })),
    total: Number(count.count),
    me: own ? { id: callerId, rank: Number(own.place), score: Number(own.total_points) } : null,
  };
}

/**
 * The location board of one location: its child locations, each by the sum of the points of
 * every participant at or below it (opted in or not, as the top-level board), ties sharing a
 * rank, the higher id first; `me` is the child on the caller's path. A leaf has no rows.
 */
export async function childLocationsBoard(
  query: BoardQuery,
  locationId: number,
): Promise<Ranked<{ name: string }>> {
  const { db, promotionId, callerId, offset, limit, search } = query;
  const { tree, branches } = await subtree(db, promotionId, locationId);
  const children = tree.filter((row) => row.parent_id === locationId);
  const sums = new Map(children.map((child) => [child.id, 0]));
  const below = [...branches.keys()].filter((id) => id !== locationId);
  if (below.length > 0) {
    const rows: Array<{ location_id: number; points: number }> = await db.query(
      `SELECT location_id, SUM(total_points) AS points FROM users
        WHERE promotion_id = ? AND location_id IN (?) AND role IN (?) GROUP BY location_id`,
      [promotionId, below, inList(PARTICIPANT_ROLES)],
    );
    for (const row of rows) {
      const child = branches.get(Number(row.location_id))!;
      sums.set(child, sums.get(child)! + Number(row.points));
    }
  }
  const board = children
    .map((child) => ({ id: child.id, name: child.name, score: sums.get(child.id)! }))
    .sort((a, b) => b.score - a.score || b.id - a.id);
  const ranked = board.map((row) => ({
    ...row,
    rank: 1 + board.filter((other) => other.score > row.score).length,
  }));
  const [caller]: Array<{ location_id: number | null }> = await db.query(
    'SELECT location_id FROM users WHERE id = ?',
    [callerId],
  );
  const mine = caller?.location_id == null ? undefined : branches.get(Number(caller.location_id));
  const own = ranked.find((row) => row.id === mine);
  const needle = search.toLowerCase();
  const shown = needle ? ranked.filter((row) => row.name.toLowerCase().includes(needle)) : ranked;
  return {
    rows: shown.slice(offset, offset + limit),
    total: shown.length,
    me: own ? { id: own.id, rank: own.rank, score: own.score } : null,
  };
}
