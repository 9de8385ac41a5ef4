import { setTimeout as realDelay } from 'node:timers/promises';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Runs the rest of the test on Jest's fake clock, so a delay is checked exactly: timers fire
 * only by `advance(ms)`. Call before rendering; use the `user` returned here (it moves the
 * clock between its steps), wait with `until` (not findBy*, which needs the clock to move)
 * and restore with `jest.useRealTimers()` in an afterEach.
 */
export function startFakeClock() {
  // Timers and dates only: React flushes on microtasks and the store tells React of RTK Query
  // answers on animation frames (RTK's auto-batching), which must go on while the clock stands.
  jest.useFakeTimers({
    doNotFake: ['queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  return { user, advance, until };
}

/**
 * Waits until `check` passes (returns what it returns) while the fake clock stands still
 * (Testing Library's waitFor would move it): server answers and renders go on, timers do not
 * fire. Fails after 2,000 tries 10 ms apart (20 s and more: a busy CI machine renders slowly).
 */
async function until<T>(check: () => T, attempts = 2000): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return check();
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
    // Real time (node:timers is not faked) inside act, so React renders what arrived.
    await act(() => realDelay(10));
  }
}
