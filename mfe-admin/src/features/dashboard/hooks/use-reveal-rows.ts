import { useEffect, useRef, useState } from 'react';

/** Rows shown at first and added per scroll step (spec 2 section 9, users table). */
export const ROWS_STEP = 20;
/** Delay before a scroll step adds rows. */
export const REVEAL_DELAY_MS = 100;

/**
 * Shows `ROWS_STEP` rows, and `ROWS_STEP` more each time the sentinel element below the
 * table scrolls into view. Starts again at the first step when `resetKey` changes.
 */
export function useRevealRows(total: number, resetKey: unknown) {
  const [state, setState] = useState({ resetKey, count: ROWS_STEP });
  // Adjusting state while rendering (React's pattern for "reset when a prop changes").
  if (state.resetKey !== resetKey) setState({ resetKey, count: ROWS_STEP });
  const count = state.resetKey === resetKey ? state.count : ROWS_STEP;
  const sentinel = useRef<HTMLDivElement>(null);
  const hasMore = count < total;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting) || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        setState((current) => ({ ...current, count: current.count + ROWS_STEP }));
      }, REVEAL_DELAY_MS);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [hasMore, count]);

  return { count: Math.min(count, total), hasMore, sentinel };
}
