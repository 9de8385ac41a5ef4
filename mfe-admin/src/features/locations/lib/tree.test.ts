import type { LocationRow } from '../api/locations-api';
import { buildTree, keyboardMoves, planDrop } from './tree';

const row = (id: number, name: string, parent: number | null, sequence: number) =>
  ({
    id,
    promotion_id: 2,
    name,
    parent_location_id: parent,
    level: parent ? 2 : 1,
    sequence,
  }) as LocationRow;
const ROWS = [
  row(1, 'North', null, 0),
  row(4, 'South', null, 1),
  row(3, 'Chicago', 1, 1),
  row(2, 'Boston', 1, 0),
  row(5, 'Austin', 4, 0),
];

describe('location tree moves', () => {
  it('nests rows under their parents, siblings by sequence', () => {
    const tree = buildTree(ROWS);
    expect(tree.map((node) => [node.name, node.children.map((child) => child.name)])).toEqual([
      ['North', ['Boston', 'Chicago']],
      ['South', ['Austin']],
    ]);
  });

  it('a drop on a location puts the dragged one before it, under the same parent', () => {
    expect(planDrop(ROWS, 5, 3, false)).toEqual({
      id: 5,
      parentId: 1,
      parentChanged: true,
      order: [2, 5, 3],
    });
    expect(planDrop(ROWS, 3, 2, false)).toMatchObject({ parentChanged: false, order: [3, 2] });
  });

  it('a drop "into" a location makes the dragged one its last child; a drop on itself is nothing', () => {
    expect(planDrop(ROWS, 2, 4, true)).toEqual({
      id: 2,
      parentId: 4,
      parentChanged: true,
      order: [5, 2],
    });
    expect(planDrop(ROWS, 2, 2, false)).toBeNull();
  });

  it('offers up, down, indent and outdent only where they lead somewhere', () => {
    const boston = keyboardMoves(ROWS, 2);
    expect(boston.up).toBeNull();
    expect(boston.indent).toBeNull();
    expect(boston.down).toMatchObject({ order: [3, 2] });
    expect(boston.outdent).toMatchObject({ parentId: null, order: [1, 2, 4] });
    const south = keyboardMoves(ROWS, 4);
    expect(south.indent).toMatchObject({ parentId: 1, order: [2, 3, 4] });
    expect(south.outdent).toBeNull();
  });
});
