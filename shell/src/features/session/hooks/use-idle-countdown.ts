import { useCallback, useEffect, useState } from 'react';
import {
  COUNTDOWN_SECONDS,
  IDLE_AFTER_MS,
  IDLE_START_DELAY_MS,
  KEEPALIVE_EVENTS,
  closeOpenDialogs,
} from '../lib/idle';

type Phase = 'off' | 'watching' | 'counting';

export interface IdleCountdown {
  /** Seconds left before the logout, while the countdown runs; null while watching. */
  secondsLeft: number | null;
  /** 'Stay': the countdown stops and the watch starts again. */
  stay: () => void;
}

/**
 * Spec 1 s7 "Idle": from 500 ms after it mounts, watches for keepalives (keys, the mouse,
 * touches, scrolling). After 20 minutes without one it closes open dialogs and counts down
 * 300 s, ignoring activity (only Stay ends it); at 0 it calls `onTimeout`. Both waits are
 * measured against the clock, not by counting timer ticks, so a tab the browser throttled
 * still times out on time.
 */
export function useIdleCountdown(onTimeout: () => void): IdleCountdown {
  const [phase, setPhase] = useState<Phase>('off');
  const [secondsLeft, setSecondsLeft] = useState(COUNTDOWN_SECONDS);

  useEffect(() => {
    const start = window.setTimeout(() => setPhase('watching'), IDLE_START_DELAY_MS);
    return () => window.clearTimeout(start);
  }, []);

  useEffect(() => {
    if (phase !== 'watching') return undefined;
    let lastActive = Date.now();
    let timer = -1;
    const keepalive = () => {
      lastActive = Date.now();
    };
    const check = () => {
      const idleFor = Date.now() - lastActive;
      if (idleFor >= IDLE_AFTER_MS) {
        closeOpenDialogs();
        setSecondsLeft(COUNTDOWN_SECONDS);
        setPhase('counting');
      } else {
        timer = window.setTimeout(check, IDLE_AFTER_MS - idleFor);
      }
    };
    KEEPALIVE_EVENTS.forEach((event) =>
      document.addEventListener(event, keepalive, { passive: true, capture: true }),
    );
    timer = window.setTimeout(check, IDLE_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      KEEPALIVE_EVENTS.forEach((event) =>
        document.removeEventListener(event, keepalive, { capture: true }),
      );
    };
  }, [phase]);

  useEffect(() => {
    if (phase !== 'counting') return undefined;
    const deadline = Date.now() + COUNTDOWN_SECONDS * 1000;
    const tick = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) {
        window.clearInterval(tick);
        setPhase('off');
        onTimeout();
      }
    }, 1000);
    return () => window.clearInterval(tick);
  }, [phase, onTimeout]);

  const stay = useCallback(() => setPhase('watching'), []);
  return { secondsLeft: phase === 'counting' ? secondsLeft : null, stay };
}
