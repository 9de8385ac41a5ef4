import { revealOrder, segmentsEarned, splitEarned } from '../../../src/domain/works';

describe('works rules', () => {
  it('earns a segment only for logs beyond the most ever logged at once', () => {
    expect(segmentsEarned(3, 4)).toBe(1);
    expect(segmentsEarned(4, 4)).toBe(0);
    expect(segmentsEarned(4, 2)).toBe(0);
  });

  it('fills the current work up to 20 and banks the rest; without a work everything is banked', () => {
    expect(splitEarned(1, { segments_available: 19 })).toEqual({ toWork: 1, toBank: 0 });
    expect(splitEarned(1, { segments_available: 20 })).toEqual({ toWork: 0, toBank: 1 });
    expect(splitEarned(2, null)).toEqual({ toWork: 0, toBank: 2 });
  });

  it('reveals every one of the 20 segments once, in an order fixed by the work', () => {
    const order = revealOrder(7);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(revealOrder(7)).toEqual(order);
    expect(revealOrder(8)).not.toEqual(order);
  });
});
