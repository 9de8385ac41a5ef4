import { useEffect, useState } from 'react';

/** Spec 1 and spec 3 section 9: a saving indicator appears after 300 ms. */
export const SAVING_INDICATOR_DELAY_MS = 300;

/** True once `active` has stayed true for `delayMs`; false again as soon as it ends. */
export function useDelayedFlag(active: boolean, delayMs = SAVING_INDICATOR_DELAY_MS) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}
