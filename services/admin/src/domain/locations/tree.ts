import type { DataSource } from 'typeorm';
import {
  HttpError,
  MAX_LOCATION_DEPTH,
  PARENT_NOT_FOUND,
  TOO_DEEP,
  assertNameFree,
  locationNameOf,
  lockedTree,
  notFound,
  unprocessable,
} from '@wellness/platform';
import type { LocationRecord } from '@wellness/platform';

export const MOVE_INTO_ITSELF = 'A location cannot be moved under itself or its own sub-locations.';
export const HAS_CHILDREN = 'This location has sub-locations. Move or delete them first.';
export const HAS_USERS =
  'Participants belong to this location. Move them to another location first.';
export const ORDER_INCOMPLETE =
  'The order must list every location under the same parent exactly once.';

export interface LocationView extends LocationRecord {
  promotion_id: number;
  parent_location_id: number | null;
  top_level_id: number;
}

/** The whole tree, parents before children, siblings by sequence (spec 1: "fetched in full"). */
export function presentTree(promotionId: number, tree: LocationRecord[]): LocationView[] {
  const byId = new Map(tree.map((location) => [location.id, location]));
  const topOf = (location: LocationRecord) => {
    let current = location;
    for (let step = 0; step < MAX_LOCATION_DEPTH + 2 && current.parent_id !== null; step += 1) {
      const parent = byId.get(current.parent_id);
      if (!parent) break;
      current = parent;
    }
    return current.id;
  };
  const ordered = [...tree].sort(
    (a, b) => a.level - b.level || a.sequence - b.sequence || a.id - b.id,
  );
  return ordered.map((location) => ({
    ...location,
    promotion_id: promotionId,
    parent_location_id: location.parent_id,
    top_level_id: topOf(location),
  }));
}

export async function promotionLocations(db: DataSource, promotionId: number) {
  const rows = (await db.query(
    'SELECT id, name, parent_id, level, sequence FROM locations WHERE promotion_id = ?',
    [promotionId],
  )) as LocationRecord[];
  const tree = rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    level: Number(row.level),
    sequence: Number(row.sequence),
  }));
  return presentTree(promotionId, tree);
}

/** The location and every location below it. */
function subtreeOf(tree: LocationRecord[], rootId: number): LocationRecord[] {
  const found: LocationRecord[] = [];
  let frontier = [rootId];
  while (frontier.length) {
    const below = tree.filter((location) => frontier.includes(location.parent_id ?? -1));
    found.push(...below);
    frontier = below.map((location) => location.id);
  }
  return [tree.find((location) => location.id === rootId)!, ...found];
}

/**
 * Renames and/or moves a location. A changed parent puts it last among its new siblings and
 * recomputes the level of its whole subtree; a parent inside its own subtree is refused, and so
 * is a move that would put any location below level 3. Serialised per promotion.
 */
export async function updateLocation(
  db: DataSource,
  promotionId: number,
  id: number,
  input: { name?: string; parent_location_id?: number | null },
) {
  const checked = input.name === undefined ? null : locationNameOf(input.name);
  if (checked && 'problem' in checked) throw unprocessable(checked.problem);
  await db.transaction(async (manager) => {
    const tree = await lockedTree(manager, promotionId);
    const location = tree.find((candidate) => candidate.id === id);
    if (!location) throw notFound('Location');
    const parentId =
      input.parent_location_id === undefined ? location.parent_id : input.parent_location_id;
    const name = checked ? checked.name : location.name;
    if (parentId !== location.parent_id) {
      const parent = parentId === null ? null : tree.find((candidate) => candidate.id === parentId);
      if (parent === undefined) throw unprocessable(PARENT_NOT_FOUND);
      const subtree = subtreeOf(tree, id);
      if (parent && subtree.some((member) => member.id === parent.id)) {
        throw unprocessable(MOVE_INTO_ITSELF);
      }
      const shift = (parent ? parent.level + 1 : 1) - location.level;
      if (Math.max(...subtree.map((member) => member.level)) + shift > MAX_LOCATION_DEPTH) {
        throw unprocessable(TOO_DEEP);
      }
      assertNameFree(tree, parentId, name, id);
      const siblings = tree.filter((candidate) => candidate.parent_id === parentId);
      const sequence = Math.max(-1, ...siblings.map((sibling) => sibling.sequence)) + 1;
      await manager.query(
        'UPDATE locations SET name = ?, parent_id = ?, sequence = ? WHERE id = ?',
        [name, parentId, sequence, id],
      );
      if (shift !== 0) {
        const ids = subtree.map((member) => member.id);
        await manager.query(
          `UPDATE locations SET level = level + ? WHERE id IN (${ids.map(() => '?').join(', ')})`,
          [shift, ...ids],
        );
      }
    } else if (name !== location.name) {
      assertNameFree(tree, parentId, name, id);
      await manager.query('UPDATE locations SET name = ? WHERE id = ?', [name, id]);
    }
  });
}

/** Deletes a leaf location that no user belongs to (409 otherwise). */
export async function deleteLocation(db: DataSource, promotionId: number, id: number) {
  await db.transaction(async (manager) => {
    const tree = await lockedTree(manager, promotionId);
    if (!tree.some((location) => location.id === id)) throw notFound('Location');
    if (tree.some((location) => location.parent_id === id)) throw new HttpError(409, HAS_CHILDREN);
    const [used] = (await manager.query(
      'SELECT id FROM users WHERE location_id = ? LIMIT 1 FOR UPDATE',
      [id],
    )) as unknown[];
    if (used) throw new HttpError(409, HAS_USERS);
    await manager.query('DELETE FROM locations WHERE id = ?', [id]);
  });
}

/** Spec 1 "POST /locations/reorder: sequence (ordered ids)": every sibling of one parent. */
export async function reorderLocations(db: DataSource, promotionId: number, sequence: number[]) {
  await db.transaction(async (manager) => {
    const tree = await lockedTree(manager, promotionId);
    const first = tree.find((location) => location.id === sequence[0]);
    if (!first) throw unprocessable(ORDER_INCOMPLETE);
    const siblings = tree.filter((location) => location.parent_id === first.parent_id);
    const listed = new Set(sequence);
    const complete =
      listed.size === sequence.length &&
      sequence.length === siblings.length &&
      siblings.every((sibling) => listed.has(sibling.id));
    if (!complete) throw unprocessable(ORDER_INCOMPLETE);
    const cases = sequence.map(() => 'WHEN ? THEN ?').join(' ');
    await manager.query(
      `UPDATE locations SET sequence = CASE id ${cases} END WHERE id IN (${sequence.map(() => '?').join(', ')})`,
      [...sequence.flatMap((id, index) => [id, index]), ...sequence],
    );
  });
}
