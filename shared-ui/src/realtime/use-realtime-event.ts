import { useEffect, useRef } from 'react';
import { onRealtimeEvent } from './event-bus';

/**
 * Calls `handler` for each realtime event of `type` while the component is mounted.
 * The latest handler is always used, so callers need not memoise it.
 */
export function useRealtimeEvent<P = unknown>(type: string, handler: (payload: P) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onRealtimeEvent(type, (payload) => latest.current(payload as P)), [type]);
}
