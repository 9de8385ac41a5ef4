import type { RealtimeSocket } from './sockets';

export const FOREIGN_ORIGIN = 'Connections are accepted only from the promotion’s own site.';

/** `host[:port]` as a URL of the Origin's scheme writes it (default ports dropped). */
function hostOf(scheme: string, host: string): string | null {
  try {
    return new URL(`${scheme}//${host}`).host;
  } catch {
    return null;
  }
}

/**
 * Whether a handshake's Origin is the promotion's own site: its host must be the Host header
 * the edge keeps (the promotion's subdomain). No Origin at all is a client that is not a
 * browser (browsers always send one on a websocket handshake); the session cookie still
 * decides for it. `null` and anything unreadable are refused.
 */
export function isOwnOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined) return true;
  if (!host) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.host === hostOf(url.protocol, host.toLowerCase());
}

/**
 * Socket.IO middleware, before the session is read: a page of another site (another
 * promotion's subdomain included, which is same-site and so gets SameSite=Lax cookies) gets
 * `connect_error` FOREIGN_ORIGIN.
 */
export function checkHandshakeOrigin() {
  return (socket: RealtimeSocket, next: (error?: Error) => void) => {
    const { origin, host } = socket.handshake.headers;
    next(isOwnOrigin(origin, host) ? undefined : new Error(FOREIGN_ORIGIN));
  };
}
