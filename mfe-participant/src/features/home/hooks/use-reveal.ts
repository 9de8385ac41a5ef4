import { useCallback, useEffect, useRef, useState } from 'react';
import { SEGMENTS_PER_WORK } from '../api/works-api';
import type { Work } from '../api/works-api';

/** Spec 1 s9: one segment per frame every 750 ms. */
export const REVEAL_INTERVAL_MS = 750;

interface RevealCallbacks {
  /** The animation stopped on `shown` segments (save it as revealed). */
  onStop: (shown: number) => void;
  /** The count reached 20 (spec 1 s4: opens the full view, once). */
  onComplete: () => void;
}

/**
 * The reveal animation of spec 1 s4: from the revealed count, one more segment every 750 ms,
 * stopping when the count reaches 20 or the available count.
 */
export function useReveal(work: Work, { onStop, onComplete }: RevealCallbacks) {
  const [shown, setShown] = useState(work.segments_revealed);
  const [animating, setAnimating] = useState(false);
  const completedFor = useRef<number | null>(null);
  const callbacks = useRef({ onStop, onComplete });
  callbacks.current = { onStop, onComplete };
  const target = Math.min(SEGMENTS_PER_WORK, work.segments_available);

  // Another work, or a count revealed elsewhere (another tab): start from it.
  const [workId, setWorkId] = useState(work.id);
  if (workId !== work.id) {
    setWorkId(work.id);
    setShown(work.segments_revealed);
    setAnimating(false);
  } else if (!animating && work.segments_revealed > shown) {
    setShown(work.segments_revealed);
  }

  useEffect(() => {
    if (!animating) return;
    if (shown >= target) {
      setAnimating(false);
      callbacks.current.onStop(shown);
      if (shown >= SEGMENTS_PER_WORK && completedFor.current !== work.id) {
        completedFor.current = work.id;
        callbacks.current.onComplete();
      }
      return;
    }
    const timer = setTimeout(() => setShown((count) => count + 1), REVEAL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [animating, shown, target, work.id]);

  const start = useCallback(() => {
    if (shown < target) setAnimating(true);
  }, [shown, target]);

  return { shown, animating, start };
}
