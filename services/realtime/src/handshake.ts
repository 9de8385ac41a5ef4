import {
  LOG_IN_REQUIRED,
  SERVICE_UNAVAILABLE,
  SESSION_COOKIE,
  isBackendUnavailable,
} from '@wellness/platform';
import type { SessionStore } from '@wellness/platform';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeSocket, SocketUser } from './sockets';

interface HandshakeDeps {
  sessions: Pick<SessionStore, 'read'>;
  parseCookie: (header: string) => Record<string, string | undefined>;
  log: FastifyBaseLogger;
}

/** The signed-in user a cookie header names, or null. */
export async function userFromCookie(
  cookieHeader: string | undefined,
  { sessions, parseCookie }: Omit<HandshakeDeps, 'log'>,
): Promise<SocketUser | null> {
  if (!cookieHeader) return null;
  const sessionId = parseCookie(cookieHeader)[SESSION_COOKIE];
  const record = await sessions.read(sessionId);
  if (!record || !sessionId) return null;
  return {
    user_id: Number(record.user_id),
    promotion_id: Number(record.promotion_id),
    role: record.role,
    session_id: sessionId,
  };
}

/**
 * Socket.IO middleware: a connection is only accepted with a live session cookie, the
 * same one the HTTP services verify. The client sees `connect_error` 'Log In Required', or
 * 'Service unavailable' while Redis is away (then it tries again).
 */
export function authenticateHandshake(deps: HandshakeDeps) {
  return (socket: RealtimeSocket, next: (error?: Error) => void) => {
    userFromCookie(socket.handshake.headers.cookie, deps).then(
      (user) => {
        if (!user) return next(new Error(LOG_IN_REQUIRED));
        socket.data.user = user;
        next();
      },
      (error: unknown) => {
        // Redis away: the client tries again (shared-ui's realtime client reconnects on it).
        if (isBackendUnavailable(error)) {
          deps.log.warn({ err: error }, 'handshake while a backend is unavailable');
          return next(new Error(SERVICE_UNAVAILABLE));
        }
        deps.log.error({ err: error }, 'handshake session lookup failed');
        next(new Error('Something went wrong on our side. Please try again.'));
      },
    );
  };
}
