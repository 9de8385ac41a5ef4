import { baseApi, useAppDispatch } from '@wellness/shared-ui';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Refetches the day's lists (entries, user activities) after a delay, as spec 1 section 9 asks
 * after a dialog closes. Pending refreshes are dropped when the view goes away.
 */
export function useDelayedRefresh(): (delayMs: number) => void {
  const dispatch = useAppDispatch();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  return useCallback(
    (delayMs: number) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dispatch(baseApi.util.invalidateTags(['Entries', 'UserActivities']));
      }, delayMs);
      timers.current.add(timer);
    },
    [dispatch],
  );
}
