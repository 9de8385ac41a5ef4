import { act, renderHook } from '@testing-library/react';
import { useDelayedFlag } from './use-delayed-flag';

test('the saving indicator shows only after 300 ms of saving, and goes when saving ends', () => {
  jest.useFakeTimers();
  const { result, rerender } = renderHook(({ active }) => useDelayedFlag(active), {
    initialProps: { active: true },
  });
  act(() => jest.advanceTimersByTime(299));
  expect(result.current).toBe(false);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe(true);
  rerender({ active: false });
  expect(result.current).toBe(false);
  jest.useRealTimers();
});
