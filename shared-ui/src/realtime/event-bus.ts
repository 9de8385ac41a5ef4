export type RealtimeHandler = (payload: unknown) => void;

const handlers = new Map<string, Set<RealtimeHandler>>();

/** Subscribes to one event type; returns the unsubscribe function. */
export function onRealtimeEvent(type: string, handler: RealtimeHandler): () => void {
  const set = handlers.get(type) ?? new Set<RealtimeHandler>();
  set.add(handler);
  handlers.set(type, set);
  return () => {
    set.delete(handler);
    if (set.size === 0) handlers.delete(type);
  };
}

/** Hands one event to every subscriber of its type (the socket and tests call this). */
export function emitRealtimeEvent(type: string, payload: unknown): void {
  handlers.get(type)?.forEach((handler) => handler(payload));
}
