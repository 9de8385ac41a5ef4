import type { AudienceKind, DomainEvent } from '@wellness/platform';

const AUDIENCE_KINDS: ReadonlySet<string> = new Set<AudienceKind>([
  'promotion',
  'user',
  'team',
  'conversation',
]);

/** Names Socket.IO keeps for itself: emitting one throws, so such an event is malformed. */
const RESERVED_EVENT_NAMES: ReadonlySet<string> = new Set([
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
]);

/** The room a Socket.IO client joins to hear events for an audience: `promotion:<channel>`, `user:<id>`... */
/**
 * Sent to every socket of a gateway whose Redis subscription came back after a loss: events
 * published meanwhile did not reach it, so clients refetch what they show (as on a reconnect).
 */
export const RESYNC_EVENT = 'resync';

export const roomOf = (kind: AudienceKind, id: string | number) => `${kind}:${id}`;

/** Every socket opened with a session sits in that session's room, to be closed when it ends. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** The session ids of a sessions-ended message; empty for anything malformed. */
export function parseEndedSessions(message: string): string[] {
  try {
    const value = JSON.parse(message) as { session_ids?: unknown };
    return Array.isArray(value?.session_ids)
      ? value.session_ids.filter((id): id is string => typeof id === 'string' && id !== '')
      : [];
  } catch {
    return [];
  }
}

/** Reads a published message; null for anything that is not a well-formed domain event. */
export function parseDomainEvent(message: string): DomainEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, promotion_id, audience, payload } = value as Partial<DomainEvent>;
  if (typeof type !== 'string' || type === '' || RESERVED_EVENT_NAMES.has(type)) return null;
  if (typeof audience !== 'object' || audience === null) return null;
  const { kind, id } = audience;
  if (typeof kind !== 'string' || !AUDIENCE_KINDS.has(kind)) return null;
  if (!((typeof id === 'string' && id !== '') || Number.isInteger(id))) return null;
  return { type, promotion_id: Number(promotion_id), audience: { kind, id }, payload };
}
