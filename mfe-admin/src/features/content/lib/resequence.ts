import type { ContentItem } from '@wellness/shared-ui';

/** Spec 3 section 9: a moved item lands half a position from its new neighbour. */
export const RESEQUENCE_OFFSET = 0.5;

export const bySequence = (a: ContentItem, b: ContentItem) =>
  a.sequence - b.sequence || a.id - b.id;

/**
 * The category's order after `movedId` is dropped onto `overId`: the moved item's sequence
 * becomes the neighbour's plus half a position when it moves down, minus half when it moves
 * up. Returns null when nothing moves.
 */
export function resequence(
  items: ContentItem[],
  movedId: number,
  overId: number,
): ContentItem[] | null {
  if (movedId === overId) return null;
  const sorted = [...items].sort(bySequence);
  const from = sorted.findIndex((item) => item.id === movedId);
  const to = sorted.findIndex((item) => item.id === overId);
  if (from < 0 || to < 0) return null;
  const sequence = sorted[to].sequence + (from < to ? RESEQUENCE_OFFSET : -RESEQUENCE_OFFSET);
  return sorted
    .map((item) => (item.id === movedId ? { ...item, sequence } : item))
    .sort(bySequence);
}
