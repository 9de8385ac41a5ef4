import type { ContentItem } from '@wellness/shared-ui';
import { checkNewKey, groupItems, normalizeKey } from './keys';
import { resequence } from './resequence';

const item = (id: number, sequence: number, key = `k${id}`, group = 'G') =>
  ({ id, sequence, key, group }) as ContentItem;

describe('resequence: the moved item lands half a position from its neighbour', () => {
  const items = [item(1, 1), item(2, 2), item(3, 3), item(4, 4)];

  it('moving down takes the neighbour’s sequence plus 0.5', () => {
    const ordered = resequence(items, 1, 3)!;
    expect(ordered.map((i) => i.id)).toEqual([2, 3, 1, 4]);
    expect(ordered.find((i) => i.id === 1)!.sequence).toBe(3.5);
  });

  it('moving up takes the neighbour’s sequence minus 0.5', () => {
    const ordered = resequence(items, 4, 2)!;
    expect(ordered.map((i) => i.id)).toEqual([1, 4, 2, 3]);
    expect(ordered.find((i) => i.id === 4)!.sequence).toBe(1.5);
  });

  it('leaves the others alone and reports no move onto itself', () => {
    const ordered = resequence(items, 2, 3)!;
    expect(ordered.filter((i) => i.id !== 2).map((i) => i.sequence)).toEqual([1, 3, 4]);
    expect(resequence(items, 2, 2)).toBeNull();
  });
});

describe('new keys', () => {
  const existing = [item(1, 1, 'welcome', 'Welcome'), item(2, 2, 'big_tip', 'Tips')];

  it('turns spaces into underscores and lower-cases', () => {
    expect(normalizeKey('  Big  Morning Tip ')).toBe('big_morning_tip');
  });

  it("refuses a duplicate key with 'Key already exists!!'", () => {
    expect(checkNewKey(existing, { mode: 'key', group: 'Tips', key: 'Big Tip' })).toEqual({
      key: 'big_tip',
      error: 'Key already exists!!',
    });
  });

  it("refuses an existing group with 'Group already exists!!'", () => {
    expect(checkNewKey(existing, { mode: 'group', group: ' tips ', key: 'x' }).error).toBe(
      'Group already exists!!',
    );
  });

  it('uses the group when the key is empty', () => {
    expect(checkNewKey(existing, { mode: 'group', group: 'Getting Help', key: '' })).toEqual({
      key: 'getting_help',
      error: null,
    });
  });

  it('groups items in the order of their first item', () => {
    expect(groupItems(existing).map((g) => g.group)).toEqual(['Welcome', 'Tips']);
  });
});
