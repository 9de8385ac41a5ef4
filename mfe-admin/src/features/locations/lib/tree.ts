import type { LocationRow } from '../api/locations-api';

export interface TreeNode extends LocationRow {
  children: TreeNode[];
}

export const MAX_DEPTH = 3;

const bySequence = (a: LocationRow, b: LocationRow) => a.sequence - b.sequence || a.id - b.id;

/** The flat list as nested nodes, siblings in order. */
export function buildTree(rows: LocationRow[]): TreeNode[] {
  const nodes = new Map(rows.map((row) => [row.id, { ...row, children: [] as TreeNode[] }]));
  const roots: TreeNode[] = [];
  for (const node of [...nodes.values()].sort(bySequence)) {
    const parent = node.parent_location_id === null ? null : nodes.get(node.parent_location_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The ids of a parent's children, in order. */
export const siblingsOf = (rows: LocationRow[], parentId: number | null) =>
  rows
    .filter((row) => row.parent_location_id === parentId)
    .sort(bySequence)
    .map((row) => row.id);

/** What the editor sends for a move: the new parent (when changed), then the siblings' order. */
export interface MovePlan {
  id: number;
  parentId: number | null;
  parentChanged: boolean;
  order: number[];
}

/** Puts `id` under `parentId` at `index` among the other children (clamped). */
export function planMove(
  rows: LocationRow[],
  id: number,
  parentId: number | null,
  index: number,
): MovePlan {
  const row = rows.find((candidate) => candidate.id === id)!;
  const others = siblingsOf(rows, parentId).filter((sibling) => sibling !== id);
  const at = Math.max(0, Math.min(index, others.length));
  return {
    id,
    parentId,
    parentChanged: row.parent_location_id !== parentId,
    order: [...others.slice(0, at), id, ...others.slice(at)],
  };
}

/** The keyboard moves of a row: up/down among siblings, indent under the previous sibling, outdent after the parent. */
export function keyboardMoves(rows: LocationRow[], id: number) {
  const row = rows.find((candidate) => candidate.id === id)!;
  const siblings = siblingsOf(rows, row.parent_location_id);
  const at = siblings.indexOf(id);
  const parent = rows.find((candidate) => candidate.id === row.parent_location_id);
  const previous = at > 0 ? siblings[at - 1]! : null;
  return {
    up: at > 0 ? planMove(rows, id, row.parent_location_id, at - 1) : null,
    down: at < siblings.length - 1 ? planMove(rows, id, row.parent_location_id, at + 1) : null,
    indent:
      previous !== null ? planMove(rows, id, previous, siblingsOf(rows, previous).length) : null,
    outdent: parent
      ? planMove(
          rows,
          id,
          parent.parent_location_id,
          siblingsOf(rows, parent.parent_location_id).indexOf(parent.id) + 1,
        )
      : null,
  };
}

/** A drop of `id` on `targetId`: "inside" makes it the target's last child, else it goes before the target. */
export function planDrop(
  rows: LocationRow[],
  id: number,
  targetId: number,
  inside: boolean,
): MovePlan | null {
  if (id === targetId) return null;
  const target = rows.find((candidate) => candidate.id === targetId);
  if (!target) return null;
  if (inside) return planMove(rows, id, targetId, siblingsOf(rows, targetId).length);
  const siblings = siblingsOf(rows, target.parent_location_id).filter((sibling) => sibling !== id);
  return planMove(rows, id, target.parent_location_id, siblings.indexOf(targetId));
}
